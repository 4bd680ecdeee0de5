import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ES module script without type declarations
import { measureBundles, report } from '../scripts/check-bundle-size.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Fails the build when the first load or a route's chunk passes its gzip budget. */
function bundleBudget(): Plugin {
  let outDir = '';
  return {
    name: 'bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const result = measureBundles(outDir);
      console.log(report(result));
      if (result.failures.length) throw new Error(`Bundle budget exceeded:\n  ${result.failures.join('\n  ')}`);
    },
  };
}

/**
 * Puts the entry stylesheet inside index.html: the static shell in #root then paints as soon as the
 * HTML arrives, without a render-blocking CSS request (Lighthouse FCP). index.html is revalidated on
 * every visit anyway (no-cache + ETag), so nothing cacheable is lost; route CSS stays in files.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), inlineEntryCss(), bundleBudget()],
  resolve: { alias: { '@domain': fileURLToPath(new URL('../backend/domain', import.meta.url)) } },
  // Pictures stay files (no data: URIs in the scripts): hashed names under /assets/, cached for a year.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT || 5001}` },
  },
});

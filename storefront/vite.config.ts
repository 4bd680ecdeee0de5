import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ES module script without type declarations
import { measureBundles, report } from '../scripts/check-bundle-size.mjs';
// @ts-expect-error plain ES module script without type declarations
import { precompressAssets } from '../scripts/precompress-assets.mjs';
import { afterBuild } from '../scripts/lib/after-build.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Fails the build when the first load or a route's chunk passes its gzip budget. */
function bundleBudget(): Plugin {
  return afterBuild('bundle-budget', (outDir) => {
    const result = measureBundles(outDir);
    console.log(report(result));
    if (result.failures.length) throw new Error(`Bundle budget exceeded:\n  ${result.failures.join('\n  ')}`);
  });
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

const EARLY_SCRIPT = 'src/first-paint/age-gate-early.ts';
const EARLY_MARK = '<script data-inline="age-gate-early"></script>';
const domainAlias = { '@domain': fileURLToPath(new URL('../backend/domain', import.meta.url)) };

/**
 * Puts the early age gate's script (src/first-paint/age-gate-early.ts, compiled from TypeScript with
 * the app's own age rules) inline where index.html marks it, as a classic script: it runs while the
 * page is parsed, so the gate is open in the first paint without waiting for the app's module. The
 * dev server loads the same file as a module instead.
 */
function inlineEarlyScript(): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'inline-early-script',
    configResolved(config) {
      command = config.command;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(EARLY_MARK)) throw new Error(`index.html lost its ${EARLY_MARK}`);
        if (command === 'serve')
          return html.replace(EARLY_MARK, `<script type="module" src="/${EARLY_SCRIPT}"></script>`);
        const out = await build({
          configFile: false,
          root: here,
          logLevel: 'warn',
          resolve: { alias: domainAlias },
          build: {
            write: false,
            target: 'es2022',
            minify: true,
            lib: { entry: resolve(here, EARLY_SCRIPT), formats: ['iife'], name: 'ageGateEarly' },
          },
        });
        const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
        const code = outputs[0].output.find((o) => o.type === 'chunk')?.code;
        if (!code) throw new Error(`No code built from ${EARLY_SCRIPT}`);
        return html.replace(EARLY_MARK, () => `<script>${code.trim()}</script>`);
      },
    },
  };
}

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), inlineEarlyScript(), inlineEntryCss(), bundleBudget(), precompressAssets()],
  resolve: { alias: domainAlias },
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

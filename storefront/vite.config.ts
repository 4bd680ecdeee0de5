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

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), bundleBudget()],
  resolve: { alias: { '@domain': fileURLToPath(new URL('../backend/domain', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT || 5001}` },
  },
});

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ES module script without type declarations
import { measureBackoffice, reportBackoffice } from '../scripts/check-bundle-size.mjs';
// @ts-expect-error plain ES module script without type declarations
import { precompressAssets } from '../scripts/precompress-assets.mjs';
import { afterBuild } from '../scripts/lib/after-build.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const api = `http://localhost:${process.env.PORT || 5001}`;

/** Fails the build when a shell's first load (gzip) passes its budget (BACKOFFICE_BUDGETS). */
function bundleBudget(): Plugin {
  return afterBuild('bundle-budget', (outDir) => {
    const result = measureBackoffice(outDir);
    console.log(reportBackoffice(result));
    if (result.failures.length) throw new Error(`Bundle budget exceeded:\n  ${result.failures.join('\n  ')}`);
  });
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** React and the router: the entry needs them before either shell loads. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
/** The dashboard's charts (recharts and what only it uses): loaded with the charts, after the dashboard. */
const CHARTS =
  /[\\/]node_modules[\\/](recharts|d3-[^\\/]+|internmap|victory-vendor|decimal\.js-light|es-toolkit|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|tiny-invariant)[\\/]/;
/** The back office's own code and the shared domain rules. */
const APP = /[\\/](backoffice[\\/]src|backend[\\/]domain)[\\/]/;

/**
 * Named chunks instead of ones named after whichever module came first (the react-admin / MUI
 * chunk was `product-request-*.js`): vendor-react (entry), vendor (react-admin, MUI, react-query
 * and the rest both shells use), vendor-charts (lazy, dashboard only) and backoffice-shared (our
 * code both shells use). A module only one shell uses stays in that shell's chunk (minShareCount);
 * a group takes only the modules it names, not their dependencies, so the charts' chunk does not
 * take modules the shells share with it.
 */
const codeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    { name: 'vendor-react', test: REACT, priority: 30 },
    { name: 'vendor-charts', test: CHARTS, priority: 20 },
    { name: 'vendor', test: NODE_MODULES, priority: 10, minShareCount: 2 },
    { name: 'backoffice-shared', test: APP, priority: 0, minShareCount: 2 },
  ],
};

/** One bundle for both shells: served at /admin/* and /super-admin/*, assets under /backoffice/. */
export default defineConfig({
  root: here,
  base: '/backoffice/',
  plugins: [react(), bundleBudget(), precompressAssets()],
  resolve: { alias: { '@domain': fileURLToPath(new URL('../backend/domain', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The budget check reads which chunk imports which from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    port: 5174,
    proxy: { '/api': api },
  },
});

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const api = `http://localhost:${process.env.PORT || 5001}`;

/** One bundle for both shells: served at /admin/* and /super-admin/*, assets under /backoffice/. */
export default defineConfig({
  root: here,
  base: '/backoffice/',
  plugins: [react()],
  resolve: { alias: { '@domain': fileURLToPath(new URL('../backend/domain', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 2000 },
  server: {
    port: 5174,
    proxy: { '/api': api },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API resolves the tenant from the Host header, so the dev proxy must pass it through
// unchanged (changeOrigin: false): demo.localhost:5173 reaches the server as demo.localhost.
// `npm run dev` starts the server on PORT (default 3000).
const apiTarget = process.env.HONDANA_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxyOptions = { target: apiTarget, changeOrigin: false };

const initialVendorPattern =
  /node_modules\/(react|react-dom|scheduler|react-router|@emotion\/[\w-]+|@mui\/(system|utils|styled-engine|private-theming)|stylis|i18next|react-i18next|@tanstack\/[\w-]+|zod)\//;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      '/api': proxyOptions,
      '/files': proxyOptions,
    },
  },
  preview: {
    port: 4173,
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      '/api': proxyOptions,
      '/files': proxyOptions,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // The libraries every page runs go in one chunk: it stays cached across deploys, and one
        // file compresses better than many. Everything else (MUI components, forms) is left to
        // the bundler, so a library used only by lazy screens loads with them, not up front.
        manualChunks(id) {
          return initialVendorPattern.test(id) ? 'vendor' : undefined;
        },
      },
    },
  },
});

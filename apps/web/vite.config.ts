import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API resolves the tenant from the Host header, so the dev proxy must pass it through
// unchanged (changeOrigin: false): demo.localhost:5173 reaches the server as demo.localhost.
// `npm run dev` starts the server on PORT (default 3000).
const apiTarget = process.env.HONDANA_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxyOptions = { target: apiTarget, changeOrigin: false };

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
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(@mui|@emotion|@popperjs|react-transition-group)\//.test(id))
            return 'mui';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
});

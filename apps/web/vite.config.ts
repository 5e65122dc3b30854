import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { deliveryPlugin } from './build/delivery-plugin.ts';

// The API resolves the tenant from the Host header, so the dev proxy must pass it through
// unchanged (changeOrigin: false): demo.localhost:5173 reaches the server as demo.localhost.
// `npm run dev` starts the server on PORT (default 3000).
const apiTarget = process.env.HONDANA_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const proxyOptions = { target: apiTarget, changeOrigin: false };

/** Whether a module runs on every page: some chain of static imports reaches it from the entry. */
const isContractBarrel = (id: string) => id.endsWith('/packages/contract/src/index.ts');

function createInitialModuleTest(getModuleInfo: (id: string) => ModuleInfo | null) {
  const known = new Map<string, boolean>();
  const isInitial = (id: string, visiting: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const info = getModuleInfo(id);
    if (!info) return false;
    if (info.isEntry) return true;
    visiting.add(id);
    // The contract's barrel imports every contract file, so by its edges everything a contract
    // file imports would be initial (the full zod API among them, which only lazy screens use);
    // the bundler sees through the barrel, and so does this test.
    const result = info.importers.some(
      (importer) =>
        !visiting.has(importer) && !isContractBarrel(importer) && isInitial(importer, visiting),
    );
    visiting.delete(id);
    known.set(id, result);
    return result;
  };
  return (id: string) => isInitial(id, new Set());
}

type ModuleInfo = Rollup.ModuleInfo;
let isInitialModule: ((id: string) => boolean) | undefined;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    deliveryPlugin({ routesFile: fileURLToPath(new URL('src/app/routes.ts', import.meta.url)) }),
  ],
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
    // dist/.vite/manifest.json: which chunks each route loads (npm run bench reads it).
    manifest: true,
    // The initial chunk is ~750 KB before compression by design (see manualChunks); what a
    // visitor downloads is held by the delivery plugin's brotli budget, which fails the build.
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      output: {
        // The code every page runs before it shows goes in one chunk: one file compresses better
        // than a dozen (the bundler would otherwise split out every module that a lazy screen
        // shares). Code that only lazy screens use (forms, tables, dialogs) loads with them.
        // A vendor chunk of its own merges back into this one under Rolldown, and split apart
        // the home page misses its budget by a few KB, so caching across deploys waits for that.
        manualChunks(id, { getModuleInfo }) {
          // The contract is one barrel (index.ts re-exports every file): by the import graph all
          // of it is "initial", though pages use a part. Left to the bundler, which sees through
          // side-effect-free re-exports (package.json "sideEffects": false), the error texts and
          // the library's wire shapes load with the screens that use them.
          if (id.includes('/packages/contract/src/')) return undefined;
          isInitialModule ??= createInitialModuleTest(getModuleInfo);
          return isInitialModule(id) ? 'initial' : undefined;
        },
      },
    },
  },
});

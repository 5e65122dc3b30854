import { fileURLToPath } from 'node:url';

/** apps/server/assets, seen from apps/server/src (sources) or apps/server/dist (the bundle). */
export const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

import { fileURLToPath } from 'node:url';

/**
 * Where the SQL migrations are. In the source tree this file sits beside them; the server bundle
 * (dist/main.js) gets a copy in dist/migrations, which the same relative URL finds.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A dump of an empty PGlite cluster that `npm run build` writes beside the bundle; a first start
 * loads it instead of running initdb. Absent in the source tree (PGlite then runs initdb).
 */
export const PGLITE_INITIAL_DUMP = fileURLToPath(
  new URL('./pglite-initdb.tar.gz', import.meta.url),
);

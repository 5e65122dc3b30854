import { fileURLToPath } from 'node:url';

/**
 * Where the SQL migrations are. In the source tree this file sits beside them; the server bundle
 * (dist/main.js) gets a copy in dist/migrations, which the same relative URL finds.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

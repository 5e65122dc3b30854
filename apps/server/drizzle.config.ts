import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/**/*.tables.ts', './src/platform/**/*.tables.ts'],
  out: './src/db/migrations',
  // The files written by hand took numbers past the journal's count (0031 is its 28th entry), so
  // drizzle-kit's own numbering would come back to 0028, and its snapshot would sort before 0031's:
  // new migrations are named by the time, which sorts after them.
  migrations: { prefix: 'timestamp' },
});

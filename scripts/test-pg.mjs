// `npm run test:pg`: the same suite on a PostgreSQL server. TEST_DATABASE_URL names a database
// the tests may connect to as an administrator; each test file gets its own database from a template.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Running the suite on PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server*', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);

// `npm run bench`: builds what it needs, runs every benchmark, prints one table per benchmark.
// Figures are ratios measured in this one run: the machines are shared and noisy.
import { spawnSync } from 'node:child_process';
import { benchApi } from './api/api.bench.js';
import { benchCheckout } from './checkout/checkout.bench.js';
import { benchImportUsers } from './import-users/import-users.bench.js';
import { benchLogin } from './login/login.bench.js';
import { benchReader } from './reader/reader.bench.js';
import { benchStream } from './reader/stream.bench.js';
import { benchRenewals } from './renewals/renewals.bench.js';
import { benchSearch } from './search/search.bench.js';
import { ROOT } from './lib.js';
import { benchProcessing } from './processing/processing.bench.js';
import { benchStartup } from './startup/startup.bench.js';
import { benchWeb } from './web/web.bench.js';

function printTable(title: string, rows: string[][]): void {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  console.log(`\n## ${title}`);
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const only = process.argv[2];
const benches: [string, () => Promise<string[][]>][] = [
  ['bench/api: public settings vs bare Fastify', benchApi],
  ['bench/startup: npm start on a built tree', benchStartup],
  ['bench/login: a wrong password vs an identity nobody has', benchLogin],
  ['bench/web: JS before each route shows', benchWeb],
  ['bench/processing: PDF text extraction vs pdftotext', benchProcessing],
  ['bench/reader: first page over 20 Mbit/s', benchReader],
  ['bench/reader-stream: /files vs nginx, in one process and behind nginx', benchStream],
  [
    'bench/search: field and full-text search (two companies of 10,000 books × 50 pages at scale 1)',
    () => benchSearch(),
  ],
  [
    'bench/import-users: 100,000 users by CSV through the calls and the job',
    () => benchImportUsers(),
  ],
  ['bench/checkout: p95 of charge (sandbox at 0 ms) vs the hot read', benchCheckout],
  [
    'bench/renewals: 10,000 renewals due at once, sandbox at 50 ms; peak RSS at 1,000-100,000 due',
    benchRenewals,
  ],
];
for (const [title, run] of benches) {
  if (only && !title.includes(only)) continue;
  printTable(title, await run());
}

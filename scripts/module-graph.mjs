// npm run graph: draws the server's module graph (docs/module-graph.svg) from the imports, with
// dependency-cruiser (one node per module folder, platform area and top-level file) and Graphviz.
// Needs `dot` (apt-get install graphviz); lint does not need the picture.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const dotSource = execFileSync(
  'npx',
  [
    'depcruise',
    'apps/server/src',
    '--config',
    '.dependency-cruiser.cjs',
    '--include-only',
    '^apps/server/src/',
    '--collapse',
    '^apps/server/src/(modules|platform)/[^/]+',
    '--output-type',
    'dot',
  ],
  { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
)
  // Stacked top to bottom: every arrow of a layered graph then points down.
  .replace(/rankdir="?LR"?/, 'rankdir="TB"');
const svg = execFileSync('dot', ['-Tsvg'], { input: dotSource, encoding: 'utf8' });
writeFileSync('docs/module-graph.svg', svg);
console.log('docs/module-graph.svg written');

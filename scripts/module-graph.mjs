// npm run graph: draws the module graphs from the imports with dependency-cruiser and Graphviz:
// the server's (docs/module-graph.svg: one node per module folder, platform area and top-level
// file) and the web's (docs/web-module-graph.svg: one node per feature folder and layer).
// Stacked top to bottom, every arrow of a layered graph points down: an arrow pointing up is a
// cycle, which `npm run lint` refuses. Needs `dot` (apt-get install graphviz).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

function draw(source, collapse, file) {
  const dotSource = execFileSync(
    'npx',
    [
      'depcruise',
      source,
      '--config',
      '.dependency-cruiser.cjs',
      '--include-only',
      `^${source}/`,
      '--collapse',
      collapse,
      '--output-type',
      'dot',
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  ).replace(/rankdir="?LR"?/, 'rankdir="TB"');
  writeFileSync(file, execFileSync('dot', ['-Tsvg'], { input: dotSource, encoding: 'utf8' }));
  console.log(`${file} written`);
}

draw('apps/server/src', '^apps/server/src/(modules|platform)/[^/]+', 'docs/module-graph.svg');
draw('apps/web/src', '^apps/web/src/(features/[^/]+|app|ui|api|i18n)', 'docs/web-module-graph.svg');

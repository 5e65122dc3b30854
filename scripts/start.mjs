// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (or, with --worker, only the job worker). Plain Node so it works before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time under the given paths (files or folders), skipping build output. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function buildIfStale(name, output, sources, workspace) {
  const outputTime = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (outputTime >= newestMtime(sources)) return;
  console.log(`Building ${name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = at('packages/contract/src');
buildIfStale(
  'the web app',
  at('apps/web/dist/index.html'),
  [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), contract],
  'apps/web',
);
buildIfStale(
  'the server',
  at('apps/server/dist/main.js'),
  [at('apps/server/src'), contract],
  'apps/server',
);

const args = [at('apps/server/dist/main.js'), ...process.argv.slice(2)];
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server with hot
// reload, which proxies /api to the server. Open http://demo.localhost:5173.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

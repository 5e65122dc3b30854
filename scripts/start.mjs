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

/**
 * The demo (embedded database, demo company, never production) gets the VeriTrans4G sandbox as a
 * child, and the demo company its merchant, so a newcomer pays with 4111… and no account anywhere.
 * Not when VERITRANS_BASE_URL is set (a real service or a sandbox of one's own).
 */
function wantsSandbox(env, args) {
  const seeds =
    env.SEED_DEMO === undefined ? !env.DATABASE_URL : ['1', 'true'].includes(env.SEED_DEMO);
  return (
    seeds && env.NODE_ENV !== 'production' && !env.VERITRANS_BASE_URL && !args.includes('--worker')
  );
}

/** Starts the sandbox; resolves to its ready line's facts, or null (then the demo has no merchant). */
function startSandbox() {
  const cli = at('apps/payments-sandbox/src/sandbox-cli.ts');
  const sandbox = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: root,
    env: { ...process.env, SANDBOX_READY_LINE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    let buffer = '';
    let ready = null;
    sandbox.stdout.on('data', (chunk) => {
      if (ready) return void process.stdout.write(chunk);
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('SANDBOX_READY '));
      if (!line) return;
      ready = { ...JSON.parse(line.slice('SANDBOX_READY '.length)), process: sandbox };
      process.stdout.write(buffer.replace(`${line}\n`, ''));
      resolve(ready);
    });
    sandbox.on('exit', (code) => {
      if (ready) return;
      console.warn(`The payments sandbox did not start (exit ${code}): the demo has no merchant.`);
      resolve(null);
    });
  });
}

const args = process.argv.slice(2);
const sandbox = wantsSandbox(process.env, args) ? await startSandbox() : null;
const env = sandbox
  ? {
      ...process.env,
      VERITRANS_BASE_URL: sandbox.url,
      DEMO_MERCHANT_CCID: sandbox.merchant.ccid,
      DEMO_MERCHANT_SECRET_KEY: sandbox.merchant.secretKey,
      DEMO_MERCHANT_TOKEN_API_KEY: sandbox.merchant.tokenApiKey,
    }
  : process.env;
console.log(
  'Starting the server: migrations, then (first start only) the demo company and its books…',
);
const child = spawn(process.execPath, [at('apps/server/dist/main.js'), ...args], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    sandbox?.process.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  sandbox?.process.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});

// `npm run test:e2e -w apps/web`: runs the end-to-end specs against the BUILT app (CI runs
// `npm run build` first; nothing is built here). Starts a local SMTP server (mails land as JSON
// in a temp folder, E2E_MAIL_DIR) and a local OpenID Connect provider standing in for Google
// (E2E_OIDC_*), then the server on a free port with a fresh data directory (the demo company is
// seeded) wired to both, waits for /api/v1/health, runs the Vitest specs in apps/web/e2e, stops
// everything it started and exits with the specs' status.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailSink } from './support/mail-sink.fixture.mjs';
import { startLocalOidcProvider } from './support/oidc-provider.fixture.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);
const serverEntry = at('apps/server/dist/main.js');
const vitestEntry = at('node_modules/vitest/vitest.mjs');
const healthTimeoutMs = 60_000;

function requireBuilt() {
  const missing = [serverEntry, at('apps/web/dist/index.html')].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(
      `e2e: build output missing (run \`npm run build\` first):\n  ${missing.join('\n  ')}`,
    );
    process.exit(1);
  }
}

/** A port the OS just handed out, so parallel runs do not collide. */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port, server) {
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${healthTimeoutMs} ms`);
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function runSpecs(env) {
  return new Promise((resolve) => {
    const specs = spawn(
      process.execPath,
      [
        vitestEntry,
        'run',
        '--config',
        at('apps/web/e2e/vitest.e2e.config.ts'),
        ...process.argv.slice(2),
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
    );
    specs.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

requireBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hondana-e2e-'));
const mailDir = mkdtempSync(path.join(os.tmpdir(), 'hondana-e2e-mail-'));
const port = await findFreePort();
const mailSink = await startMailSink(mailDir);
// Google's return address is the company's /login/ page (the demo company's, in the specs).
const oidc = await startLocalOidcProvider({
  redirectUris: [`http://demo.localhost:${port}/login/`],
});
const oidcPort = Number(new URL(oidc.issuer).port);
if (mailSink.port === port || oidcPort === port) {
  // Rare: the OS gave the server's port to a helper between the two look-ups.
  console.error(`e2e: port ${port} was handed out twice; run again`);
  await Promise.all([mailSink.close(), oidc.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  process.exit(1);
}

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The embedded database and local files in the temp folder; mail and Google sign-in go to
    // the local servers above, never outside the machine.
    DATABASE_URL: '',
    STORAGE: '',
    SMTP_URL: `smtp://127.0.0.1:${mailSink.port}`,
    MAIL_FROM: 'Hondana E2E <no-reply@hondana.localhost>',
    GOOGLE_ISSUER: oidc.issuer,
    SEED_DEMO: '1',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
  },
});
// The server's own output only matters when something fails; keep it visible but prefixed.
server.stdout.on('data', (chunk) => process.stdout.write(`[server] ${chunk}`));
server.stderr.on('data', (chunk) => process.stderr.write(`[server] ${chunk}`));

let status = 1;
try {
  await waitForHealth(port, server);
  console.log(
    `e2e: server ready on port ${port} (data in ${dataDir}), SMTP on ${mailSink.port}, OIDC at ${oidc.issuer}`,
  );
  status = await runSpecs({
    E2E_PORT: String(port),
    E2E_MAIL_DIR: mailDir,
    E2E_OIDC_ISSUER: oidc.issuer,
    E2E_OIDC_CLIENT_ID: oidc.clientId,
    E2E_OIDC_CLIENT_SECRET: oidc.clientSecret,
  });
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopServer(server);
  await Promise.all([mailSink.close(), oidc.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
}
process.exit(status);

// Starting and stopping the BUILT server as its own process: the runner (run.mjs) starts the one
// every spec uses; a spec that needs servers of its own (two copies on one database) starts them
// here too. Plain Node, as run.mjs is.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
// A first start migrates and seeds; on a loaded 2-core machine that has taken over a minute.
const healthTimeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 60_000);

/** A port the OS just handed out, so parallel runs do not collide. */
export function findFreePort() {
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

/** Resolves once GET /api/v1/health answers; fails when the server exits or takes a minute. */
export async function waitForHealth(port, server) {
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

/**
 * Spawns the built server with `env` added to this process's environment; its output is kept
 * visible with `label` before each chunk (it only matters when something fails).
 * @param {{ env: Record<string, string>, label?: string }} options
 */
export function spawnServer({ env, label = 'server' }) {
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', ...env },
  });
  server.stdout.on('data', (chunk) => process.stdout.write(`[${label}] ${chunk}`));
  server.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  return server;
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
export function stopServer(server) {
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

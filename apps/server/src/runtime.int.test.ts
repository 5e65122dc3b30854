import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdminClient, withDatabase } from './test/global-setup.js';

/**
 * The server as a process, as `npm start` runs it: one process per embedded DATA_DIR, and a job
 * queued before a SIGKILL is done after the restart.
 */
// The PostgreSQL run of the suite has nothing to add here: this is about the embedded database.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'server process with the embedded database',
  () => {
    const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
    let dataDir: string;
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-runtime-'));
    });
    afterAll(async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });

    function startServer(port: number) {
      const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          PORT: String(port),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      children.push(child);
      return { child, output: () => output };
    }

    it('refuses a second process on the same DATA_DIR, and loses no queued mail to a SIGKILL', async () => {
      const port = await freePort();
      const first = startServer(port);
      await waitForHealth(port, first.child);

      const second = startServer(await freePort());
      const secondExit = await new Promise<number | null>((resolve) =>
        second.child.on('exit', resolve),
      );
      expect(secondExit).toBe(1);
      expect(second.output()).toContain('Another Hondana process is using DATA_DIR');

      // The reset mail is queued as a job before the answer; kill the server right after it.
      const answer = await call(
        port,
        'PUT',
        '/api/v1/auth/forgot-password?email=reader%40demo.localhost&domain=demo.localhost',
      );
      expect(answer.status).toBe(200);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.on('exit', resolve));

      const third = startServer(port);
      await waitForHealth(port, third.child);
      await waitFor(async () => (await call(port, 'GET', '/api/v1/health')).status === 200);
      // Give the restarted queue time to pick the job up, then stop cleanly to read the database.
      // The reset request job is picked up within ~2 s and mails the link itself.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      third.child.kill('SIGTERM');
      expect(await new Promise((resolve) => third.child.on('exit', resolve))).toBe(0);

      const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
      try {
        const { rows } = await db.query<{ to_address: string; text_body: string }>(
          'select to_address, text_body from mail_outbox',
        );
        expect(rows.map((row) => row.to_address)).toContain('reader@demo.localhost');
        const text = rows.find((row) => row.to_address === 'reader@demo.localhost')?.text_body;
        const token = /\/forget-password\/reset\?token=([\w%-]+)/.exec(text ?? '')?.[1];
        expect(token).toBeTruthy();
        // The finished jobs keep their data: none of it may hold the link's token.
        const tables = await db.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_schema = 'pgboss'",
        );
        expect(tables.rows.map((table) => table.name)).toContain('job');
        for (const { name } of tables.rows) {
          const found = await db.query<{ count: number }>(
            `select count(*)::int as count from pgboss."${name}" t where t::text like $1`,
            [`%${decodeURIComponent(token!)}%`],
          );
          expect({ table: name, rows: found.rows[0]?.count }).toEqual({ table: name, rows: 0 });
        }
      } finally {
        await db.close();
      }
    }, 120_000);
  },
);

/** With PostgreSQL, HTTP servers can leave the jobs to `npm run worker` processes. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'web process with WORKERS=0 and a worker',
  () => {
    const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const databaseName = `hondana_worker_${process.pid}`;
    const children: ChildProcess[] = [];

    afterAll(async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${databaseName} with (force)`),
      );
    });

    it('queues mail in the web process and delivers it in the worker', async () => {
      await withAdminClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
      const databaseUrl = withDatabase(adminUrl, databaseName);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-worker-'));
      const port = await freePort();
      const env = {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      };
      const web = spawn(process.execPath, ['--import', 'tsx', mainFile], {
        env: { ...env, PORT: String(port), WORKERS: '0' },
        stdio: 'ignore',
      });
      children.push(web);
      await waitForHealth(port, web);

      const answer = await call(
        port,
        'PUT',
        '/api/v1/auth/forgot-password?email=reader%40demo.localhost&domain=demo.localhost',
      );
      expect(answer.status).toBe(200);
      const outbox = () =>
        withAdminClient(databaseUrl, async (client) => {
          const { rows } = await client.query('select to_address from mail_outbox');
          return rows.length;
        });
      // Nobody works the queue yet: the mail waits as a job.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await outbox()).toBe(0);

      const worker = spawn(process.execPath, ['--import', 'tsx', mainFile, '--worker'], {
        env,
        stdio: 'ignore',
      });
      children.push(worker);
      await waitFor(async () => (await outbox()) === 1);
      worker.kill('SIGTERM');
      web.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }, 120_000);
  },
);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function call(
  port: number,
  method: string,
  url: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path: url, headers: { host: 'demo.localhost' } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    return (await call(port, 'GET', '/api/v1/health')).status === 200;
  });
}

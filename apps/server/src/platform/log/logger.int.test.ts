import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { AccessLogController } from '../http/request-log.js';
import { createAppLogger } from './logger.js';

const SECRET = 'v2.sealed-secret-f00d.argon2id$hash';

describe('what the log keeps of a failed query', () => {
  let database: DatabaseHandle;
  const lines: string[] = [];
  const logger: FastifyBaseLogger = createAppLogger({
    level: 'info',
    destination: { write: (l) => void lines.push(l) },
  });
  const app = Fastify({ loggerInstance: logger, logController: new AccessLogController() });

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table log_probe (secret text primary key)`);
    registerErrorHandler(app);
    // The same value twice: Drizzle's message lists it, PostgreSQL's detail quotes the key.
    app.get('/duplicate', async () => {
      for (let i = 0; i < 2; i++) {
        await database.db.execute(sql`insert into log_probe (secret) values (${SECRET})`);
      }
      return {};
    });
    app.get('/cast', async () => database.db.execute(sql`select ${SECRET}::int`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs the failing statement without its parameters or key values', async () => {
    for (const url of ['/duplicate', '/cast']) {
      lines.length = 0;
      const response = await app.inject({ url: `${url}?token=query-secret` });
      expect(response.statusCode).toBe(500);
      const logged = lines.join('');
      expect(logged).toContain('unexpected error');
      expect(logged).toContain('Failed query');
      expect(logged).toContain('params: [redacted]');
      expect(logged).not.toContain(SECRET);
      expect(logged).not.toContain('sealed-secret');
      expect(logged).not.toContain('query-secret');
      // One access line per request, with status and time.
      const access = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
      expect(access).toEqual([
        expect.objectContaining({ method: 'GET', url, status: 500, ms: expect.any(Number) }),
      ]);
    }
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { statementsBuiltDuring, statementsDuring } from '../../test/statements.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';

// Issue 22, part 5: behind nginx, /files keeps every check and hands the bytes to nginx.

describe('GET /files/{token} with FILES_ACCEL_REDIRECT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FILES_ACCEL_REDIRECT: '/_hondana_files/' } });
  });
  afterAll(() => t.close());

  it('answers an internal redirect to the book file after the checks, and refuses as before', async () => {
    const company = await createCompany(t.database.db);
    const reader = await signIn(t.database.db, await createUser(t.database.db, company));
    const stranger = await signIn(t.database.db, await createUser(t.database.db, company));
    const group = await createContentGroup(t.database.db, company);
    const content = await createContent(t.database.db, company, [group]);
    await t.storage.put(content.fileKey!, randomBytes(1000));
    const get = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { host: company.domain, ...headers } });

    const issued = await get(
      `/api/v1/content/public/viewer-token?content_id=${content.id}`,
      reader,
    );
    const token = issued.json().results.token_id as string;
    let answer = await get(`/api/v1/files/${token}`, reader);
    // Every check still runs, in three statements: the session with its account, the token with
    // its content (and the plan gate's facts), the content's groups with whether the reader may
    // see each. Behind nginx they are all the time Hondana adds to a book's bytes (and to each
    // range the viewer reads).
    const statements = await statementsDuring(t.database, async () => {
      answer = await get(`/api/v1/files/${token}`, { ...reader, range: 'bytes=0-99' });
    });
    expect(statements).toHaveLength(3);
    // Built once (for the viewer's shape), then only run: drizzle took longer to write the
    // rule's statements than PGlite to run them.
    const built = await statementsBuiltDuring(() =>
      get(`/api/v1/files/${token}`, { ...reader, range: 'bytes=0-99' }),
    );
    expect(built).toBe(0);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBe(0);
    expect(answer.headers['x-accel-redirect']).toBe(`/_hondana_files/${content.fileKey!}`);
    // nginx keeps these for the bytes it sends (and answers the range itself).
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toMatch(/^private/);

    // The token is still the reader's own: anyone else gets the refusal, and no redirect.
    const refused = await get(`/api/v1/files/${token}`, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().status).toBe(764);
    expect(refused.headers['x-accel-redirect']).toBeUndefined();
  });
});

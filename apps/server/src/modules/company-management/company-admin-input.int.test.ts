import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const BEYOND_INT4 = '99999999999';

describe('company management input limits', () => {
  let t: TestApp;
  let admin: { 'x-access-token': string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.database.db, await createUser(t.database.db, null));
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host: ADMIN_HOST, ...admin },
      payload,
    });
  }

  it('answers 400, not 500, to ids beyond an integer column', async () => {
    for (const [method, url, payload] of [
      ['GET', `/company/detail/${BEYOND_INT4}`, undefined],
      ['PUT', `/company/update/${BEYOND_INT4}`, { name: 'x' }],
      ['DELETE', `/company/delete/${BEYOND_INT4}`, undefined],
      ['GET', `/company/page?page=${BEYOND_INT4}`, undefined],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().status, url).toBe(400);
    }
  });

  it('answers 400 to a user or content maximum beyond an integer column', async () => {
    const company = await createCompany(t.database.db);
    const response = await call('PUT', `/company/update/${company.id}`, {
      max_user: Number(BEYOND_INT4),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().results.fields[0].field).toBe('max_user');
  });

  it('pages companies by 10 when no size is given (spec §9)', async () => {
    for (let i = 0; i < 11; i += 1) await createCompany(t.database.db);
    const response = await call('GET', '/company/page');
    expect(response.json().results).toMatchObject({ size: 10 });
    expect(response.json().results.content).toHaveLength(10);
  });
});

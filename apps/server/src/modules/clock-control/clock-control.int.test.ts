import { afterAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../../platform/crypto/password.js';
import { createCompany, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('moving the clock (end-to-end tests only)', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const advance = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/clock/advance',
      headers: { host: 'localhost' },
      payload: { hours: 48 },
    });

  it('has no route without CLOCK_CONTROL', async () => {
    const t = await createTestApp();
    apps.push(t);
    expect((await advance(t)).statusCode).toBe(404);
  });

  it('moves the modules’ clock ahead with CLOCK_CONTROL=1', async () => {
    const t = await createTestApp({ env: { CLOCK_CONTROL: '1' } });
    apps.push(t);
    const before = t.ports.clock.now().getTime();
    const answer = await advance(t);
    expect(answer.json().status).toBe(200);
    expect(t.ports.clock.now().getTime() - before).toBeGreaterThanOrEqual(48 * 60 * 60 * 1000);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/clock/advance',
      headers: { host: 'localhost' },
      payload: { reset: true },
    });
    expect(reset.json().status).toBe(200);
    expect(t.ports.clock.now().getTime() - before).toBeLessThan(60 * 60 * 1000);
  });

  it('issues sessions on the moved clock, so signing in after a jump works', async () => {
    const t = await createTestApp({ env: { CLOCK_CONTROL: '1' } });
    apps.push(t);
    const company = await createCompany(t.database.db);
    const reader = await createUser(t.database.db, company);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/clock/advance',
      headers: { host: 'localhost' },
      payload: { hours: 24 * 30 },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: company.domain, 'x-api-client': '1' },
      payload: {
        email: reader.email,
        password_hash: clientHashOf(TEST_PASSWORD),
        keep_login: false,
        login_type: 'email',
        domain: company.domain,
      },
    });
    expect(login.json().status, login.body).toBe(200);
    const info = await t.app.inject({
      url: '/api/v1/auth/info',
      headers: { host: company.domain, 'x-access-token': login.json().results.access_token },
    });
    expect(info.json().status).toBe(200);
  });
});

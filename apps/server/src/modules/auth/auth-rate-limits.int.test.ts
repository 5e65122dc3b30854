import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../../platform/crypto/password.js';
import { createCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { MAILING_RATE_LIMIT } from '../../platform/http/mailing-rate-limit.js';
import { nextClientAddress } from './auth-test-helpers.js';

describe('rate limits of the calls that send mail', () => {
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, {
      showLinkRegisterUser: true,
      accountType: 'ALL',
    });
  });
  afterAll(() => t.close());

  it('answers 794 to the 6th forgot-password of one address within a minute', async () => {
    const address = nextClientAddress();
    const forgot = (i: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/forgot-password?email=victim${i}@example.test&domain=${company.domain}`,
        headers: { host: company.domain },
        remoteAddress: address,
      });
    for (let i = 0; i < MAILING_RATE_LIMIT.max; i += 1) {
      expect((await forgot(i)).json().status).not.toBe(794);
    }
    const refused = await forgot(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(794);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=victim@example.test&domain=${company.domain}`,
      headers: { host: company.domain },
      remoteAddress: nextClientAddress(),
    });
    expect(other.json().status).not.toBe(794);
  });

  it('counts register and sign-up together and answers 794 to the 6th', async () => {
    const address = nextClientAddress();
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: i % 2 === 0 ? '/api/v1/auth/register' : '/api/v1/auth/sign-up',
        headers: { host: company.domain },
        remoteAddress: address,
        payload: {
          full_name: `newcomer${i}`,
          email: `newcomer${i}@example.test`,
          password_hash: clientHashOf('Secret-pass-1'),
          domain: company.domain,
        },
      });
    for (let i = 0; i < MAILING_RATE_LIMIT.max; i += 1) {
      expect((await register(i)).json().status).not.toBe(794);
    }
    const refused = await register(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(794);
  });
});

import { newMerchant } from '@hondana/payments-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { companies } from '../company/company.tables.js';

const GATEWAY = 'https://gateway.example.test';

describe('GET /veritrans/token-setting: where the order page tokenizes a card', () => {
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  const merchant = newMerchant();

  beforeAll(async () => {
    t = await createTestApp({ env: { VERITRANS_BASE_URL: `${GATEWAY}/` } });
    ({ home, other } = await twoTenants(t));
    await t.database.db
      .update(companies)
      .set({
        veritransMerchantCcid: merchant.ccid,
        veritransSecretKey: createSecretBox(t.config.appSecret).seal(
          merchant.secretKey,
          home.company.id,
        ),
        veritransTokenApiKey: merchant.tokenApiKey,
      })
      .where(eq(companies.id, home.company.id));
    await t.services.companies.evictCompany(home.company.domain);
  });
  afterAll(() => t.close());

  it("answers the gateway's token endpoint and the company's public key, never the secret", async () => {
    const response = await home.asReader('GET', '/veritrans/token-setting');
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({
      token_url: `${GATEWAY}/4gtoken`,
      token_api_key: merchant.tokenApiKey,
    });
    expect(response.body).not.toContain(merchant.secretKey);
    expect(response.body).not.toContain(merchant.ccid);
  });

  it('answers 846 on a company without a complete merchant account', async () => {
    const none = await other.asReader('GET', '/veritrans/token-setting');
    expect(none.json()).toMatchObject({ status: 846 });

    // A token key without the secret key cannot charge, so it is not offered either.
    await t.database.db
      .update(companies)
      .set({ veritransMerchantCcid: 'other-ccid', veritransTokenApiKey: 'other-key' })
      .where(eq(companies.id, other.company.id));
    await t.services.companies.evictCompany(other.company.domain);
    const partial = await other.asReader('GET', '/veritrans/token-setting');
    expect(partial.json()).toMatchObject({ status: 846 });
    expect(partial.body).not.toContain('other-key');
  });

  it('needs a signed-in reader of the company', async () => {
    const anonymous = await t.app.inject({
      url: '/api/v1/veritrans/token-setting',
      headers: { host: home.company.domain },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(merchant.tokenApiKey);
  });
});

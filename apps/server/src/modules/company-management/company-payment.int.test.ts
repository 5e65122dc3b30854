import { RoleLevel } from '@hondana/contract';
import { newMerchant, startPaymentsSandbox, type PaymentsSandbox } from '@hondana/payments-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import { ADMIN_HOST, createCompany, createUser, signIn } from '../../test/factories.js';
import { createLogCapture, createTestApp, type TestApp } from '../../test/test-app.js';
import { companies } from '../company/company.tables.js';

describe("a company's VeriTrans4G settings, set and checked by system administrators", () => {
  let sandbox: PaymentsSandbox;
  let t: TestApp;
  let admin: Record<string, string>;
  const log = createLogCapture();

  beforeAll(async () => {
    sandbox = await startPaymentsSandbox();
    t = await createTestApp({ env: { VERITRANS_BASE_URL: sandbox.url }, logger: log.logger });
    admin = await signIn(t.database.db, await createUser(t.database.db, null));
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  function call(url: string, payload: object, headers = admin, host = ADMIN_HOST) {
    return t.app.inject({
      method: url === '/company/update-payment' ? 'PUT' : 'POST',
      url: `/api/v1${url}`,
      headers: { host, 'accept-language': 'en', ...headers },
      payload,
    });
  }
  const save = (payload: object, headers = admin, host = ADMIN_HOST) =>
    call('/company/update-payment', payload, headers, host);
  const check = (payload: object, headers = admin, host = ADMIN_HOST) =>
    call('/company/check-api-setting-veritrans', payload, headers, host);

  const settingsOf = (merchant = sandbox.merchant) => ({
    merchant_ccid: merchant.ccid,
    secret_key: merchant.secretKey,
    token_api_key: merchant.tokenApiKey,
    test_mode: true,
  });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0]!;

  it('saves the settings, answers the secret key only as a flag and seals it', async () => {
    const company = await createCompany(t.database.db);
    const response = await save({ company_id: company.id, ...settingsOf() });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({
      merchant_ccid: sandbox.merchant.ccid,
      has_secret_key: true,
      token_api_key: sandbox.merchant.tokenApiKey,
      test_mode: true,
    });
    expect(response.body).not.toContain(sandbox.merchant.secretKey);
    const detail = await t.app.inject({
      url: `/api/v1/company/detail/${company.id}`,
      headers: { host: ADMIN_HOST, ...admin },
    });
    expect(detail.json().results.payment_setting).toEqual(response.json().results);
    expect(detail.body).not.toContain(sandbox.merchant.secretKey);

    const row = await rowOf(company.id);
    expect(row.veritransSecretKey).not.toContain(sandbox.merchant.secretKey);
    expect(createSecretBox(t.config.appSecret).open(row.veritransSecretKey!, company.id)).toBe(
      sandbox.merchant.secretKey,
    );
    // What the charging parts read: the merchant, unsealed.
    expect(t.services.companyPayments.merchantSettingsOf(row)).toEqual({
      ccid: sandbox.merchant.ccid,
      secretKey: sandbox.merchant.secretKey,
      tokenApiKey: sandbox.merchant.tokenApiKey,
      testMode: true,
    });
    expect(log.lines.join('\n')).not.toContain(sandbox.merchant.secretKey);
  });

  it('keeps the stored secret key when the field is blank or absent', async () => {
    const company = await createCompany(t.database.db);
    await save({ company_id: company.id, ...settingsOf() });
    const sealed = (await rowOf(company.id)).veritransSecretKey;
    const blank = await save({ company_id: company.id, ...settingsOf(), secret_key: '' });
    expect(blank.json().results).toMatchObject({ has_secret_key: true });
    const { secret_key: _omitted, ...withoutKey } = settingsOf();
    const absent = await save({ company_id: company.id, ...withoutKey, test_mode: false });
    expect(absent.json().results).toMatchObject({ has_secret_key: true, test_mode: false });
    expect((await rowOf(company.id)).veritransSecretKey).toBe(sealed);
  });

  it('requires a secret key the first time, and validates every field (400)', async () => {
    const company = await createCompany(t.database.db);
    const first = await save({ company_id: company.id, ...settingsOf(), secret_key: '' });
    expect(first.statusCode).toBe(400);
    expect(first.json().results.fields[0].field).toBe('secret_key');
    for (const [field, value] of [
      ['merchant_ccid', 'has spaces in it'],
      ['secret_key', 'not-hex-not-hex-not-hex-not-hex-not-hex'],
      ['secret_key', 'abc'],
      ['token_api_key', 'x'.repeat(65)],
      ['test_mode', 'yes'],
    ] as const) {
      const response = await save({ company_id: company.id, ...settingsOf(), [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().results.fields[0].field, field).toContain(field);
    }
    expect((await rowOf(company.id)).veritransMerchantCcid).toBeNull();
  });

  it('checks the saved settings with the gateway: success', async () => {
    const company = await createCompany(t.database.db);
    await save({ company_id: company.id, ...settingsOf() });
    const response = await check({ company_id: company.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.v_result_code).toMatch(/^[A-Z0-9]{16}$/);
  });

  it('checks unsaved settings before saving them, without saving them', async () => {
    const company = await createCompany(t.database.db);
    const response = await check({ company_id: company.id, ...settingsOf() });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(company.id)).veritransMerchantCcid).toBeNull();
  });

  it('answers 856 with the gateway’s message when the gateway refuses the settings', async () => {
    const company = await createCompany(t.database.db);
    await save({ company_id: company.id, ...settingsOf() });
    const wrongKey = newMerchant().secretKey;
    const response = await check({ company_id: company.id, secret_key: wrongKey });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 856 });
    expect(response.json().message).toMatch(/^VeriTrans4G refused the settings: ./);
    expect(response.json().results.v_result_code).toMatch(/^[A-Z0-9]{16}$/);
    expect(response.body).not.toContain(wrongKey);
    const unknownMerchant = await check({ company_id: company.id, ...settingsOf(newMerchant()) });
    expect(unknownMerchant.json().status).toBe(856);
    expect(log.lines.join('\n')).not.toContain(wrongKey);
  });

  it('answers 846 when there is nothing to check, 860 when the gateway cannot be reached', async () => {
    const company = await createCompany(t.database.db);
    expect((await check({ company_id: company.id })).json().status).toBe(846);
    const down = await createTestApp({
      env: { VERITRANS_BASE_URL: 'http://127.0.0.1:9' },
      copyOf: t,
    });
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/v1/company/check-api-setting-veritrans',
        headers: { host: ADMIN_HOST, ...admin },
        payload: { company_id: company.id, ...settingsOf() },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ status: 860, results: { reason: 'unreachable' } });
    } finally {
      await down.close();
    }
  });

  it('answers 404 for an unknown company', async () => {
    expect((await save({ company_id: 999999, ...settingsOf() })).statusCode).toBe(404);
    expect((await check({ company_id: 999999 })).statusCode).toBe(404);
  });

  it('refuses everybody but system administrators on the admin host', async () => {
    const company = await createCompany(t.database.db);
    const body = { company_id: company.id, ...settingsOf() };
    for (const roleLevel of [RoleLevel.CompanyAdmin, RoleLevel.User]) {
      const own = await signIn(
        t.database.db,
        await createUser(t.database.db, company, { roleLevel }),
      );
      // Admin-site calls do not exist on a company's host.
      expect((await save(body, own, company.domain)).statusCode).toBe(404);
      expect((await check(body, own, company.domain)).statusCode).toBe(404);
    }
    const notSystem = await signIn(
      t.database.db,
      await createUser(t.database.db, null, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    expect((await save(body, notSystem)).json().status).toBe(614);
    expect((await check(body, notSystem)).json().status).toBe(614);
    expect((await save(body, {})).json().status).toBe(600);
    expect((await rowOf(company.id)).veritransMerchantCcid).toBeNull();
  });
});

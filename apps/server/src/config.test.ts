import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'hondana-config-'));

describe('configuration', () => {
  it('has working defaults: embedded database, demo data, jobs in process', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      runsJobs: true,
      adminHosts: ['admin.localhost'],
      publicUrlScheme: 'http',
    });
    // The development secret is generated once and kept.
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(config.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
  });

  it('reads the per-address limits, the sign-in one apart from the rest', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      rateLimitPerMinute: 1200,
      loginRateLimitPerMinute: 20,
    });
    const office = loadConfig({ DATA_DIR: dataDir(), LOGIN_RATE_LIMIT_PER_MINUTE: '300' });
    expect(office.loginRateLimitPerMinute).toBe(300);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOGIN_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /LOGIN_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('speaks to VeriTrans4G at its API host unless VERITRANS_BASE_URL points elsewhere', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).veritrans).toEqual({
      baseUrl: 'https://api3.veritrans.co.jp',
      timeoutMs: 30_000,
    });
    const sandbox = loadConfig({
      DATA_DIR: dataDir(),
      VERITRANS_BASE_URL: 'http://127.0.0.1:4100/',
      VERITRANS_TIMEOUT_MS: '5000',
    });
    expect(sandbox.veritrans).toEqual({ baseUrl: 'http://127.0.0.1:4100', timeoutMs: 5000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), VERITRANS_BASE_URL: 'ftp://x' })).toThrow(
      /VERITRANS_BASE_URL/,
    );
  });

  it('seeds the demo company with a merchant only when all three DEMO_MERCHANT_* are given', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).demoMerchant).toBeUndefined();
    const merchant = {
      DEMO_MERCHANT_CCID: 'A100000000000000000001cc',
      DEMO_MERCHANT_SECRET_KEY: 'ab'.repeat(32),
      DEMO_MERCHANT_TOKEN_API_KEY: 'b2f1c8e4-6a3d-4f7b-9c2e-5d8a1f3b7e60',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...merchant }).demoMerchant).toEqual({
      ccid: merchant.DEMO_MERCHANT_CCID,
      secretKey: merchant.DEMO_MERCHANT_SECRET_KEY,
      tokenApiKey: merchant.DEMO_MERCHANT_TOKEN_API_KEY,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ...merchant, DEMO_MERCHANT_SECRET_KEY: '' }),
    ).toThrow(/DEMO_MERCHANT_CCID, DEMO_MERCHANT_SECRET_KEY and DEMO_MERCHANT_TOKEN_API_KEY/);
  });

  it('bounds a statement to 5 seconds unless STATEMENT_TIMEOUT_MS says otherwise (0: none)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).statementTimeoutMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dataDir(), STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(
      0,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /STATEMENT_TIMEOUT_MS/,
    );
  });

  it('builds mail links from PUBLIC_URL, by default from the scheme and the port', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).publicUrl).toBe('http://{domain}:3000');
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '80' }).publicUrl).toBe('http://{domain}');
    expect(
      loadConfig({ DATA_DIR: dataDir(), PORT: '443', PUBLIC_URL_SCHEME: 'https' }).publicUrl,
    ).toBe('https://{domain}');
    const proxied = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://{domain}/' });
    expect(proxied).toMatchObject({ publicUrl: 'https://{domain}', publicUrlScheme: 'https' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://books.test' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        PUBLIC_URL: 'https://{domain}',
        PUBLIC_URL_SCHEME: 'http',
      }),
    ).toThrow(/PUBLIC_URL_SCHEME/);
  });

  it('reads the book upload limit and the previous app secrets', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).maxUploadBytes).toBe(500 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir(), MAX_UPLOAD_MB: '20' }).maxUploadBytes).toBe(
      20 * 1024 * 1024,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAX_UPLOAD_MB: 'lots' })).toThrow(
      /MAX_UPLOAD_MB/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), APP_SECRET_PREVIOUS: ' old-one , older ' })
        .previousAppSecrets,
    ).toEqual(['old-one', 'older']);
  });

  it('does not seed the demo company on a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@h/db' }).seedDemo).toBe(
      false,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: '1' })
        .seedDemo,
    ).toBe(true);
  });

  it('hands /files to nginx only under a clean internal location, and only with local files', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).filesAccelRedirect).toBeUndefined();
    const location = '/_hondana_files/';
    expect(
      loadConfig({ DATA_DIR: dataDir(), FILES_ACCEL_REDIRECT: location }).filesAccelRedirect,
    ).toBe(location);
    for (const bad of ['_hondana_files/', '/files', '/a/../b/']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), FILES_ACCEL_REDIRECT: bad })).toThrow(
        /FILES_ACCEL_REDIRECT/,
      );
    }
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        FILES_ACCEL_REDIRECT: location,
        STORAGE: 's3://books',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(/FILES_ACCEL_REDIRECT .* cannot go with STORAGE/);
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ STORAGE: 'ftp://x' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_EMAIL: 'a@b.test' })).toThrow(
      /BOOTSTRAP_ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ WORKERS: '0', DATA_DIR: dataDir() })).toThrow(
      /WORKERS=0 needs DATABASE_URL/,
    );
    expect(() => loadConfig({ WORKERS: '0', DATA_DIR: dataDir() })).toThrow(ConfigError);
  });

  it('in production refuses a missing APP_SECRET and the demo passwords', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://x@h/db',
    };
    expect(() => loadConfig(production)).toThrow(/APP_SECRET is required/);
    const withSecret = { ...production, APP_SECRET: 's'.repeat(40) };
    expect(loadConfig(withSecret).env).toBe('production');
    expect(() => loadConfig({ ...withSecret, SEED_DEMO: '1' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ ...withSecret, CLOCK_CONTROL: '1' })).toThrow(/CLOCK_CONTROL/);
    expect(() =>
      loadConfig({
        ...withSecret,
        BOOTSTRAP_ADMIN_EMAIL: 'a@b.test',
        BOOTSTRAP_ADMIN_PASSWORD: 'DemoSystem1',
      }),
    ).toThrow(/BOOTSTRAP_ADMIN_PASSWORD/);
  });
});

import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, createCompany, createUser, signIn } from '../../test/factories.js';
import { makePng, multipart } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { detectImageType } from './company-images.js';
import { companies, type CompanyRow } from './company.tables.js';

describe('company logo and favicon', () => {
  let t: TestApp;
  let admin: { 'x-access-token': string };
  let company: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.database.db, await createUser(t.database.db, null));
    company = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  function upload(
    kind: 'logo' | 'favicon',
    file: { name: string; type: string; bytes: Buffer },
    options: { id?: number; headers?: Record<string, string>; host?: string } = {},
  ) {
    const body = multipart(file.name, file.type, file.bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/company/upload-${kind}?id=${options.id ?? company.id}`,
      headers: {
        host: options.host ?? ADMIN_HOST,
        'accept-language': 'en',
        'content-type': body.contentType,
        ...(options.headers ?? admin),
      },
      payload: body.payload,
    });
  }

  async function storedCompany(): Promise<CompanyRow> {
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    return row!;
  }

  it('accepts a PNG, stores it under the company and serves it on the company host', async () => {
    const png = makePng();
    const response = await upload('logo', { name: 'logo.png', type: 'image/png', bytes: png });
    expect(response.statusCode).toBe(200);
    const logoUrl: string = response.json().results.logo;
    expect(logoUrl).toMatch(/^\/api\/v1\/company\/public\/image\/logo\/[0-9a-f]{32}\.png\?domain=/);

    const { logoKey } = await storedCompany();
    expect(logoKey).toMatch(new RegExp(`^companies/${company.id}/logo/[0-9a-f]{32}\\.png$`));
    const stored = await t.storage.get(logoKey!);
    expect((await buffer(stored.body)).equals(png)).toBe(true);

    const settings = await t.app.inject({
      url: '/api/v1/company/public/view-settings',
      headers: { host: company.domain },
    });
    expect(settings.json().results.logo).toBe(logoUrl);

    const served = await t.app.inject({ url: logoUrl, headers: { host: company.domain } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    const again = await t.app.inject({
      url: logoUrl,
      headers: { host: company.domain, 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('deletes the previous image once the new one is saved (up to 2 MB accepted)', async () => {
    const before = (await storedCompany()).logoKey;
    expect(before).not.toBeNull();
    const large = makePng(Math.floor(1.9 * 1024 * 1024));
    const response = await upload('logo', { name: 'b.png', type: 'image/png', bytes: large });
    expect(response.statusCode).toBe(200);
    const after = (await storedCompany()).logoKey;
    expect(after).not.toBe(before);
    expect(await t.storage.stat(before!)).toBeNull();
    expect(await t.storage.stat(after!)).not.toBeNull();
  });

  it('refuses a text file named .png, an SVG and an image over 2 MB with 412', async () => {
    const keyBefore = (await storedCompany()).logoKey;
    const fake = await upload('logo', {
      name: 'logo.png',
      type: 'image/png',
      bytes: Buffer.from('just some text, not an image'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ status: 412 });
    expect(fake.json().message).toContain('PNG, JPEG, GIF or WebP');

    const svg = await upload('logo', {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.json().status).toBe(412);

    const big = await upload('logo', {
      name: 'big.png',
      type: 'image/png',
      bytes: makePng(3 * 1024 * 1024),
    });
    expect(big.json().status).toBe(412);
    expect(big.json().message).toContain('2 MB');

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/upload-logo?id=${company.id}`,
      headers: { host: ADMIN_HOST, ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(notMultipart.json().status).toBe(412);
    expect((await storedCompany()).logoKey).toBe(keyBefore);
  });

  it('accepts a favicon in ICO format and serves it with its type', async () => {
    const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(40, 1)]);
    const response = await upload('favicon', { name: 'f.ico', type: 'image/x-icon', bytes: ico });
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({
      url: response.json().results.favicon,
      headers: { host: company.domain },
    });
    expect(served.headers['content-type']).toBe('image/x-icon');
    expect(served.rawPayload.equals(ico)).toBe(true);
    // The admin site previews it, naming the company by its domain.
    const onAdminHost = await t.app.inject({
      url: response.json().results.favicon,
      headers: { host: 'admin.localhost' },
    });
    expect(onAdminHost.rawPayload.equals(ico)).toBe(true);
    const unknown = await t.app.inject({
      url: '/api/v1/company/public/favicon?domain=nowhere.test',
      headers: { host: 'admin.localhost' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 405 for a company without a logo and 404 for another company domain', async () => {
    const bare = await createCompany(t.database.db);
    const none = await t.app.inject({
      url: '/api/v1/company/public/logo',
      headers: { host: bare.domain },
    });
    expect(none.json().status).toBe(405);
    expect(none.headers['cache-control']).toBeUndefined();
    const foreign = await t.app.inject({
      url: `/api/v1/company/public/logo?domain=${company.domain}`,
      headers: { host: bare.domain },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 404 for an unknown company and refuses readers', async () => {
    const png = { name: 'a.png', type: 'image/png', bytes: makePng() };
    expect((await upload('logo', png, { id: 999_999 })).statusCode).toBe(404);

    // A company administrator replaces their own company's logo (branding.int.test.ts); a reader may not.
    const reader = await createUser(t.database.db, company);
    const headers = await signIn(t.database.db, reader);
    expect((await upload('logo', png, { headers, host: company.domain })).json().status).toBe(614);
    expect((await upload('logo', png, { headers })).statusCode).toBe(401);
    expect((await upload('logo', png, { headers: {} })).json().status).toBe(600);
  });
});

describe('detectImageType', () => {
  it('tells images by their first bytes, not their name', () => {
    expect(detectImageType(makePng(), 'logo')?.contentType).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'logo')?.extension).toBe(
      'jpg',
    );
    expect(detectImageType(Buffer.from('GIF89a\x01\x00'), 'logo')?.extension).toBe('gif');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(detectImageType(webp, 'logo')?.extension).toBe('webp');
    const ico = Buffer.from([0, 0, 1, 0, 1, 0, 0, 0]);
    expect(detectImageType(ico, 'logo')).toBeNull();
    expect(detectImageType(ico, 'favicon')?.extension).toBe('ico');
    expect(detectImageType(Buffer.from('<svg></svg>'), 'logo')).toBeNull();
    expect(detectImageType(Buffer.alloc(0), 'favicon')).toBeNull();
  });
});

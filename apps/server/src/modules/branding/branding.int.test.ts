import { ErrorCode, publicCompanySettingsSchema, RoleLevel } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { makePng, multipart, multipartFields } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('branding: the company administrator’s parts, readers’ settings, every server at once', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let adminToken: string;
  let otherAdminToken: string;
  let readerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    other = await createCompany(t.database.db);
    const db = t.database.db;
    adminToken = (
      await signIn(db, await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin }))
    )['x-access-token'];
    otherAdminToken = (
      await signIn(db, await createUser(db, other, { roleLevel: RoleLevel.CompanyAdmin }))
    )['x-access-token'];
    readerToken = (await signIn(db, await createUser(db, company)))['x-access-token'];
  });
  afterAll(() => t.close());

  const call = (
    method: Method,
    url: string,
    options: { token?: string; body?: unknown; host?: string; app?: TestApp } = {},
  ) =>
    (options.app ?? t).app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        host: options.host ?? company.domain,
        'accept-language': 'en',
        ...(options.token ? { 'x-access-token': options.token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  const admin = (method: Method, url: string, body?: unknown) =>
    call(method, url, { token: adminToken, body });
  const readerSettings = async (app: TestApp = t) => {
    const response = await call('GET', '/company/public/view-settings', { app });
    expect(response.statusCode).toBe(200);
    return publicCompanySettingsSchema.parse(response.json().results).view_settings;
  };
  const putBanner = (fields: Record<string, unknown>, image?: Buffer) => {
    const data = { 'content-data': JSON.stringify(fields) };
    const body = image ? multipart('banner.png', 'image/png', image, data) : multipartFields(data);
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/banner',
      headers: {
        host: company.domain,
        'x-access-token': adminToken,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  };

  const header = {
    background_color: '#102030',
    text_color: '#ffffff',
    title: ' Our shelf ',
    show_logo: false,
  };

  it('starts from defaults: the input borders in the brand green, no banner, no links', async () => {
    const settings = await readerSettings();
    expect(settings.input).toEqual({ border_color: '#3d993a', hover_border_color: '#3d993a' });
    expect(settings.banner.is_show).toBe(false);
    expect(settings.footer.links).toEqual([]);
    expect(settings.header.show_logo).toBe(true);
  });

  it('saves header, body and input; readers get them on the next request', async () => {
    const saved = await admin('PUT', '/header/update', header);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results).toEqual({ ...header, title: 'Our shelf' });
    const body = {
      background_color: '#fafafa',
      text_color: '#222222',
      button_background_color: '#204080',
      button_text_color: '#ffffff',
      sidebar_background_color: '#eeeeee',
      sidebar_highlight_color: '#cccccc',
      sidebar_text_color: '#111111',
      sidebar_text_highlight_color: '#000000',
      sidebar_bar_background_color: '#204080',
      sidebar_bar_text_color: '#ffffff',
      more_less_background_color: null,
      more_less_text_color: null,
    };
    expect((await admin('PUT', '/body/update', body)).statusCode).toBe(200);
    expect(
      (
        await admin('PUT', '/input/update', {
          border_color: '#204080',
          hover_border_color: '#102040',
        })
      ).statusCode,
    ).toBe(200);
    const settings = await readerSettings();
    expect(settings.header.title).toBe('Our shelf');
    expect(settings.body).toEqual(body);
    expect(settings.input.border_color).toBe('#204080');
    expect((await admin('GET', '/body/detail')).json().results).toEqual(body);
  });

  it('refuses bad colours (400 with the field), long texts with the part’s code', async () => {
    const bad = await admin('PUT', '/header/update', { ...header, text_color: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('text_color');
    const long = await admin('PUT', '/header/update', { ...header, title: 'x'.repeat(256) });
    expect(long.json().status).toBe(ErrorCode.HeaderTextTooLong);
    const footer = await admin('PUT', '/footer/update', {
      background_color: null,
      color: null,
      font_size: 14,
      copy_right: 'c'.repeat(256),
    });
    expect(footer.json().status).toBe(ErrorCode.FooterTextTooLong);
    const link = await admin('POST', '/footer/add', {
      position_link: 'upper',
      type_link: 'internal',
      url: '/search',
      label: 'l'.repeat(256),
    });
    expect(link.json().status).toBe(ErrorCode.LinkTooLong);
    const banner = await putBanner({
      type_banner: 1,
      background_color: '#000000',
      text_color: '#ffffff',
      message: 'm'.repeat(256),
      link: null,
      is_show: true,
      height_banner: 120,
      font_size: 18,
    });
    expect(banner.json().status).toBe(ErrorCode.BannerMessageTooLong);
  });

  it('keeps footer links in two rows: internal paths and http(s) addresses, 724 and 725', async () => {
    const added = await admin('POST', '/footer/add', {
      position_link: 'upper',
      type_link: 'internal',
      url: '/search',
      label: 'Search',
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().results.id as number;
    const duplicate = await admin('POST', '/footer/add', {
      position_link: 'upper',
      type_link: 'internal',
      url: '/search',
      label: 'Again',
    });
    expect(duplicate.json().status).toBe(ErrorCode.LinkExists);
    const notInternal = await admin('POST', '/footer/add', {
      position_link: 'lower',
      type_link: 'internal',
      url: 'search',
      label: 'x',
    });
    expect(notInternal.json().status).toBe(ErrorCode.BadParameters);
    const notExternal = await admin('POST', '/footer/add', {
      position_link: 'lower',
      type_link: 'external',
      url: 'javascript:alert(1)',
      label: 'x',
    });
    expect(notExternal.json().status).toBe(ErrorCode.BadParameters);
    await admin('POST', '/footer/add', {
      position_link: 'lower',
      type_link: 'external',
      url: 'https://example.com/terms',
      label: 'Terms',
    });
    await admin('PUT', '/footer/update', {
      background_color: '#333333',
      color: '#ffffff',
      font_size: 14,
      copy_right: '© Us',
    });
    const changed = await admin('PUT', `/footer/update/${id}`, {
      position_link: 'upper',
      type_link: 'internal',
      url: '/home-search',
      label: 'Books',
    });
    expect(changed.json().results).toMatchObject({ id, url: '/home-search' });
    const footer = (await readerSettings()).footer;
    expect(footer).toMatchObject({ copy_right: '© Us', font_size: 14, color: '#ffffff' });
    expect(footer.links.map((link) => link.label)).toEqual(['Books', 'Terms']);
    expect((await admin('DELETE', `/footer/delete/${id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/footer/detail/${id}`)).json().status).toBe(ErrorCode.LinkNotFound);
    // Another company's administrator cannot reach this company's link.
    const foreign = await call('DELETE', `/footer/delete/${id + 1}`, {
      token: otherAdminToken,
      host: other.domain,
    });
    expect(foreign.json().status).toBe(ErrorCode.LinkNotFound);
  });

  it('stores a banner image by its content hash, serves it with a long cache, resets', async () => {
    const banner = {
      type_banner: 2,
      background_color: '#000000',
      text_color: '#ffffff',
      message: null,
      link: '/search',
      is_show: true,
      height_banner: 120,
      font_size: 18,
    };
    const withoutImage = await putBanner(banner);
    expect(withoutImage.json().status).toBe(ErrorCode.BadParameters);
    const svg = await putBanner(
      banner,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.json().status).toBe(ErrorCode.InvalidFile);
    const tooLarge = await putBanner(banner, makePng(2 * 1024 * 1024));
    expect(tooLarge.json().status).toBe(ErrorCode.InvalidFile);

    const saved = await putBanner(banner, makePng());
    expect(saved.statusCode).toBe(200);
    const image = saved.json().results.image as string;
    expect(image).toMatch(/^\/api\/v1\/company\/public\/image\/banner\/[0-9a-f]{32}\.png\?domain=/);
    const served = await t.app.inject({ url: image, headers: { host: company.domain } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    // Another company's host does not serve it.
    const elsewhere = await t.app.inject({
      url: image.split('?')[0]!,
      headers: { host: other.domain },
    });
    expect(elsewhere.statusCode).not.toBe(200);

    // Texts only: the image stays.
    const texts = await putBanner({ ...banner, type_banner: 1, message: 'Welcome' });
    expect(texts.json().results).toMatchObject({ message: 'Welcome', image });
    expect((await readerSettings()).banner).toMatchObject({
      is_show: true,
      message: 'Welcome',
      image,
    });

    const reset = await admin('PUT', '/banner/reset-banner');
    expect(reset.json().results).toMatchObject({ is_show: false, image: null });
    const gone = await t.app.inject({ url: image, headers: { host: company.domain } });
    expect(gone.json().status).toBe(ErrorCode.FileNotFound);
  });

  it('lets the company administrator replace their own logo, not another company’s', async () => {
    const png = makePng(10);
    const upload = (id: number) => {
      const body = multipart('logo.png', 'image/png', png);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/company/upload-logo?id=${id}`,
        headers: {
          host: company.domain,
          'x-access-token': adminToken,
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
    };
    expect((await upload(other.id)).statusCode).toBe(404);
    const own = await upload(company.id);
    expect(own.statusCode).toBe(200);
    const logo = (await call('GET', '/company/public/view-settings')).json().results.logo as string;
    expect(logo).toMatch(/\/image\/logo\/[0-9a-f]{32}\.png/);
    expect((await t.app.inject({ url: logo, headers: { host: company.domain } })).statusCode).toBe(
      200,
    );
  });

  it('changes the layout and resets it to home; custom login is public and feeds the login form', async () => {
    expect((await admin('PUT', '/layout-setting/update', { view_page: 1 })).json().results).toEqual(
      { view_page: 1 },
    );
    expect((await call('GET', '/company/public/view-settings')).json().results.view_page).toBe(1);
    expect((await admin('PUT', '/layout-setting/update', { view_page: 4 })).statusCode).toBe(400);
    expect((await admin('PUT', '/layout-setting/reset-layout-setting')).json().results).toEqual({
      view_page: 2,
    });

    const login = {
      background_color: '#f0f4ff',
      text_color: '#111111',
      title: 'Welcome back',
      description: 'Sign in with your staff ID',
      title_of_email_field: 'Staff ID',
      title_of_password_field: 'PIN',
    };
    // A body without the English variants (the catalogue's) answers them as none.
    const answered = {
      ...login,
      title_en: null,
      description_en: null,
      title_of_email_field_en: null,
      title_of_password_field_en: null,
    };
    expect((await admin('PUT', '/custom-login/update', login)).json().results).toEqual(answered);
    const visitor = await call('POST', '/custom-login/public', {
      body: { domain: company.domain },
    });
    expect(visitor.json().results).toEqual(answered);
    const publicSettings = (await call('GET', '/company/public/view-settings')).json().results;
    expect(publicSettings.title_of_email_field).toBe('Staff ID');
    const foreignDomain = await call('POST', '/custom-login/public', {
      body: { domain: other.domain },
    });
    expect(foreignDomain.statusCode).toBe(404);
  });

  it('answers readers 614 and visitors 401 on every administrator call', async () => {
    for (const [method, url] of [
      ['GET', '/header/detail'],
      ['PUT', '/body/update'],
      ['GET', '/footer/detail'],
      ['PUT', '/banner/reset-banner'],
      ['GET', '/layout-setting/detail'],
      ['GET', '/custom-login/detail'],
    ] as const) {
      expect((await call(method, url, { token: readerToken, body: {} })).json().status).toBe(
        ErrorCode.NoPermission,
      );
      expect((await call(method, url, { body: {} })).statusCode).toBe(401);
    }
  });

  it('reaches a second server copy at once: its cached company is forgotten', async () => {
    const second = await createTestApp({ copyOf: t });
    try {
      // The second copy caches the company (and its public settings) now.
      expect((await readerSettings(second)).header.background_color).toBe('#102030');
      await admin('PUT', '/header/update', { ...header, background_color: '#405060' });
      // Without the invalidation it would answer the cached row for 5 more seconds.
      await expect
        .poll(async () => (await readerSettings(second)).header.background_color, {
          timeout: 1_000,
          interval: 20,
        })
        .toBe('#405060');
    } finally {
      await second.close();
    }
  });
});

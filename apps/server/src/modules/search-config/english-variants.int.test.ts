import { ErrorCode, RoleLevel } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.js';
import { useSearchConfigApp } from './search-config-test-helpers.js';
import { MAX_TABS } from './search-tab.service.js';

// Company texts in two languages (docs/decisions.md): each text a company types has an English
// variant beside its catalogue field (`_en`); the calls store and answer it, check it as they
// check the text, and keep it when a change leaves it out.

describe('company texts: English variants beside the catalogue fields', () => {
  const { state, call, admin, otherAdmin, publicSettings } = useSearchConfigApp();

  it('search boxes: stores, answers, keeps an absent variant, clears a blank one, checks its length', async () => {
    const added = await admin('POST', '/search-box/add', {
      label: '本文から探す',
      label_en: ' Inside the books ',
      search_fields: [],
      type: 1,
      is_full_text: true,
      placeholder: '例: 図書館',
      placeholder_en: 'e.g. lighthouse',
    });
    expect(added.json().results).toMatchObject({
      label: '本文から探す',
      label_en: 'Inside the books',
      placeholder_en: 'e.g. lighthouse',
    });
    const id = added.json().results.id;
    const [box] = (await publicSettings()).search_boxes;
    expect(box).toMatchObject({ label_en: 'Inside the books', placeholder_en: 'e.g. lighthouse' });

    // A client that does not know the variants (the catalogue's body) keeps them.
    const renamed = await admin('PUT', `/search-box/update/${id}`, {
      label: '本文',
      search_fields: [],
      type: 1,
      is_full_text: true,
    });
    expect(renamed.json().results).toMatchObject({ label: '本文', label_en: 'Inside the books' });
    const cleared = await admin('PUT', `/search-box/update/${id}`, {
      label: '本文',
      label_en: '  ',
      placeholder_en: null,
      search_fields: [],
      type: 1,
      is_full_text: true,
    });
    expect(cleared.json().results).toMatchObject({ label_en: null, placeholder_en: null });

    const tooLong = await admin('PUT', `/search-box/update/${id}`, {
      label: '本文',
      label_en: 'a'.repeat(256),
      search_fields: [],
      type: 1,
      is_full_text: true,
    });
    expect(tooLong.json().status).toBe(400);
    // Another company's administrator does not reach the box, variants or not (706).
    const foreign = await otherAdmin('PUT', `/search-box/update/${id}`, {
      label: 'x',
      label_en: 'x',
      search_fields: [],
      type: 1,
      is_full_text: true,
    });
    expect(foreign.json().status).toBe(ErrorCode.SearchBoxNotFound);
    expect((await admin('GET', `/search-box/detail/${id}`)).json().results.label).toBe('本文');
    await admin('DELETE', `/search-box/delete/${id}`);
  });

  it('tabs, the all tab, sort fields and their defaults carry English names', async () => {
    const tab = await admin('POST', '/tab/add', { name: 'ガイド', name_en: 'Guides' });
    expect(tab.json().results).toMatchObject({ name: 'ガイド', name_en: 'Guides' });
    expect(
      (await admin('POST', '/tab/add', { name: 'x', name_en: 'a'.repeat(65) })).json().status,
    ).toBe(400);
    // At most MAX_TABS tabs: the next answers 779.
    const before = (await admin('GET', '/tab/list')).json().results.length as number;
    const added: number[] = [];
    for (let count = before; count < MAX_TABS; count++) {
      added.push((await admin('POST', '/tab/add', { name: `t${count}` })).json().results.id);
    }
    expect((await admin('POST', '/tab/add', { name: 'one too many' })).json().status).toBe(
      ErrorCode.TabLimitReached,
    );
    for (const id of added) await admin('DELETE', `/tab/delete/${id}`);
    await admin('PUT', '/tab-setting/update', {
      show_tabs: true,
      all_tab_label: 'すべて',
      all_tab_label_en: 'Everything',
    });
    // The catalogue's body without the variant keeps it.
    await admin('PUT', '/tab-setting/update', { show_tabs: true, all_tab_label: '全部' });

    // A company that set no sort fields reads the defaults in both languages.
    const defaults = (await publicSettings()).sort_fields;
    expect(defaults.map((sort) => [sort.title, sort.title_en])).toEqual([
      ['新着順', 'Newest first'],
      ['タイトル順', 'By title'],
    ]);
    const sort = await admin('POST', '/sort-field/add', {
      field: 2,
      title: '著者順',
      title_en: 'By author',
    });
    expect(sort.json().results).toMatchObject({ title: '著者順', title_en: 'By author' });
    const settings = await publicSettings();
    expect(settings.tabs).toEqual([expect.objectContaining({ name_en: 'Guides' })]);
    expect(settings.tab_setting).toMatchObject({
      all_tab_label: '全部',
      all_tab_label_en: 'Everything',
    });
    // The first addition stored the defaults with their English titles.
    expect(settings.sort_fields.map((row) => row.title_en)).toEqual([
      'Newest first',
      'By title',
      'By author',
    ]);
    const other = await call('GET', '/search-setting/public', { host: state.other.domain });
    expect(JSON.stringify(other.json())).not.toContain('Guides');
  });

  it('hashtags and the hashtag setting: admin list, public list, search box', async () => {
    const tag = await admin('POST', '/hash-tag/add', { name: '港町', name_en: 'Harbor town' });
    expect(tag.json().results).toMatchObject({ name: '港町', name_en: 'Harbor town' });
    const id = tag.json().results.id;
    await admin('PUT', '/hash-tag/update-search-box-hash-tag', { hash_tag_ids: [id] });
    expect((await publicSettings()).hashtags.search_box).toEqual([
      expect.objectContaining({ name: '港町', name_en: 'Harbor town' }),
    ]);
    const publicList = await call(
      'GET',
      `/hash-tag/public/get-all-hashtag?companyId=${state.company.id}`,
    );
    expect(publicList.json().results).toEqual([
      expect.objectContaining({ name_en: 'Harbor town' }),
    ]);
    // The English name is not the unique one (866 is about the name).
    const twin = await admin('POST', '/hash-tag/add', { name: '港', name_en: 'Harbor town' });
    expect(twin.json().status).toBe(200);
    const setting = await admin('PUT', '/hash-tag-setting/update', {
      title: '話題',
      title_en: 'Topics',
      lists: [{ name: '舞台', name_en: 'Setting', hash_tag_ids: [id] }],
    });
    expect(setting.json().results).toMatchObject({
      title_en: 'Topics',
      lists: [{ name: '舞台', name_en: 'Setting' }],
    });
    expect((await publicSettings()).hashtags.setting.title_en).toBe('Topics');
    expect(
      (await otherAdmin('PUT', `/hash-tag/update/${id}`, { name: 'x', name_en: 'y' })).json()
        .status,
    ).toBe(ErrorCode.HashtagNotFound);
  });

  it('page title: both languages, 744 for either beyond 255, the site settings show both', async () => {
    const set = await admin('PUT', '/page-title/update', {
      title_page: '社内ライブラリ',
      title_page_en: 'Company library',
    });
    expect(set.json().results).toEqual({
      title_page: '社内ライブラリ',
      title_page_en: 'Company library',
    });
    // The catalogue's body alone keeps the English title.
    await admin('PUT', '/page-title/update', { title_page: '図書室' });
    expect((await admin('GET', '/page-title/detail')).json().results).toEqual({
      title_page: '図書室',
      title_page_en: 'Company library',
    });
    expect((await publicSettings()).title_page_en).toBe('Company library');
    const site = (await call('GET', '/company/public/view-settings')).json().results;
    expect(site).toMatchObject({ title_page: '図書室', title_page_en: 'Company library' });
    const tooLong = await admin('PUT', '/page-title/update', {
      title_page: '図書室',
      title_page_en: 'a'.repeat(256),
    });
    expect(tooLong.json().status).toBe(ErrorCode.PageTitleTooLong);
    const otherSite = await call('GET', '/company/public/view-settings', {
      host: state.other.domain,
    });
    expect(otherSite.json().results.title_page_en).toBeNull();
  });

  it('content groups: stored, answered to administrators and on the readers’ shelves', async () => {
    const added = await admin('POST', '/content-group/add', { name: '小説', name_en: 'Novels' });
    expect(added.json().results).toMatchObject({ name: '小説', name_en: 'Novels' });
    const id = added.json().results.id;
    const kept = await admin('PUT', `/content-group/update/${id}`, { num_row: 2 });
    expect(kept.json().results.name_en).toBe('Novels');
    const tooLong = await admin('PUT', `/content-group/update/${id}`, { name_en: 'a'.repeat(256) });
    expect(tooLong.json().status).toBe(400);
    const shelves = await call('GET', `/content-group/public/list?domain=${state.company.domain}`);
    expect(shelves.json().results).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: '小説', name_en: 'Novels' })]),
    );
    // Reset brings the default groups back with a name in each language, not "おすすめ / Featured".
    const reset = await admin('POST', '/content-group/reset-content-group');
    expect(reset.json().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'おすすめ', name_en: 'Featured', is_default: true }),
        expect.objectContaining({ name: 'お気に入り', name_en: 'Favourites', is_default: true }),
      ]),
    );
    expect((await otherAdmin('GET', `/content-group/detail/${id}`)).json().status).toBe(
      ErrorCode.ContentGroupNotFound,
    );
  });

  it('the sign-in page: every text has an English variant, in the public settings too', async () => {
    const texts = {
      background_color: null,
      text_color: null,
      title: 'ようこそ',
      title_en: 'Welcome',
      description: '社員の方はサインインしてください。',
      description_en: 'Staff, please sign in.',
      title_of_email_field: '社員番号',
      title_of_email_field_en: 'Staff number',
      title_of_password_field: '合言葉',
      title_of_password_field_en: 'Passphrase',
    };
    const saved = await admin('PUT', '/custom-login/update', texts);
    expect(saved.json().results).toEqual(texts);
    const site = (await call('GET', '/company/public/view-settings')).json().results;
    expect(site.view_settings.custom_login).toEqual(texts);
    const tooLong = await admin('PUT', '/custom-login/update', {
      ...texts,
      title_en: 'a'.repeat(256),
    });
    expect(tooLong.json().status).toBe(ErrorCode.BadParameters);
    const otherSite = await call('GET', '/company/public/view-settings', {
      host: state.other.domain,
    });
    expect(otherSite.json().results.view_settings.custom_login.title_en).toBeNull();
  });

  it('user groups: the English name in the page, the detail and the pickers’ list', async () => {
    const added = await admin('POST', '/user-group/add', {
      name: '閲覧室',
      name_en: 'Reading room',
      max_user: 5,
      ip_address: [],
    });
    expect(added.json().results).toMatchObject({ name: '閲覧室', name_en: 'Reading room' });
    const id = added.json().results.id;
    expect((await admin('GET', '/user-group/list')).json().results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, name_en: 'Reading room' })]),
    );
    const tooLong = await admin('PUT', `/user-group/update/${id}`, {
      name: '閲覧室',
      name_en: 'a'.repeat(65),
      max_user: 5,
      ip_address: [],
    });
    expect(tooLong.json().status).toBe(400);
    // A reader of the company is refused the administrator's call, as before.
    const reader = await createUser(state.t.database.db, state.company, {
      roleLevel: RoleLevel.User,
    });
    const readerToken = (await signIn(state.t.database.db, reader))['x-access-token'];
    const refused = await call('GET', `/user-group/detail/${id}`, { token: readerToken });
    expect(refused.json().status).not.toBe(200);
    expect((await otherAdmin('GET', `/user-group/detail/${id}`)).json().status).not.toBe(200);
  });
});

import { ErrorCode, RoleLevel, publicSearchSettingsSchema } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';

describe('search configuration: company administrators’ calls and the public settings', () => {
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
    const admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    const otherAdmin = await createUser(t.database.db, other, {
      roleLevel: RoleLevel.CompanyAdmin,
    });
    adminToken = (await signIn(t.database.db, admin))['x-access-token'];
    otherAdminToken = (await signIn(t.database.db, otherAdmin))['x-access-token'];
    readerToken = (await signIn(t.database.db, await createUser(t.database.db, company)))[
      'x-access-token'
    ];
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; host?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        host: options.host ?? company.domain,
        ...(options.token ? { 'x-access-token': options.token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(method, url, { token: adminToken, body });
  /** The same call by the other company's administrator on its own site. */
  const otherAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(method, url, { token: otherAdminToken, body, host: other.domain });
  const publicSettings = async (host = company.domain) => {
    const response = await call('GET', '/search-setting/public', { host });
    expect(response.statusCode).toBe(200);
    return publicSearchSettingsSchema.parse(response.json().results);
  };

  const partialBox = { label: 'Title or author', search_fields: ['title', 'author'], type: 1 };

  describe('page title', () => {
    it('sets, reads and clears the title; the public settings show it at once', async () => {
      const set = await admin('PUT', '/page-title/update', { title_page: '  社内ライブラリ ' });
      expect(set.json()).toMatchObject({ status: 200, results: { title_page: '社内ライブラリ' } });
      expect((await admin('GET', '/page-title/detail')).json().results.title_page).toBe(
        '社内ライブラリ',
      );
      expect((await publicSettings()).title_page).toBe('社内ライブラリ');
      // The company's public settings (read through the host cache) changed too.
      const site = await call('GET', '/company/public/view-settings');
      expect(JSON.stringify(site.json())).toContain('社内ライブラリ');
      await admin('PUT', '/page-title/update', { title_page: '' });
      expect((await admin('GET', '/page-title/detail')).json().results.title_page).toBeNull();
    });

    it('answers 744 beyond 255 characters (counted as characters, not bytes)', async () => {
      const tooLong = await admin('PUT', '/page-title/update', { title_page: 'あ'.repeat(256) });
      expect(tooLong.json().status).toBe(ErrorCode.PageTitleTooLong);
      const fits = await admin('PUT', '/page-title/update', { title_page: 'あ'.repeat(255) });
      expect(fits.json().status).toBe(200);
    });
  });

  describe('search boxes', () => {
    it('adds each of the seven types, lists, pages, reads, updates and deletes', async () => {
      const bodies = [
        partialBox,
        { label: 'Exact code', search_fields: ['param1'], type: 2 },
        { label: 'Published', search_fields: ['param2'], type: 3 },
        { label: 'Genre', search_fields: ['param3'], type: 4, match_values: ['小説', 'SF'] },
        {
          label: 'Tags',
          search_fields: ['keywords'],
          type: 5,
          operation: 'OR',
          match_values: ['a', 'b'],
        },
        { label: 'Month', search_fields: ['param4'], type: 6 },
        { label: 'Year', search_fields: ['param5'], type: 7, placeholder: 'yyyy' },
      ];
      const ids: number[] = [];
      for (const body of bodies) {
        const added = await admin('POST', '/search-box/add', body);
        expect(added.json().status).toBe(200);
        expect(added.json().results).toMatchObject({ label: body.label, type: body.type });
        ids.push(added.json().results.id);
      }
      const list = (await admin('GET', '/search-box/list')).json().results;
      expect(list.map((box: { id: number }) => box.id)).toEqual(ids);
      expect(list[3].match_values).toEqual(['小説', 'SF']);
      // Non-choice boxes keep no match values.
      expect(list[0].match_values).toEqual([]);
      const page = (await admin('GET', '/search-box/page?page=2&size=3')).json().results;
      expect(page).toMatchObject({ total_elements: 7, total_pages: 3, number: 2, size: 3 });
      expect(page.content.map((box: { id: number }) => box.id)).toEqual(ids.slice(3, 6));

      const detail = await admin('GET', `/search-box/detail/${ids[0]}`);
      expect(detail.json().results).toMatchObject({ search_fields: ['title', 'author'] });
      const updated = await admin('PUT', `/search-box/update/${ids[0]}`, {
        ...partialBox,
        label: 'Title',
        search_fields: ['title'],
        operation: 'OR',
      });
      expect(updated.json().results).toMatchObject({ label: 'Title', operation: 'OR' });

      const publicBoxes = (await publicSettings()).search_boxes;
      expect(publicBoxes.map((box) => box.label)).toContain('Title');

      for (const id of ids) {
        expect((await admin('DELETE', `/search-box/delete/${id}`)).json().status).toBe(200);
      }
      expect((await admin('GET', '/search-box/list')).json().results).toEqual([]);
      const gone = await admin('GET', `/search-box/detail/${ids[0]}`);
      expect(gone.json().status).toBe(ErrorCode.SearchBoxNotFound);
    });

    it('answers 419 for unknown or no fields, 418 for missing or repeated choices', async () => {
      const unknown = await admin('POST', '/search-box/add', {
        ...partialBox,
        search_fields: ['title', 'password'],
      });
      expect(unknown.json().status).toBe(ErrorCode.InvalidSearchField);
      const none = await admin('POST', '/search-box/add', { ...partialBox, search_fields: [] });
      expect(none.json().status).toBe(ErrorCode.InvalidSearchField);
      const noChoices = await admin('POST', '/search-box/add', {
        label: 'Genre',
        search_fields: ['param3'],
        type: 4,
      });
      expect(noChoices.json().status).toBe(ErrorCode.InvalidMatchValue);
      const repeated = await admin('POST', '/search-box/add', {
        label: 'Genre',
        search_fields: ['param3'],
        type: 5,
        match_values: ['a', 'b', 'a'],
      });
      expect(repeated.json().status).toBe(ErrorCode.InvalidMatchValue);
      const badType = await admin('POST', '/search-box/add', { ...partialBox, type: 8 });
      expect(badType.json().status).toBe(400);
    });

    it('allows one full-text box per company (782), also when turning a box into one', async () => {
      const first = await admin('POST', '/search-box/add', {
        label: 'Inside the books',
        type: 1,
        is_full_text: true,
      });
      expect(first.json().results).toMatchObject({ is_full_text: true, search_fields: [] });
      const second = await admin('POST', '/search-box/add', {
        label: 'Again',
        type: 1,
        is_full_text: true,
      });
      expect(second.json().status).toBe(ErrorCode.FullTextSearchOneBoxOnly);
      const plain = (await admin('POST', '/search-box/add', partialBox)).json().results;
      const turned = await admin('PUT', `/search-box/update/${plain.id}`, {
        ...partialBox,
        is_full_text: true,
      });
      expect(turned.json().status).toBe(ErrorCode.FullTextSearchOneBoxOnly);
      // The full-text box itself may be saved again.
      const same = await admin('PUT', `/search-box/update/${first.json().results.id}`, {
        label: 'Inside',
        type: 1,
        is_full_text: true,
      });
      expect(same.json().status).toBe(200);
      // Another company has its own.
      const elsewhere = await otherAdmin('POST', '/search-box/add', {
        label: 'Full text',
        type: 1,
        is_full_text: true,
      });
      expect(elsewhere.json().status).toBe(200);
    });
  });

  describe('tabs', () => {
    it('adds tabs with a group and preset conditions, orders, updates and deletes them', async () => {
      const group = await createContentGroup(t.database.db, company);
      const box = (
        await admin('POST', '/search-box/add', {
          label: 'Genre',
          search_fields: ['param3'],
          type: 4,
          match_values: ['小説', 'SF'],
        })
      ).json().results;
      const first = await admin('POST', '/tab/add', {
        name: 'Novels',
        content_group_id: group.id,
        conditions: [{ search_box_id: box.id, value: '小説' }],
      });
      expect(first.json().results).toMatchObject({
        name: 'Novels',
        content_group_id: group.id,
        conditions: [{ search_box_id: box.id, value: '小説' }],
      });
      const second = await admin('POST', '/tab/add', {
        name: 'By Sato',
        conditions: [{ search_fields: ['author'], type: 1, value: '佐藤' }],
      });
      const [a, b] = [first.json().results.id, second.json().results.id];
      expect(
        (await admin('GET', '/tab/list')).json().results.map((tab: { id: number }) => tab.id),
      ).toEqual([a, b]);

      const ordered = await admin('PUT', '/tab/update', [
        { id: a, ordinal: 5 },
        { id: b, ordinal: 1 },
      ]);
      expect(ordered.json().results.map((tab: { id: number }) => tab.id)).toEqual([b, a]);
      expect((await publicSettings()).tabs.map((tab) => tab.id)).toEqual([b, a]);

      const renamed = await admin('PUT', `/tab/update/${b}`, {
        name: 'By Suzuki',
        conditions: [{ search_fields: ['author'], type: 1, value: '鈴木' }],
      });
      expect(renamed.json().results).toMatchObject({ name: 'By Suzuki', content_group_id: null });
      expect((await admin('GET', `/tab/detail/${b}`)).json().results.name).toBe('By Suzuki');
      expect((await admin('DELETE', `/tab/delete/${b}`)).json().status).toBe(200);
      expect((await admin('GET', `/tab/detail/${b}`)).json().status).toBe(ErrorCode.TabNotFound);
      await admin('DELETE', `/tab/delete/${a}`);
    });

    it('checks the group (715), the boxes (706), the fields (419) and the choices (418)', async () => {
      const otherGroup = await createContentGroup(t.database.db, other);
      const foreignGroup = await admin('POST', '/tab/add', {
        name: 'X',
        content_group_id: otherGroup.id,
      });
      expect(foreignGroup.json().status).toBe(ErrorCode.ContentGroupNotFound);
      const otherBox = (await otherAdmin('POST', '/search-box/add', partialBox)).json().results;
      const foreignBox = await admin('POST', '/tab/add', {
        name: 'X',
        conditions: [{ search_box_id: otherBox.id, value: 'a' }],
      });
      expect(foreignBox.json().status).toBe(ErrorCode.SearchBoxNotFound);
      const badField = await admin('POST', '/tab/add', {
        name: 'X',
        conditions: [{ search_fields: ['file_key'], type: 1, value: 'a' }],
      });
      expect(badField.json().status).toBe(ErrorCode.InvalidSearchField);
      const box = (
        await admin('POST', '/search-box/add', {
          label: 'Kind',
          search_fields: ['param1'],
          type: 5,
          match_values: ['x', 'y'],
        })
      ).json().results;
      const notAChoice = await admin('POST', '/tab/add', {
        name: 'X',
        conditions: [{ search_box_id: box.id, values: ['x', 'z'] }],
      });
      expect(notAChoice.json().status).toBe(ErrorCode.InvalidMatchValue);
      const empty = await admin('POST', '/tab/add', { name: 'X', conditions: [{ value: 'a' }] });
      expect(empty.json().status).toBe(ErrorCode.BadParameters);
      const foreignOrder = await admin('PUT', '/tab/update', [{ id: 999_999, ordinal: 0 }]);
      expect(foreignOrder.json().status).toBe(ErrorCode.TabNotFound);
    });
  });

  describe('tab setting and buttons', () => {
    it('reads defaults, updates the setting and manages the tab bar’s buttons', async () => {
      const initial = (await admin('GET', '/tab-setting/detail')).json().results;
      expect(initial).toEqual({
        show_tabs: true,
        all_tab_label: null,
        tab_background_color: null,
        tab_text_color: null,
        active_tab_background_color: null,
        active_tab_text_color: null,
        buttons: [],
      });
      const coloured = await admin('PUT', '/tab-setting/update', {
        show_tabs: true,
        all_tab_label: null,
        active_tab_background_color: '#204080',
        active_tab_text_color: '#ffffff',
      });
      expect(coloured.json().results).toMatchObject({ active_tab_background_color: '#204080' });
      // A change without colours (the search settings screen's) keeps them.
      const updated = await admin('PUT', '/tab-setting/update', {
        show_tabs: false,
        all_tab_label: 'すべて',
      });
      expect(updated.json().results).toMatchObject({
        show_tabs: false,
        all_tab_label: 'すべて',
        active_tab_background_color: '#204080',
        active_tab_text_color: '#ffffff',
      });

      const added = await admin('POST', '/tab-setting/add-button', {
        label: 'Help',
        action: 'link',
        url: '/help',
        background_color: '#112233',
      });
      expect(added.json().results).toMatchObject({ label: 'Help', url: '/help' });
      const id = added.json().results.id;
      const badUrl = await admin('POST', '/tab-setting/add-button', {
        label: 'Bad',
        action: 'link',
        url: 'javascript:alert(1)',
      });
      expect(badUrl.json().status).toBe(ErrorCode.BadParameters);
      const changed = await admin('PUT', `/tab-setting/update-button/${id}`, {
        label: 'Open',
        action: 'view',
        url: '/ignored',
      });
      expect(changed.json().results).toMatchObject({ label: 'Open', action: 'view', url: null });
      expect((await admin('GET', `/tab-setting/detail-button/${id}`)).json().results.label).toBe(
        'Open',
      );
      const settings = await publicSettings();
      expect(settings.tab_setting).toMatchObject({ show_tabs: false, all_tab_label: 'すべて' });
      expect(settings.tab_setting.buttons.map((button) => button.id)).toEqual([id]);
      // A tab button is not a search-result button.
      expect((await admin('GET', `/search-result-setting/detail-button/${id}`)).json().status).toBe(
        ErrorCode.ButtonNotFound,
      );
      expect((await admin('DELETE', `/tab-setting/delete-button/${id}`)).json().status).toBe(200);
      expect((await admin('GET', `/tab-setting/detail-button/${id}`)).json().status).toBe(
        ErrorCode.ButtonNotFound,
      );
    });
  });

  describe('search-result setting, its params and buttons', () => {
    it('shows defaults until the first add stores them, then adds, orders, updates, deletes', async () => {
      const defaults = (await admin('GET', '/search-result-setting/details')).json().results;
      expect(defaults).toMatchObject({ layout: 'list', show_cover: true, page_size: 10 });
      expect(defaults.params.map((param: { field: string }) => param.field)).toEqual([
        'title',
        'author',
        'created_date',
      ]);
      const layout = await admin('PUT', '/search-result-setting/update-search-result', {
        layout: 'grid',
        show_cover: false,
        page_size: 24,
      });
      expect(layout.json().results).toMatchObject({ layout: 'grid', page_size: 24 });

      const added = await admin('POST', '/search-result-setting/add', {
        field: 'param1',
        title: '分類',
        size: 6,
      });
      expect(added.json().results).toMatchObject({ field: 'param1', title: '分類', size: 6 });
      const page = (await admin('GET', '/search-result-setting/page-content-param?size=10')).json()
        .results;
      expect(page.total_elements).toBe(4);
      const ids = page.content.map((param: { id: number }) => param.id);
      expect(ids.every((id: number) => id > 0)).toBe(true);
      const duplicate = await admin('POST', '/search-result-setting/add', { field: 'title' });
      expect(duplicate.json().status).toBe(ErrorCode.BadParameters);
      const badWidth = await admin('POST', '/search-result-setting/add', {
        field: 'toc',
        size: 5,
      });
      expect(badWidth.json().status).toBe(400);

      const reversed = await admin(
        'PUT',
        '/search-result-setting/update',
        ids.map((id: number, index: number) => ({ id, ordinal: ids.length - index })),
      );
      expect(reversed.json().results.map((param: { id: number }) => param.id)).toEqual(
        [...ids].reverse(),
      );
      const paramId = added.json().results.id;
      const changed = await admin(
        'PUT',
        `/search-result-setting/update-content-search-result/${paramId}`,
        { field: 'param2', size: 12 },
      );
      expect(changed.json().results).toMatchObject({ field: 'param2', title: null, size: 12 });
      expect(
        (await admin('GET', `/search-result-setting/detail-content-param/${paramId}`)).json()
          .results.field,
      ).toBe('param2');

      const button = await admin('POST', '/search-result-setting/add-button', {
        label: '読む',
        action: 'view',
      });
      const settings = await publicSettings();
      expect(settings.search_result_setting).toMatchObject({ layout: 'grid', page_size: 24 });
      expect(settings.search_result_setting.params[0]!.field).toBe('param2');
      expect(settings.search_result_setting.buttons[0]!.label).toBe('読む');
      const buttonId = button.json().results.id;
      expect(
        (
          await admin('PUT', `/search-result-setting/update-button/${buttonId}`, {
            label: '詳細',
            action: 'detail',
          })
        ).json().results.label,
      ).toBe('詳細');
      expect(
        (await admin('DELETE', `/search-result-setting/delete-button/${buttonId}`)).json().status,
      ).toBe(200);
      expect(
        (await admin('DELETE', `/search-result-setting/delete/${paramId}`)).json().status,
      ).toBe(200);
      expect(
        (await admin('GET', `/search-result-setting/detail-content-param/${paramId}`)).json()
          .status,
      ).toBe(ErrorCode.SearchResultSettingNotFound);
    });
  });

  describe('content-detail params', () => {
    it('adds (758 for a field twice), pages, reads, updates, orders and deletes', async () => {
      const defaults = (await admin('GET', '/content-detail-param/page-detail-param')).json()
        .results;
      expect(defaults.content[0]).toMatchObject({ id: 0, field: 'author' });
      const added = await admin('POST', '/content-detail-param/add', {
        field: 'param5',
        title: '対象',
        size: 4,
      });
      expect(added.json().results).toMatchObject({ field: 'param5', size: 4 });
      const id = added.json().results.id;
      const twice = await admin('POST', '/content-detail-param/add', { field: 'param5' });
      expect(twice.json().status).toBe(ErrorCode.ContentDetailParamExists);
      const all = (await admin('GET', '/content-detail-param/page-detail-param?size=100')).json()
        .results.content;
      expect(all.at(-1).id).toBe(id);
      const first = await admin('PUT', '/content-detail-param/update', [{ id, ordinal: 0 }]);
      expect(first.json().status).toBe(200);
      const updated = await admin('PUT', `/content-detail-param/update/${id}`, {
        field: 'param4',
        title: '年度',
        size: 3,
      });
      expect(updated.json().results).toMatchObject({ field: 'param4', title: '年度' });
      expect((await admin('GET', `/content-detail-param/detail/${id}`)).json().results.size).toBe(
        3,
      );
      expect((await publicSettings()).content_detail_params.map((p) => p.field)).toContain(
        'param4',
      );
      expect((await admin('DELETE', `/content-detail-param/delete/${id}`)).json().status).toBe(200);
      expect((await admin('GET', `/content-detail-param/detail/${id}`)).json().status).toBe(
        ErrorCode.ContentDetailParamNotFound,
      );
    });
  });

  describe('content search-result setting', () => {
    it('reads defaults, updates, manages its buttons', async () => {
      const initial = (await admin('GET', '/content-search-result-setting/detail')).json().results;
      expect(initial).toMatchObject({
        show_cover: true,
        view_button_position: 'left',
        buttons: [],
      });
      const updated = await admin('PUT', '/content-search-result-setting/update', {
        show_cover: false,
        view_button_label: '読む',
        view_button_position: 'center',
        view_button_color: '#3d993a',
        view_button_text_color: '#ffffff',
      });
      expect(updated.json().results).toMatchObject({ view_button_position: 'center' });
      const bad = await admin('PUT', '/content-search-result-setting/update', {
        ...updated.json().results,
        view_button_color: 'green',
      });
      expect(bad.json().status).toBe(400);
      const button = await admin('POST', '/content-search-result-setting/add-button', {
        label: 'Shop',
        action: 'link',
        url: 'https://example.com/shop',
      });
      const id = button.json().results.id;
      expect(
        (await admin('GET', `/content-search-result-setting/detail-button/${id}`)).json().results
          .url,
      ).toBe('https://example.com/shop');
      expect(
        (
          await admin('PUT', `/content-search-result-setting/update-button/${id}`, {
            label: 'Store',
            action: 'link',
            url: 'https://example.com/store',
          })
        ).json().results.label,
      ).toBe('Store');
      const settings = await publicSettings();
      expect(settings.content_search_result_setting).toMatchObject({
        view_button_label: '読む',
        buttons: [{ id, label: 'Store' }],
      });
      expect(
        (await admin('DELETE', `/content-search-result-setting/delete-button/${id}`)).json().status,
      ).toBe(200);
    });
  });

  describe('sort fields', () => {
    it('answers the defaults publicly, stores them on the first add, keeps one default', async () => {
      const fresh = await createCompany(t.database.db);
      const freshAdmin = await createUser(t.database.db, fresh, {
        roleLevel: RoleLevel.CompanyAdmin,
      });
      const token = (await signIn(t.database.db, freshAdmin))['x-access-token'];
      const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
        call(method, url, { token, body, host: fresh.domain });

      const defaults = (await call('GET', '/sort-field/public', { host: fresh.domain })).json()
        .results;
      expect(defaults).toMatchObject([
        { id: 0, field: 12, type: 'date', is_sort_field_default: true, is_asc_default: false },
        { id: 0, field: 1, type: 'text' },
      ]);
      const wrongDomain = await call('GET', `/sort-field/public?domain=${company.domain}`, {
        host: fresh.domain,
      });
      expect(wrongDomain.json().status).toBe(ErrorCode.NotFound);

      const added = await as('POST', '/sort-field/add', {
        field: 2,
        title: '著者順',
        is_sort_field_default: true,
      });
      expect(added.json().results).toMatchObject({ field: 2, is_sort_field_default: true });
      const list = (await call('GET', '/sort-field/public', { host: fresh.domain })).json().results;
      expect(list.map((sort: { field: number }) => sort.field)).toEqual([12, 1, 2]);
      expect(
        list.filter((sort: { is_sort_field_default: boolean }) => sort.is_sort_field_default),
      ).toHaveLength(1);
      expect((await as('POST', '/sort-field/add', { field: 1, title: 'x' })).json().status).toBe(
        ErrorCode.SortExists,
      );
      const id = added.json().results.id;
      const updated = await as('PUT', `/sort-field/update/${id}`, {
        field: 3,
        title: 'キーワード順',
        is_asc_default: false,
      });
      expect(updated.json().results).toMatchObject({ field: 3, is_sort_field_default: false });
      // Not the default any more: the first one took over.
      const afterUpdate = (await call('GET', '/sort-field/public', { host: fresh.domain })).json()
        .results;
      expect(afterUpdate[0]).toMatchObject({ field: 12, is_sort_field_default: true });
      expect((await as('GET', `/sort-field/detail/${id}`)).json().results.title).toBe(
        'キーワード順',
      );
      const ids = afterUpdate.map((sort: { id: number }) => sort.id);
      const ordered = await as(
        'PUT',
        '/sort-field/update',
        ids.map((sortId: number, index: number) => ({ id: sortId, ordinal: 10 - index })),
      );
      expect(ordered.json().results.map((sort: { id: number }) => sort.id)).toEqual(
        [...ids].reverse(),
      );
      const duplicateIds = await as('PUT', '/sort-field/update', [
        { id, ordinal: 1 },
        { id, ordinal: 2 },
      ]);
      expect(duplicateIds.json().status).toBe(ErrorCode.BadParameters);
      // Deleting the default makes the first remaining one the default.
      const defaultId = afterUpdate[0].id;
      expect((await as('DELETE', `/sort-field/delete/${defaultId}`)).json().status).toBe(200);
      const afterDelete = (await call('GET', '/sort-field/public', { host: fresh.domain })).json()
        .results;
      expect(afterDelete[0].is_sort_field_default).toBe(true);
      expect((await publicSettings(fresh.domain)).sort_fields).toHaveLength(2);

      const reset = await as('PUT', '/sort-field/reset-sort-field');
      expect(reset.json().results.map((sort: { field: number }) => sort.field)).toEqual([12, 1]);
      expect(reset.json().results.every((sort: { id: number }) => sort.id > 0)).toBe(true);
      expect((await as('GET', `/sort-field/detail/${id}`)).json().status).toBe(
        ErrorCode.SortNotFound,
      );
    });
  });

  describe('who may call', () => {
    const adminCalls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/page-title/detail'],
      ['PUT', '/page-title/update', { title_page: 'x' }],
      ['GET', '/search-box/page'],
      ['GET', '/search-box/list'],
      ['GET', '/search-box/detail/1'],
      ['POST', '/search-box/add', partialBox],
      ['PUT', '/search-box/update/1', partialBox],
      ['DELETE', '/search-box/delete/1'],
      ['GET', '/tab/list'],
      ['GET', '/tab/detail/1'],
      ['POST', '/tab/add', { name: 'x' }],
      ['PUT', '/tab/update/1', { name: 'x' }],
      ['PUT', '/tab/update', [{ id: 1, ordinal: 0 }]],
      ['DELETE', '/tab/delete/1'],
      ['GET', '/tab-setting/detail'],
      ['PUT', '/tab-setting/update', { show_tabs: true, all_tab_label: null }],
      ['GET', '/tab-setting/detail-button/1'],
      ['POST', '/tab-setting/add-button', { label: 'x', action: 'view' }],
      ['PUT', '/tab-setting/update-button/1', { label: 'x', action: 'view' }],
      ['DELETE', '/tab-setting/delete-button/1'],
      ['GET', '/search-result-setting/details'],
      ['GET', '/search-result-setting/page-content-param'],
      [
        'PUT',
        '/search-result-setting/update-search-result',
        { layout: 'list', show_cover: true, page_size: 10 },
      ],
      ['PUT', '/search-result-setting/update', [{ id: 1, ordinal: 0 }]],
      ['GET', '/search-result-setting/detail-content-param/1'],
      ['PUT', '/search-result-setting/update-content-search-result/1', { field: 'title' }],
      ['POST', '/search-result-setting/add', { field: 'title' }],
      ['DELETE', '/search-result-setting/delete/1'],
      ['GET', '/search-result-setting/detail-button/1'],
      ['POST', '/search-result-setting/add-button', { label: 'x', action: 'view' }],
      ['PUT', '/search-result-setting/update-button/1', { label: 'x', action: 'view' }],
      ['DELETE', '/search-result-setting/delete-button/1'],
      ['POST', '/content-detail-param/add', { field: 'title' }],
      ['GET', '/content-detail-param/page-detail-param'],
      ['GET', '/content-detail-param/detail/1'],
      ['PUT', '/content-detail-param/update/1', { field: 'title' }],
      ['PUT', '/content-detail-param/update', [{ id: 1, ordinal: 0 }]],
      ['DELETE', '/content-detail-param/delete/1'],
      ['GET', '/content-search-result-setting/detail'],
      [
        'PUT',
        '/content-search-result-setting/update',
        {
          show_cover: true,
          view_button_label: null,
          view_button_position: 'left',
          view_button_color: null,
          view_button_text_color: null,
        },
      ],
      ['GET', '/content-search-result-setting/detail-button/1'],
      ['POST', '/content-search-result-setting/add-button', { label: 'x', action: 'view' }],
      ['PUT', '/content-search-result-setting/update-button/1', { label: 'x', action: 'view' }],
      ['DELETE', '/content-search-result-setting/delete-button/1'],
      ['POST', '/sort-field/add', { field: 1, title: 'x' }],
      ['GET', '/sort-field/detail/1'],
      ['PUT', '/sort-field/update/1', { field: 1, title: 'x' }],
      ['PUT', '/sort-field/update', [{ id: 1, ordinal: 0 }]],
      ['DELETE', '/sort-field/delete/1'],
      ['PUT', '/sort-field/reset-sort-field'],
    ];

    it('refuses readers (614) and visitors on every administration call', async () => {
      for (const [method, url, body] of adminCalls) {
        const asReader = await call(method, url, { token: readerToken, body });
        expect(asReader.json().status, `${method} ${url}`).toBe(ErrorCode.NoPermission);
        const asVisitor = await call(method, url, { body });
        expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers another company’s ids with the model’s not-found code', async () => {
      const box = (await otherAdmin('POST', '/search-box/add', partialBox)).json().results;
      const tab = (await otherAdmin('POST', '/tab/add', { name: 'Theirs' })).json().results;
      const sort = (await otherAdmin('POST', '/sort-field/add', { field: 5, title: 't' })).json()
        .results;
      const param = (
        await otherAdmin('POST', '/search-result-setting/add', { field: 'param1' })
      ).json().results;
      const detail = (
        await otherAdmin('POST', '/content-detail-param/add', { field: 'param1' })
      ).json().results;
      const button = (
        await otherAdmin('POST', '/tab-setting/add-button', { label: 'x', action: 'view' })
      ).json().results;
      const cases: [string, string, number, unknown?][] = [
        ['GET', `/search-box/detail/${box.id}`, ErrorCode.SearchBoxNotFound],
        ['PUT', `/search-box/update/${box.id}`, ErrorCode.SearchBoxNotFound, partialBox],
        ['DELETE', `/search-box/delete/${box.id}`, ErrorCode.SearchBoxNotFound],
        ['GET', `/tab/detail/${tab.id}`, ErrorCode.TabNotFound],
        ['PUT', `/tab/update/${tab.id}`, ErrorCode.TabNotFound, { name: 'Mine' }],
        ['PUT', '/tab/update', ErrorCode.TabNotFound, [{ id: tab.id, ordinal: 0 }]],
        ['DELETE', `/tab/delete/${tab.id}`, ErrorCode.TabNotFound],
        ['GET', `/sort-field/detail/${sort.id}`, ErrorCode.SortNotFound],
        ['PUT', `/sort-field/update/${sort.id}`, ErrorCode.SortNotFound, { field: 6, title: 'm' }],
        ['PUT', '/sort-field/update', ErrorCode.SortNotFound, [{ id: sort.id, ordinal: 0 }]],
        ['DELETE', `/sort-field/delete/${sort.id}`, ErrorCode.SortNotFound],
        [
          'GET',
          `/search-result-setting/detail-content-param/${param.id}`,
          ErrorCode.SearchResultSettingNotFound,
        ],
        [
          'PUT',
          `/search-result-setting/update-content-search-result/${param.id}`,
          ErrorCode.SearchResultSettingNotFound,
          { field: 'param3' },
        ],
        [
          'DELETE',
          `/search-result-setting/delete/${param.id}`,
          ErrorCode.SearchResultSettingNotFound,
        ],
        ['GET', `/content-detail-param/detail/${detail.id}`, ErrorCode.ContentDetailParamNotFound],
        [
          'PUT',
          `/content-detail-param/update/${detail.id}`,
          ErrorCode.ContentDetailParamNotFound,
          { field: 'param3' },
        ],
        [
          'DELETE',
          `/content-detail-param/delete/${detail.id}`,
          ErrorCode.ContentDetailParamNotFound,
        ],
        ['GET', `/tab-setting/detail-button/${button.id}`, ErrorCode.ButtonNotFound],
        [
          'PUT',
          `/tab-setting/update-button/${button.id}`,
          ErrorCode.ButtonNotFound,
          { label: 'y', action: 'view' },
        ],
        ['DELETE', `/tab-setting/delete-button/${button.id}`, ErrorCode.ButtonNotFound],
      ];
      for (const [method, url, code, body] of cases) {
        const response = await admin(method as 'GET', url, body);
        expect(response.json().status, `${method} ${url}`).toBe(code);
      }
      // Still there for their owner.
      expect((await otherAdmin('GET', `/search-box/detail/${box.id}`)).json().status).toBe(200);
      // The public settings of one company never carry the other's.
      const mine = await publicSettings();
      expect(mine.search_boxes.map((b) => b.id)).not.toContain(box.id);
      expect(mine.tabs.map((x) => x.id)).not.toContain(tab.id);
    });

    it('serves the public settings to visitors and readers, no-store', async () => {
      const visitor = await call('GET', '/search-setting/public');
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBe('no-store');
      const reader = await call('GET', '/search-setting/public', { token: readerToken });
      expect(reader.json().status).toBe(200);
      const wrongDomain = await call('GET', `/search-setting/public?domain=${other.domain}`);
      expect(wrongDomain.json().status).toBe(ErrorCode.NotFound);
    });
  });
  describe('/button: every bar’s buttons in one list', () => {
    it('adds to a bar, lists, pages, changes and deletes; another company’s id is 727', async () => {
      const added = await admin('POST', '/button/add', {
        kind: 'search_result',
        label: 'Guide',
        action: 'link',
        url: 'https://example.com/guide',
      });
      expect(added.json().results).toMatchObject({ kind: 'search_result', label: 'Guide' });
      const id = added.json().results.id as number;
      const listed = (await admin('GET', '/button/list?kind=search_result')).json().results;
      expect(listed.map((button: { id: number }) => button.id)).toContain(id);
      const all = (await admin('GET', '/button/list')).json().results as { kind: string }[];
      expect(all.some((button) => button.kind === 'search_result')).toBe(true);
      const page = (await admin('GET', '/button/page?page=1&size=1')).json().results;
      expect(page.content).toHaveLength(1);
      expect(page.total_elements).toBe(all.length);
      const changed = await admin('PUT', `/button/update/${id}`, { label: 'Help', action: 'view' });
      expect(changed.json().results).toMatchObject({
        kind: 'search_result',
        label: 'Help',
        url: null,
      });
      expect((await admin('GET', `/button/detail/${id}`)).json().results.label).toBe('Help');
      expect((await otherAdmin('GET', `/button/detail/${id}`)).json().status).toBe(
        ErrorCode.ButtonNotFound,
      );
      expect((await otherAdmin('DELETE', `/button/delete/${id}`)).json().status).toBe(
        ErrorCode.ButtonNotFound,
      );
      expect((await admin('DELETE', `/button/delete/${id}`)).statusCode).toBe(200);
      expect((await admin('GET', `/button/detail/${id}`)).json().status).toBe(
        ErrorCode.ButtonNotFound,
      );
    });
  });
});

import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { useSearchConfigApp, partialBox } from './search-config-test-helpers.js';

describe('search configuration: who may call, and company isolation', () => {
  const { state, call, admin, otherAdmin, publicSettings } = useSearchConfigApp();

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
        const asReader = await call(method, url, { token: state.readerToken, body });
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
      const reader = await call('GET', '/search-setting/public', { token: state.readerToken });
      expect(reader.json().status).toBe(200);
      const wrongDomain = await call('GET', `/search-setting/public?domain=${state.other.domain}`);
      expect(wrongDomain.json().status).toBe(ErrorCode.NotFound);
    });
  });
});

import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { useSearchConfigApp, partialBox } from './search-config-test-helpers.js';

describe('search configuration: tabs, the tab setting and the tab bar’s buttons', () => {
  const { state, admin, otherAdmin, publicSettings } = useSearchConfigApp();

  describe('tabs', () => {
    it('adds tabs with a group and preset conditions, orders, updates and deletes them', async () => {
      const group = await createContentGroup(state.t.database.db, state.company);
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
      const otherGroup = await createContentGroup(state.t.database.db, state.other);
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
        all_tab_label_en: null,
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
});

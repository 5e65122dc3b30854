import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { useSearchConfigApp } from './search-config-test-helpers.js';

describe('search configuration: page title, content search-result setting', () => {
  const { call, admin, publicSettings } = useSearchConfigApp();

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
});

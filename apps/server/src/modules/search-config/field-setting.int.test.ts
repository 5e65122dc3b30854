import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { useSearchConfigApp } from './search-config-test-helpers.js';

describe('search configuration: search-result and content-detail fields', () => {
  const { admin, publicSettings } = useSearchConfigApp();

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
});

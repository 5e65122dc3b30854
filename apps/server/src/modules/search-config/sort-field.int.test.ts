import { ErrorCode, RoleLevel } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { useSearchConfigApp } from './search-config-test-helpers.js';

describe('search configuration: sort fields', () => {
  const { state, call, publicSettings } = useSearchConfigApp();

  describe('sort fields', () => {
    it('answers the defaults publicly, stores them on the first add, keeps one default', async () => {
      const fresh = await createCompany(state.t.database.db);
      const freshAdmin = await createUser(state.t.database.db, fresh, {
        roleLevel: RoleLevel.CompanyAdmin,
      });
      const token = (await signIn(state.t.database.db, freshAdmin))['x-access-token'];
      const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
        call(method, url, { token, body, host: fresh.domain });

      const defaults = (await call('GET', '/sort-field/public', { host: fresh.domain })).json()
        .results;
      expect(defaults).toMatchObject([
        { id: 0, field: 12, type: 'date', is_sort_field_default: true, is_asc_default: false },
        { id: 0, field: 1, type: 'text' },
      ]);
      const wrongDomain = await call('GET', `/sort-field/public?domain=${state.company.domain}`, {
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
});

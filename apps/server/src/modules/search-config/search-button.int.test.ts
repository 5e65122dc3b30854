import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { useSearchConfigApp } from './search-config-test-helpers.js';

describe('search configuration: the /button calls', () => {
  const { admin, otherAdmin } = useSearchConfigApp();

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

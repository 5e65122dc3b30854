import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { useSearchConfigApp, partialBox } from './search-config-test-helpers.js';

describe('search configuration: search boxes', () => {
  const { admin, otherAdmin, publicSettings } = useSearchConfigApp();

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
});

import { ContentEncodingStatus } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentApp } from './content-test-helpers.js';
import { contents, contentTexts } from './content.tables.js';

describe('one content: detail, tokens, file, processing, cover, delete', () => {
  const { state, call, upload, uploadBook, storedObjects, processJobs } = useContentApp();

  describe('one content', () => {
    let id: string;
    let otherId: string;

    beforeAll(async () => {
      id = (
        await uploadBook(state.pdf, 'one.pdf', { title: 'One', content_group_ids: [state.groupA] })
      ).json().results.id;
      otherId = (
        await uploadBook(state.pdf, 'theirs.pdf', { title: 'Theirs' }, state.other.domain)
      ).json().results.id;
    });

    it("answers 712 for another company's content on every route", async () => {
      const routes: Array<[string, string]> = [
        ['GET', `content/detail/${otherId}`],
        ['PUT', `content/update/${otherId}`],
        ['PUT', `content/update-detail-id/${otherId}`],
        ['PUT', `content/update-token/${otherId}`],
        ['DELETE', `content/delete/${otherId}`],
        ['GET', `content/cover/${otherId}`],
      ];
      for (const [method, url] of routes) {
        const response = await call(
          method as 'GET',
          url,
          method === 'PUT' ? { body: { title: 'mine' } } : {},
        );
        expect(response.json().status, `${method} ${url}`).toBe(712);
      }
      const replace = await upload(
        `content/replace-content/${otherId}`,
        [{ name: 'file', value: state.pdf, filename: 'x.pdf' }],
        { method: 'PUT' },
      );
      expect(replace.json().status).toBe(712);
      const theirs = await call('GET', `content/detail/${otherId}`, {
        host: state.other.domain,
        headers: state.otherAdmin,
      });
      expect(theirs.json().results.title).toBe('Theirs');
      expect((await call('GET', 'content/detail/notanid')).statusCode).toBe(400);
    });

    it('shows the detail and changes fields and groups', async () => {
      const detail = await call('GET', `content/detail/${id}`);
      expect(detail.json().results).toMatchObject({
        id,
        title: 'One',
        content_group_ids: [state.groupA],
      });
      const updated = await call('PUT', `content/update/${id}`, {
        body: {
          author: 'New Author',
          print: 2,
          type: 'recommend',
          content_group_ids: [state.groupB],
        },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().results).toMatchObject({
        title: 'One',
        author: 'New Author',
        print: 2,
        type: 'recommend',
        content_group_ids: [state.groupB],
      });
      const cleared = await call('PUT', `content/update/${id}`, {
        body: { author: null, type: null },
      });
      expect(cleared.json().results).toMatchObject({
        author: null,
        type: null,
        content_group_ids: [state.groupB],
      });
      const bad = await call('PUT', `content/update/${id}`, { body: { title: '' } });
      expect(bad.statusCode).toBe(400);
    });

    it('renews the public detail token and the direct-view token', async () => {
      const before = (await call('GET', `content/detail/${id}`)).json().results;
      const detail = (await call('PUT', `content/update-detail-id/${id}`)).json().results;
      expect(detail.detail_id).not.toBe(before.detail_id);
      expect(detail.view_token).toBe(before.view_token);
      const token = (await call('PUT', `content/update-token/${id}`)).json().results;
      expect(token.view_token).not.toBe(before.view_token);
      expect(token.detail_id).toBe(detail.detail_id);
    });

    it('replaces the file: processing reset, old file and texts gone, job queued', async () => {
      const db = state.t.database.db;
      const [before] = await db.select().from(contents).where(eq(contents.id, id));
      const prefix = `companies/${state.company.id}/contents/${id}/`;
      await state.t.storage.put(`${prefix}cover-a-small.webp`, Buffer.from('RIFF....WEBP'));
      await state.t.storage.put(`${prefix}optimized-a.pdf`, state.pdf);
      await db
        .update(contents)
        .set({
          encodingStatus: 3,
          pageCount: 9,
          coverKey: `${prefix}cover-a`,
          optimizedFileKey: `${prefix}optimized-a.pdf`,
        })
        .where(eq(contents.id, id));
      await db
        .insert(contentTexts)
        .values({ contentId: id, companyId: state.company.id, pageNumber: 1, text: '古い' });

      const refused = await upload(
        `content/replace-content/${id}`,
        [{ name: 'file', value: Buffer.from('plain text'), filename: 'x.pdf' }],
        {
          method: 'PUT',
        },
      );
      expect(refused.json().status).toBe(412);
      const [untouched] = await db.select().from(contents).where(eq(contents.id, id));
      expect(untouched!.fileKey).toBe(before!.fileKey);
      expect(untouched!.encodingStatus).toBe(3);

      const jobsBefore = await processJobs();
      const response = await upload(
        `content/replace-content/${id}`,
        [{ name: 'file', value: state.goodEpub, filename: 'now.epub' }],
        {
          method: 'PUT',
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toMatchObject({
        file_type: 'epub',
        file_name: 'now.epub',
        encoding_status: 1,
        page_count: null,
        cover_url: null,
      });
      const [after] = await db.select().from(contents).where(eq(contents.id, id));
      expect(after!.fileKey).not.toBe(before!.fileKey);
      expect(await state.t.storage.stat(after!.fileKey!)).toEqual({ size: state.goodEpub.length });
      expect(await state.t.storage.stat(before!.fileKey!)).toBeNull();
      // Covers and the optimized copy are processing's to rewrite; the row stops pointing at them.
      expect(after).toMatchObject({ coverKey: null, optimizedFileKey: null, pageCount: null });
      expect(await db.select().from(contentTexts).where(eq(contentTexts.contentId, id))).toEqual(
        [],
      );
      expect(await processJobs()).toBe(jobsBefore + 1);
    });

    it('processes a failed content again: status back to 1, reason cleared, job queued', async () => {
      const db = state.t.database.db;
      await db
        .update(contents)
        .set({ encodingStatus: 4, encodingError: 'The PDF is damaged.' })
        .where(eq(contents.id, id));
      const jobsBefore = await processJobs();
      const response = await call('POST', `content/reprocess/${id}`);
      expect(response.json().results).toMatchObject({ encoding_status: 1, encoding_error: null });
      expect(await processJobs()).toBe(jobsBefore + 1);

      await db.update(contents).set({ encodingStatus: 2 }).where(eq(contents.id, id));
      expect((await call('POST', `content/reprocess/${id}`)).json().status).toBe(406);
      expect(await processJobs()).toBe(jobsBefore + 1);
      expect((await call('POST', `content/reprocess/${otherId}`)).json().status).toBe(712);
    });

    it('serves covers to the administrator, and to visitors who may see the content', async () => {
      const db = state.t.database.db;
      const prefix = `companies/${state.company.id}/contents/${id}/`;
      const small = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 small');
      await state.t.storage.put(`${prefix}cover-b-small.webp`, small);
      await state.t.storage.put(
        `${prefix}cover-b-large.webp`,
        Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 large'),
      );
      // Processed (visitors see only processed contents, by the access rule).
      await db
        .update(contents)
        .set({ coverKey: `${prefix}cover-b`, encodingStatus: ContentEncodingStatus.Encoded })
        .where(eq(contents.id, id));

      const detail = (await call('GET', `content/detail/${id}`)).json().results;
      expect(detail.cover_url).toMatch(
        new RegExp(`^/api/v1/content/cover/${id}\\?size=small&v=\\d+$`),
      );
      expect(detail.cover_large_url).toContain('size=large');
      const served = await state.t.app.inject({
        url: detail.cover_url,
        headers: { host: state.company.domain, ...state.admin },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload).toEqual(small);

      // In group B (a public group): visitors on the company's host see it.
      const visitor = await state.t.app.inject({
        url: detail.cover_large_url,
        headers: { host: state.company.domain },
      });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.rawPayload.toString()).toContain('large');
      await call('PUT', `content/update/${id}`, { body: { content_group_ids: [] } });
      const hidden = await state.t.app.inject({
        url: detail.cover_url,
        headers: { host: state.company.domain },
      });
      expect(hidden.json().status).toBe(712);
      const onOtherHost = await state.t.app.inject({
        url: detail.cover_url,
        headers: { host: state.other.domain, ...state.otherAdmin },
      });
      expect(onOtherHost.json().status).toBe(712);
    });

    it('deletes the content with every stored object', async () => {
      const prefix = `companies/${state.company.id}/contents/${id}/`;
      expect((await storedObjects(state.company.id)).some((p) => p.includes(id))).toBe(true);
      const response = await call('DELETE', `content/delete/${id}`);
      expect(response.json().results).toEqual({ id, files_removed: true });
      expect((await storedObjects(state.company.id)).some((p) => p.includes(id))).toBe(false);
      expect(await state.t.storage.stat(`${prefix}cover-b-small.webp`)).toBeNull();
      expect((await call('GET', `content/detail/${id}`)).json().status).toBe(712);
      expect((await call('DELETE', `content/delete/${id}`)).json().status).toBe(712);
    });
  });
});

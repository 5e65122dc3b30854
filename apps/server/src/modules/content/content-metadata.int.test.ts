import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentApp } from './content-test-helpers.js';
import { contents } from './content.tables.js';
import { processContent } from './processing/process-content.js';
import { makeEpub, pngOf } from './processing/test-books.js';

const bookMetadata =
  '<dc:title>灯台守の手紙</dc:title><dc:creator>山田 花子</dc:creator><dc:language>ja</dc:language>' +
  '<dc:publisher>港町出版</dc:publisher><dc:description>&lt;p&gt;海辺の&lt;b&gt;物語&lt;/b&gt;&lt;/p&gt;</dc:description>';

describe('books describe themselves (issue 21, part 4)', () => {
  const { state, call, upload } = useContentApp();

  function uploadEpub(bytes: Uint8Array, filename: string, data: object = {}) {
    return upload('content/upload-add', [
      { name: 'content-data', value: JSON.stringify(data) },
      { name: 'file', value: Buffer.from(bytes), filename, type: 'application/epub+zip' },
    ]);
  }

  async function processed(id: string) {
    await processContent(
      { db: state.t.database.db, storage: state.t.storage },
      { contentId: id, companyId: state.company.id },
    );
    return (await call('GET', `content/detail/${id}`)).json().results;
  }

  it('an upload without fields takes the book’s own title, author, language, publisher, description', async () => {
    const response = await uploadEpub(await makeEpub({ metadata: bookMetadata }), 'ux-test.epub');
    expect(response.json().results).toMatchObject({ title: 'ux-test', author: null });
    expect(await processed(response.json().results.id)).toMatchObject({
      title: '灯台守の手紙',
      author: '山田 花子',
      language: 'ja',
      distributor_name: '港町出版',
      description: '海辺の物語',
      encoding_status: 3,
    });
  });

  it('keeps what the admin gave at upload or changed before processing ended', async () => {
    const response = await uploadEpub(await makeEpub({ metadata: bookMetadata }), 'x.epub', {
      title: '管理者の題名',
      distributor_name: '管理者の提供元',
    });
    const id = response.json().results.id as string;
    // An edit that re-sends the unchanged fields (the edit form) leaves them to the file.
    const edit = await call('PUT', `content/update/${id}`, {
      body: { title: '管理者の題名', author: '手で入れた著者', description: null },
    });
    expect(edit.json().status).toBe(200);
    expect(await processed(id)).toMatchObject({
      title: '管理者の題名',
      author: '手で入れた著者',
      distributor_name: '管理者の提供元',
      language: 'ja',
      description: '海辺の物語',
    });
    // Processing again (a new file, a retry) never overrides what is set by then.
    const [row] = await state.t.database.db
      .select({ fill: contents.fillFromFile })
      .from(contents)
      .where(eq(contents.id, id));
    expect(row?.fill).toEqual([]);
  });

  it('a book without metadata keeps the file name as its title', async () => {
    const response = await uploadEpub(await makeEpub({ metadata: '' }), 'plain-book.epub');
    expect(await processed(response.json().results.id)).toMatchObject({
      title: 'plain-book',
      author: null,
      language: null,
    });
  });

  it('refuses a language that is not a tag, and the admin may clear or set it', async () => {
    const response = await uploadEpub(await makeEpub(), 'lang.epub');
    const id = response.json().results.id as string;
    const bad = await call('PUT', `content/update/${id}`, { body: { language: 'ja<script>' } });
    expect(bad.json().status).toBe(400);
    const good = await call('PUT', `content/update/${id}`, { body: { language: 'en-US' } });
    expect(good.json().results.language).toBe('en-US');
  });

  describe('the cover field', () => {
    async function coverBytes(url: string): Promise<Buffer> {
      const response = await state.t.app.inject({
        method: 'GET',
        url,
        headers: { host: state.company.domain, ...state.admin },
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    }

    it('replaces the generated cover with an image, keeps it through processing, and goes back', async () => {
      const created = await uploadEpub(await makeEpub({ metadata: bookMetadata }), 'c.epub');
      const id = created.json().results.id as string;
      const generated = await processed(id);
      expect(generated.cover_uploaded).toBe(false);
      const before = await coverBytes(generated.cover_url);

      const image = Buffer.from(await pngOf(400, 600));
      const changed = await upload(
        `content/update-cover/${id}`,
        [{ name: 'file', value: image, filename: 'cover.png', type: 'image/png' }],
        { method: 'PUT' },
      );
      expect(changed.json().status).toBe(200);
      expect(changed.json().results.cover_uploaded).toBe(true);
      const uploaded = await coverBytes(changed.json().results.cover_url);
      expect(uploaded.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(uploaded.equals(before)).toBe(false);

      // Processing the file again makes its own cover but shows the uploaded one.
      const again = await processed(id);
      expect(again.cover_uploaded).toBe(true);
      expect((await coverBytes(again.cover_url)).equals(uploaded)).toBe(true);

      const reset = await call('PUT', `content/reset-cover/${id}`);
      expect(reset.json().results.cover_uploaded).toBe(false);
      expect((await coverBytes(reset.json().results.cover_url)).equals(before)).toBe(true);
    });

    it('refuses what is not an image (412), another company’s content (712) and readers', async () => {
      const created = await uploadEpub(await makeEpub(), 'd.epub');
      const id = created.json().results.id as string;
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
      const notImage = await upload(
        `content/update-cover/${id}`,
        [{ name: 'file', value: svg, filename: 'x.svg', type: 'image/svg+xml' }],
        { method: 'PUT' },
      );
      expect(notImage.json().status).toBe(412);
      const png = Buffer.from(await pngOf(10, 10));
      const part = [{ name: 'file', value: png, filename: 'c.png', type: 'image/png' }];
      const foreign = await upload(`content/update-cover/${id}`, part, {
        method: 'PUT',
        host: state.other.domain,
        headers: state.otherAdmin,
      });
      expect(foreign.json().status).toBe(712);
      const reader = await upload(`content/update-cover/${id}`, part, {
        method: 'PUT',
        headers: state.reader,
      });
      expect(reader.json().status).not.toBe(200);
      const resetForeign = await call('PUT', `content/reset-cover/${id}`, {
        host: state.other.domain,
        headers: state.otherAdmin,
      });
      expect(resetForeign.json().status).toBe(712);
    });
  });
});

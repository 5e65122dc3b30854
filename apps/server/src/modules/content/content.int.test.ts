import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentEncodingStatus, RoleLevel } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../../assets-dir.js';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { countJobs, createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents, contentTexts } from './content.tables.js';

const DEMO = path.join(ASSETS_DIR, 'demo-books');

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----hondana${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function epub(entries: Record<string, Uint8Array>): Buffer {
  return Buffer.from(
    zipSync(
      { mimetype: [strToU8('application/epub+zip'), { level: 0 }], ...entries },
      { level: 9 },
    ),
  );
}

describe('contents (company administrators)', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let admin: Record<string, string>;
  let otherAdmin: Record<string, string>;
  let reader: Record<string, string>;
  let groupA: number;
  let groupB: number;
  let otherGroup: number;
  let pdf: Buffer;
  let goodEpub: Buffer;

  beforeAll(async () => {
    t = await createTestApp({
      // Jobs do not run here: the tests look at what was queued.
      workJobs: false,
      env: { MAX_UPLOAD_MB: '1' },
    });
    const db = t.database.db;
    company = await createCompany(db, { maxContent: 50 });
    other = await createCompany(db, { maxContent: 50 });
    admin = await signIn(db, await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin }));
    otherAdmin = await signIn(
      db,
      await createUser(db, other, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    reader = await signIn(db, await createUser(db, company));
    const groups = await db
      .insert(contentGroups)
      .values([
        { companyId: company.id, name: 'A' },
        { companyId: company.id, name: 'B' },
        { companyId: other.id, name: 'Other' },
      ])
      .returning();
    [groupA, groupB, otherGroup] = groups.map((g) => g.id) as [number, number, number];
    pdf = await readFile(path.join(DEMO, 'harbor-town-stories.pdf'));
    goodEpub = await readFile(path.join(DEMO, 'letters-on-the-wind.epub'));
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; host?: string; body?: unknown } = {},
  ) {
    return t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: {
        host: options.host ?? company.domain,
        'accept-language': 'en',
        ...(options.headers ?? admin),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  function upload(
    url: string,
    parts: Part[],
    options: { headers?: Record<string, string>; host?: string; method?: 'POST' | 'PUT' } = {},
  ) {
    const body = multipart(parts);
    return t.app.inject({
      method: options.method ?? 'POST',
      url: `/api/v1/${url}`,
      headers: {
        host: options.host ?? company.domain,
        'accept-language': 'en',
        'content-type': body.contentType,
        ...(options.headers ?? admin),
      },
      payload: body.payload,
    });
  }

  function uploadBook(
    file: Buffer,
    filename: string,
    data: object = { title: filename },
    host?: string,
  ) {
    return upload(
      'content/upload-add',
      [
        { name: 'content-data', value: JSON.stringify(data) },
        { name: 'file', value: file, filename, type: 'application/pdf' },
      ],
      host ? { host, headers: otherAdmin } : {},
    );
  }

  async function storedObjects(companyId: number): Promise<string[]> {
    const root = path.join(t.config.dataDir, 'files', 'companies', String(companyId), 'contents');
    try {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }

  async function rowCount(companyId: number): Promise<number> {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contents)
      .where(eq(contents.companyId, companyId));
    return row!.n;
  }

  const processJobs = () => countJobs(t, sql`name = 'content.process'`);

  it('adds a PDF by upload: stored, status 1, in its groups, processing queued', async () => {
    const jobsBefore = await processJobs();
    const response = await uploadBook(pdf, 'harbor.pdf', {
      title: 'Harbor Town',
      author: '港 太郎',
      keywords: 'sea, town',
      view: 2,
      print: 1,
      type: 'new',
      content_group_ids: [groupA, groupB],
    });
    expect(response.statusCode).toBe(200);
    const content = response.json().results;
    expect(content).toMatchObject({
      title: 'Harbor Town',
      author: '港 太郎',
      file_type: 'pdf',
      file_name: 'harbor.pdf',
      file_size: pdf.length,
      encoding_status: 1,
      view: 2,
      print: 1,
      type: 'new',
      content_group_ids: [groupA, groupB],
      cover_url: null,
    });
    expect(content.id).toMatch(/^[a-z0-9]{20,64}$/);
    expect(content.view_token).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(content)).not.toContain('companies/');

    const [row] = await t.database.db.select().from(contents).where(eq(contents.id, content.id));
    expect(row!.fileKey).toMatch(new RegExp(`^companies/${company.id}/contents/${content.id}/`));
    const stored = await t.storage.get(row!.fileKey!);
    expect(stored.size).toBe(pdf.length);
    stored.body.destroy();

    expect(await processJobs()).toBe(jobsBefore + 1);
    const [job] = await t.database.db
      .select({ data: sql<unknown>`data` })
      .from(sql`pgboss.job`)
      .where(sql`name = 'content.process'`)
      .orderBy(sql`created_on desc`)
      .limit(1);
    expect(job!.data).toEqual({ contentId: content.id, companyId: company.id });
  });

  it('adds an EPUB with the content-data part after the file, the title from the file name', async () => {
    const response = await upload('content/upload-add', [
      {
        name: 'file',
        value: goodEpub,
        filename: '風の手紙.epub',
        type: 'application/octet-stream',
      },
      { name: 'content-data', value: JSON.stringify({ content_group_ids: [groupB] }) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      title: '風の手紙',
      file_type: 'epub',
      content_group_ids: [groupB],
      encoding_status: 1,
    });
  });

  it('reads content-data sent as a JSON Blob (a file part), as browsers send FormData', async () => {
    const response = await upload('content/upload-add', [
      {
        name: 'content-data',
        value: JSON.stringify({ title: 'Blob data', print: 2 }),
        filename: 'blob',
        type: 'application/json',
      },
      { name: 'file', value: pdf, filename: 'blob.pdf', type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      title: 'Blob data',
      print: 2,
      file_type: 'pdf',
    });
  });

  it('reads a content-data text part declared application/json (RFC 7578)', async () => {
    const response = await upload('content/upload-add', [
      {
        name: 'content-data',
        value: JSON.stringify({ title: 'Typed JSON part', print: 1 }),
        type: 'application/json',
      },
      { name: 'file', value: pdf, filename: 'typed.pdf', type: 'application/pdf' },
    ]);
    expect(response.json().status).toBe(200);
    expect(response.json().results).toMatchObject({ title: 'Typed JSON part', print: 1 });
  });

  describe('refuses what is not a PDF or EPUB (412), leaving nothing behind', () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(3000)]);
    const cases: Array<[string, () => Buffer, string, string]> = [
      ['an executable renamed .pdf', () => exe, 'setup.pdf', 'UNSUPPORTED_TYPE'],
      [
        'a text file',
        () => Buffer.from('これは本ではありません\n'),
        'notes.epub',
        'UNSUPPORTED_TYPE',
      ],
      [
        'a zip bomb named .epub',
        () => epub({ 'OEBPS/bomb.xhtml': new Uint8Array(12 * 1024 * 1024) }),
        'bomb.epub',
        'ZIP_BOMB',
      ],
      [
        "an EPUB with '../' entries",
        () => epub({ '../../etc/cron.d/evil': strToU8('* * * * * root rm -rf /') }),
        'escape.epub',
        'UNSAFE_PATH',
      ],
    ];
    it.each(cases)('%s', async (_label, bytes, filename, reason) => {
      const rowsBefore = await rowCount(company.id);
      const objectsBefore = await storedObjects(company.id);
      const jobsBefore = await processJobs();
      const response = await uploadBook(bytes(), filename);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe(412);
      expect(response.json().results.reason).toBe(reason);
      expect(await rowCount(company.id)).toBe(rowsBefore);
      expect(await storedObjects(company.id)).toEqual(objectsBefore);
      expect(await processJobs()).toBe(jobsBefore);
    });

    it('a file over MAX_UPLOAD_MB', async () => {
      const objectsBefore = await storedObjects(company.id);
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const response = await uploadBook(big, 'big.pdf');
      expect(response.json().status).toBe(412);
      expect(response.json().results.reason).toBe('FILE_TOO_LARGE');
      expect(await storedObjects(company.id)).toEqual(objectsBefore);
    });

    it('two files in one request', async () => {
      const objectsBefore = await storedObjects(company.id);
      const rowsBefore = await rowCount(company.id);
      const response = await upload('content/upload-add', [
        { name: 'file', value: pdf, filename: 'a.pdf' },
        { name: 'file', value: pdf, filename: 'b.pdf' },
      ]);
      expect(response.json().status).toBe(412);
      expect(await storedObjects(company.id)).toEqual(objectsBefore);
      expect(await rowCount(company.id)).toBe(rowsBefore);
    });

    it('no file, or a content-data part that is not valid', async () => {
      const objectsBefore = await storedObjects(company.id);
      const noFile = await upload('content/upload-add', [
        { name: 'content-data', value: '{"title":"x"}' },
      ]);
      expect(noFile.json().status).toBe(412);
      expect(noFile.json().message).toContain('No file');
      const invalid = await upload('content/upload-add', [
        { name: 'file', value: pdf, filename: 'a.pdf' },
        { name: 'content-data', value: '{"title": "x", "print": 7' },
      ]);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('not valid JSON');
      const wrongField = await upload('content/upload-add', [
        { name: 'file', value: pdf, filename: 'a.pdf' },
        { name: 'content-data', value: '{"title": "x", "print": 7}' },
      ]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().results.fields[0].field).toBe('print');
      expect(await storedObjects(company.id)).toEqual(objectsBefore);
    });
  });

  it("refuses another company's content group (715) without storing anything", async () => {
    const rowsBefore = await rowCount(company.id);
    const objectsBefore = await storedObjects(company.id);
    const response = await uploadBook(pdf, 'x.pdf', {
      title: 'x',
      content_group_ids: [otherGroup],
    });
    expect(response.json().status).toBe(715);
    expect(await rowCount(company.id)).toBe(rowsBefore);
    expect(await storedObjects(company.id)).toEqual(objectsBefore);
    const add = await call('POST', 'content/add', {
      body: { title: 'x', content_group_ids: [groupA, otherGroup] },
    });
    expect(add.json().status).toBe(715);
  });

  it("answers 420 once the company's maxContent is reached", async () => {
    const small = await createCompany(t.database.db, { maxContent: 1 });
    const smallAdmin = await signIn(
      t.database.db,
      await createUser(t.database.db, small, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    const first = await call('POST', 'content/add', {
      host: small.domain,
      headers: smallAdmin,
      body: { title: 'the only one' },
    });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', 'content/add', {
      host: small.domain,
      headers: smallAdmin,
      body: { title: 'one too many' },
    });
    expect(second.json().status).toBe(420);
    const byUpload = await upload(
      'content/upload-add',
      [{ name: 'file', value: pdf, filename: 'a.pdf' }],
      { host: small.domain, headers: smallAdmin },
    );
    expect(byUpload.json().status).toBe(420);
    expect(await rowCount(small.id)).toBe(1);
    expect(await storedObjects(small.id)).toEqual([]);
  });

  it('adds metadata only: no file, status 1, nothing queued', async () => {
    const jobsBefore = await processJobs();
    const response = await call('POST', 'content/add', {
      body: { title: 'Coming soon', description: 'later', content_group_ids: [groupA] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      title: 'Coming soon',
      file_name: null,
      file_size: null,
      encoding_status: 1,
      content_group_ids: [groupA],
    });
    expect(await processJobs()).toBe(jobsBefore);
  });

  it('pages, searches, filters and sorts (1-based), only within the company', async () => {
    const db = t.database.db;
    const [inGroup] = await db
      .insert(contents)
      .values([
        {
          id: `pg${randomBytes(10).toString('hex')}`,
          companyId: company.id,
          title: 'Zebra atlas',
          keywords: 'animals',
        },
        {
          id: `pg${randomBytes(10).toString('hex')}`,
          companyId: company.id,
          title: 'Apple',
          author: 'Zed Writer',
          encodingStatus: 3,
        },
        {
          id: `pg${randomBytes(10).toString('hex')}`,
          companyId: other.id,
          title: 'Zebra of another company',
        },
      ])
      .returning();
    await db
      .insert(contentGroupContents)
      .values({ contentGroupId: groupB, contentId: inGroup!.id });

    const search = await call('GET', 'content/page?search_key=ze&sort_field=title&sort=asc');
    expect(search.statusCode).toBe(200);
    const page = search.json().results;
    expect(page.content.map((c: { title: string }) => c.title)).toEqual(['Apple', 'Zebra atlas']);
    expect(page).toMatchObject({ number: 1, total_elements: 2 });

    const byKeyword = await call('GET', 'content/page?search_key=ANIMAL');
    expect(byKeyword.json().results.content.map((c: { title: string }) => c.title)).toEqual([
      'Zebra atlas',
    ]);
    const done = await call('GET', 'content/page?encoding_status=3');
    expect(done.json().results.content.map((c: { title: string }) => c.title)).toEqual(['Apple']);
    const inB = await call('GET', `content/page?content_group_id=${groupB}&size=100`);
    const titles = inB.json().results.content.map((c: { title: string }) => c.title);
    expect(titles).toContain('Zebra atlas');
    expect(titles).not.toContain('Apple');

    const all = (await call('GET', 'content/page?size=100')).json().results;
    const pageTwo = (await call('GET', 'content/page?size=2&page=2')).json().results;
    expect(pageTwo.number).toBe(2);
    expect(pageTwo.content.map((c: { id: string }) => c.id)).toEqual(
      all.content.slice(2, 4).map((c: { id: string }) => c.id),
    );
    expect(all.content.some((c: { title: string }) => c.title.includes('another'))).toBe(false);
    expect((await call('GET', 'content/page?sort_field=nope')).statusCode).toBe(400);
  });

  it('is for company administrators only, on their own host', async () => {
    const anonymous = await call('GET', 'content/page', { headers: {} });
    expect(anonymous.json().status).toBe(600);
    const user = await call('GET', 'content/page', { headers: reader });
    expect(user.json().status).toBe(614);
    const foreign = await call('GET', 'content/page', { headers: otherAdmin });
    expect(foreign.statusCode).not.toBe(200);
    const userUpload = await upload(
      'content/upload-add',
      [{ name: 'file', value: pdf, filename: 'a.pdf' }],
      {
        headers: reader,
      },
    );
    expect(userUpload.json().status).toBe(614);
  });

  describe('one content', () => {
    let id: string;
    let otherId: string;

    beforeAll(async () => {
      id = (await uploadBook(pdf, 'one.pdf', { title: 'One', content_group_ids: [groupA] })).json()
        .results.id;
      otherId = (await uploadBook(pdf, 'theirs.pdf', { title: 'Theirs' }, other.domain)).json()
        .results.id;
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
        [{ name: 'file', value: pdf, filename: 'x.pdf' }],
        { method: 'PUT' },
      );
      expect(replace.json().status).toBe(712);
      const theirs = await call('GET', `content/detail/${otherId}`, {
        host: other.domain,
        headers: otherAdmin,
      });
      expect(theirs.json().results.title).toBe('Theirs');
      expect((await call('GET', 'content/detail/notanid')).statusCode).toBe(400);
    });

    it('shows the detail and changes fields and groups', async () => {
      const detail = await call('GET', `content/detail/${id}`);
      expect(detail.json().results).toMatchObject({
        id,
        title: 'One',
        content_group_ids: [groupA],
      });
      const updated = await call('PUT', `content/update/${id}`, {
        body: { author: 'New Author', print: 2, type: 'recommend', content_group_ids: [groupB] },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().results).toMatchObject({
        title: 'One',
        author: 'New Author',
        print: 2,
        type: 'recommend',
        content_group_ids: [groupB],
      });
      const cleared = await call('PUT', `content/update/${id}`, {
        body: { author: null, type: null },
      });
      expect(cleared.json().results).toMatchObject({
        author: null,
        type: null,
        content_group_ids: [groupB],
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
      const db = t.database.db;
      const [before] = await db.select().from(contents).where(eq(contents.id, id));
      const prefix = `companies/${company.id}/contents/${id}/`;
      await t.storage.put(`${prefix}cover-a-small.webp`, Buffer.from('RIFF....WEBP'));
      await t.storage.put(`${prefix}optimized-a.pdf`, pdf);
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
        .values({ contentId: id, companyId: company.id, pageNumber: 1, text: '古い' });

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
        [{ name: 'file', value: goodEpub, filename: 'now.epub' }],
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
      expect(await t.storage.stat(after!.fileKey!)).toEqual({ size: goodEpub.length });
      expect(await t.storage.stat(before!.fileKey!)).toBeNull();
      // Covers and the optimized copy are processing's to rewrite; the row stops pointing at them.
      expect(after).toMatchObject({ coverKey: null, optimizedFileKey: null, pageCount: null });
      expect(await db.select().from(contentTexts).where(eq(contentTexts.contentId, id))).toEqual(
        [],
      );
      expect(await processJobs()).toBe(jobsBefore + 1);
    });

    it('processes a failed content again: status back to 1, reason cleared, job queued', async () => {
      const db = t.database.db;
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
      const db = t.database.db;
      const prefix = `companies/${company.id}/contents/${id}/`;
      const small = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 small');
      await t.storage.put(`${prefix}cover-b-small.webp`, small);
      await t.storage.put(
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
      const served = await t.app.inject({
        url: detail.cover_url,
        headers: { host: company.domain, ...admin },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload).toEqual(small);

      // In group B (a public group): visitors on the company's host see it.
      const visitor = await t.app.inject({
        url: detail.cover_large_url,
        headers: { host: company.domain },
      });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.rawPayload.toString()).toContain('large');
      await call('PUT', `content/update/${id}`, { body: { content_group_ids: [] } });
      const hidden = await t.app.inject({
        url: detail.cover_url,
        headers: { host: company.domain },
      });
      expect(hidden.json().status).toBe(712);
      const onOtherHost = await t.app.inject({
        url: detail.cover_url,
        headers: { host: other.domain, ...otherAdmin },
      });
      expect(onOtherHost.json().status).toBe(712);
    });

    it('deletes the content with every stored object', async () => {
      const prefix = `companies/${company.id}/contents/${id}/`;
      expect((await storedObjects(company.id)).some((p) => p.includes(id))).toBe(true);
      const response = await call('DELETE', `content/delete/${id}`);
      expect(response.json().results).toEqual({ id, files_removed: true });
      expect((await storedObjects(company.id)).some((p) => p.includes(id))).toBe(false);
      expect(await t.storage.stat(`${prefix}cover-b-small.webp`)).toBeNull();
      expect((await call('GET', `content/detail/${id}`)).json().status).toBe(712);
      expect((await call('DELETE', `content/delete/${id}`)).json().status).toBe(712);
    });
  });

  it('exports CSV with a BOM, the shared columns and formula cells escaped', async () => {
    await call('POST', 'content/add', {
      body: {
        title: '=HYPERLINK("http://evil.test","x")',
        author: '@attacker',
        keywords: '-2+3',
        content_group_ids: [groupA, groupB],
      },
    });
    // The API trims text fields; a tab can still arrive by the CSV import or older data.
    await t.database.db
      .update(contents)
      .set({ description: '\tcmd' })
      .where(eq(contents.author, '@attacker'));
    const response = await call('GET', 'content/export-csv?search_key=HYPERLINK');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'id,title,author,keywords,toc,description,distributor_name,param1,param2,param3,param4,param5,view,print,type,content_group_ids,file_name,file_type,file_size,page_count,encoding_status,create_date,update_date',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines[1]).toContain(",'@attacker,'-2+3,,'\tcmd,");
    expect(lines[1]).toContain(`,${groupA};${groupB},`);
    const foreign = await call('GET', 'content/export-csv', {
      host: other.domain,
      headers: otherAdmin,
    });
    expect(foreign.rawPayload.toString()).not.toContain('HYPERLINK');
    expect((await call('GET', 'content/export-csv', { headers: reader })).json().status).toBe(614);
  });
});

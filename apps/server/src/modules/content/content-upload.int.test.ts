import { randomBytes } from 'node:crypto';
import { RoleLevel } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { useContentApp, epub } from './content-test-helpers.js';
import { contents } from './content.tables.js';

describe('uploads: files judged by their bytes, groups checked, maxContent', () => {
  const { state, call, upload, uploadBook, storedObjects, rowCount, processJobs } = useContentApp();

  it('adds a PDF by upload: stored, status 1, in its groups, processing queued', async () => {
    const jobsBefore = await processJobs();
    const response = await uploadBook(state.pdf, 'harbor.pdf', {
      title: 'Harbor Town',
      author: '港 太郎',
      keywords: 'sea, town',
      view: 2,
      print: 1,
      type: 'new',
      content_group_ids: [state.groupA, state.groupB],
    });
    expect(response.statusCode).toBe(200);
    const content = response.json().results;
    expect(content).toMatchObject({
      title: 'Harbor Town',
      author: '港 太郎',
      file_type: 'pdf',
      file_name: 'harbor.pdf',
      file_size: state.pdf.length,
      encoding_status: 1,
      view: 2,
      print: 1,
      type: 'new',
      content_group_ids: [state.groupA, state.groupB],
      cover_url: null,
    });
    expect(content.id).toMatch(/^[a-z0-9]{20,64}$/);
    expect(content.view_token).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(content)).not.toContain('companies/');

    const [row] = await state.t.database.db
      .select()
      .from(contents)
      .where(eq(contents.id, content.id));
    expect(row!.fileKey).toMatch(
      new RegExp(`^companies/${state.company.id}/contents/${content.id}/`),
    );
    const stored = await state.t.storage.get(row!.fileKey!);
    expect(stored.size).toBe(state.pdf.length);
    stored.body.destroy();

    expect(await processJobs()).toBe(jobsBefore + 1);
    const [job] = await state.t.database.db
      .select({ data: sql<unknown>`data` })
      .from(sql`pgboss.job`)
      .where(sql`name = 'content.process'`)
      .orderBy(sql`created_on desc`)
      .limit(1);
    expect(job!.data).toEqual({ contentId: content.id, companyId: state.company.id });
  });

  it('adds an EPUB with the content-data part after the file, the title from the file name', async () => {
    const response = await upload('content/upload-add', [
      {
        name: 'file',
        value: state.goodEpub,
        filename: '風の手紙.epub',
        type: 'application/octet-stream',
      },
      { name: 'content-data', value: JSON.stringify({ content_group_ids: [state.groupB] }) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      title: '風の手紙',
      file_type: 'epub',
      content_group_ids: [state.groupB],
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
      { name: 'file', value: state.pdf, filename: 'blob.pdf', type: 'application/pdf' },
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
      { name: 'file', value: state.pdf, filename: 'typed.pdf', type: 'application/pdf' },
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
      const rowsBefore = await rowCount(state.company.id);
      const objectsBefore = await storedObjects(state.company.id);
      const jobsBefore = await processJobs();
      const response = await uploadBook(bytes(), filename);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe(412);
      expect(response.json().results.reason).toBe(reason);
      expect(await rowCount(state.company.id)).toBe(rowsBefore);
      expect(await storedObjects(state.company.id)).toEqual(objectsBefore);
      expect(await processJobs()).toBe(jobsBefore);
    });

    it('a file over MAX_UPLOAD_MB', async () => {
      const objectsBefore = await storedObjects(state.company.id);
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const response = await uploadBook(big, 'big.pdf');
      expect(response.json().status).toBe(412);
      expect(response.json().results.reason).toBe('FILE_TOO_LARGE');
      expect(await storedObjects(state.company.id)).toEqual(objectsBefore);
    });

    it('two files in one request', async () => {
      const objectsBefore = await storedObjects(state.company.id);
      const rowsBefore = await rowCount(state.company.id);
      const response = await upload('content/upload-add', [
        { name: 'file', value: state.pdf, filename: 'a.pdf' },
        { name: 'file', value: state.pdf, filename: 'b.pdf' },
      ]);
      expect(response.json().status).toBe(412);
      expect(await storedObjects(state.company.id)).toEqual(objectsBefore);
      expect(await rowCount(state.company.id)).toBe(rowsBefore);
    });

    it('no file, or a content-data part that is not valid', async () => {
      const objectsBefore = await storedObjects(state.company.id);
      const noFile = await upload('content/upload-add', [
        { name: 'content-data', value: '{"title":"x"}' },
      ]);
      expect(noFile.json().status).toBe(412);
      expect(noFile.json().message).toContain('No file');
      const invalid = await upload('content/upload-add', [
        { name: 'file', value: state.pdf, filename: 'a.pdf' },
        { name: 'content-data', value: '{"title": "x", "print": 7' },
      ]);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('not valid JSON');
      const wrongField = await upload('content/upload-add', [
        { name: 'file', value: state.pdf, filename: 'a.pdf' },
        { name: 'content-data', value: '{"title": "x", "print": 7}' },
      ]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().results.fields[0].field).toBe('print');
      expect(await storedObjects(state.company.id)).toEqual(objectsBefore);
    });
  });

  it("refuses another company's content group (715) without storing anything", async () => {
    const rowsBefore = await rowCount(state.company.id);
    const objectsBefore = await storedObjects(state.company.id);
    const response = await uploadBook(state.pdf, 'x.pdf', {
      title: 'x',
      content_group_ids: [state.otherGroup],
    });
    expect(response.json().status).toBe(715);
    expect(await rowCount(state.company.id)).toBe(rowsBefore);
    expect(await storedObjects(state.company.id)).toEqual(objectsBefore);
    const add = await call('POST', 'content/add', {
      body: { title: 'x', content_group_ids: [state.groupA, state.otherGroup] },
    });
    expect(add.json().status).toBe(715);
  });

  it("answers 420 once the company's maxContent is reached", async () => {
    const small = await createCompany(state.t.database.db, { maxContent: 1 });
    const smallAdmin = await signIn(
      state.t.database.db,
      await createUser(state.t.database.db, small, { roleLevel: RoleLevel.CompanyAdmin }),
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
      [{ name: 'file', value: state.pdf, filename: 'a.pdf' }],
      { host: small.domain, headers: smallAdmin },
    );
    expect(byUpload.json().status).toBe(420);
    expect(await rowCount(small.id)).toBe(1);
    expect(await storedObjects(small.id)).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import {
  ImportRequestStatus,
  ImportState,
  RoleLevel,
  contentCsvTemplateColumns,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents } from '../content/content.tables.js';
import { multipart, waitUntilDone } from './csv-import-test-helpers.js';

type Headers = Record<string, string>;

/** A content CSV: the header, then rows given by column. */
function csvOf(
  rows: Partial<Record<(typeof contentCsvTemplateColumns)[number], string>>[],
): string {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return [
    contentCsvTemplateColumns.join(','),
    ...rows.map((row) => contentCsvTemplateColumns.map((c) => quote(row[c] ?? '')).join(',')),
  ].join('\r\n');
}

async function insertContent(t: TestApp, company: CompanyRow, title: string): Promise<string> {
  const id = `c${randomBytes(12).toString('hex')}`;
  await t.database.db.insert(contents).values({ id, companyId: company.id, title });
  return id;
}

async function insertGroup(t: TestApp, company: CompanyRow): Promise<number> {
  const [row] = await t.database.db
    .insert(contentGroups)
    .values({ companyId: company.id, name: 'Group' })
    .returning();
  return row!.id;
}

function client(t: TestApp, company: CompanyRow, auth: Headers) {
  const headers = { host: company.domain, 'accept-language': 'en', ...auth };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers }),
    upload(name: string, bytes: Buffer | string) {
      const body = multipart(name, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/import-csv-file/upload-csv',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    },
    start: (fileId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/import-csv-file/import-csv?file_id=${fileId}`,
        headers,
      }),
  };
}

async function adminOf(t: TestApp, company: CompanyRow): Promise<Headers> {
  return signIn(
    t.database.db,
    await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin }),
  );
}

describe('content CSV import', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, { maxContent: 4 });
    other = await createCompany(t.database.db, { maxContent: 10 });
    admin = await adminOf(t, company);
  });
  afterAll(() => t.close());

  it('answers the template with a byte-order mark and every column', async () => {
    const response = await client(t, company, admin).get('/import-csv-file/download-template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(header).toEqual([...contentCsvTemplateColumns]);
  });

  it('refuses files that are not a content CSV, and lets only company administrators in', async () => {
    const api = client(t, company, admin);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const binary = await api.upload('books.csv', png);
    expect(binary.json()).toMatchObject({ status: 747 });
    const wrongHeader = await api.upload('x.csv', 'name,price\r\nA,1\r\n');
    expect(wrongHeader.json().status).toBe(747);
    expect(wrongHeader.json().message).toMatch(/Unknown column "name"/);
    const noRows = await api.upload('x.csv', contentCsvTemplateColumns.join(','));
    expect(noRows.json().status).toBe(747);
    const broken = await api.upload(
      'x.csv',
      `${contentCsvTemplateColumns.join(',')}\r\n"unclosed,1`,
    );
    expect(broken.json().status).toBe(747);
    const huge = await api.upload('big.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 0x61));
    expect(huge.json()).toMatchObject({ status: 412, results: { reason: 'FILE_TOO_LARGE' } });

    const reader = await signIn(t.database.db, await createUser(t.database.db, company));
    const asReader = await client(t, company, reader).get('/import-csv-file/page');
    expect(asReader.json().status).toBe(614);
    const anonymous = await client(t, company, {}).get('/import-csv-file/check-import-progress');
    expect(anonymous.json().status).toBe(600);
  });

  it('imports rows as contents (add, update, delete) and lists the bad rows with reasons', async () => {
    const db = t.database.db;
    const group = await insertGroup(t, company);
    const foreignGroup = await insertGroup(t, other);
    const toUpdate = await insertContent(t, company, 'Old title');
    const toDelete = await insertContent(t, company, 'Doomed');
    const foreign = await insertContent(t, other, 'Not yours');
    const csv = csvOf([
      {
        title: '新しい本',
        author: '著者',
        view: '2',
        print: '1',
        type: 'new',
        content_group_ids: `${group}`,
        action: '0',
      },
      // Exported with formula escaping: the leading ' comes off again.
      { title: "'=SUM(A1)", action: '0' },
      { title: '', action: '0' },
      {
        id: toUpdate,
        title: 'New title',
        keywords: 'k1',
        content_group_ids: `${group}`,
        action: '1',
      },
      { id: toDelete, action: '2' },
      { id: 'doesnotexist000000000000', action: '2' },
      { id: foreign, title: 'Stolen', action: '1' },
      { title: 'Foreign group', content_group_ids: `${foreignGroup}`, action: '0' },
      { title: 'Bad action', action: '7' },
      { title: 'Fits after the delete', action: '0' },
      { title: 'Over the limit', action: '0' },
    ]);
    const api = client(t, company, admin);
    const uploaded = await api.upload(
      '本.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]),
    );
    expect(uploaded.json()).toMatchObject({
      status: 200,
      results: { file_name: '本.csv', total_rows: 11 },
    });
    const fileId = uploaded.json().results.file_id as number;

    const started = await api.start(fileId);
    expect(started.json()).toMatchObject({
      status: 200,
      results: { id: fileId, request_status: ImportRequestStatus.Progressing },
    });
    await waitUntilDone(t, fileId);
    // Imported once: importing the same upload again would add its rows twice.
    expect((await api.start(fileId)).json().status).toBe(406);

    const added = await db.select().from(contents).where(eq(contents.companyId, company.id));
    const byTitle = new Map(added.map((row) => [row.title, row]));
    expect(byTitle.get('新しい本')).toMatchObject({
      author: '著者',
      viewMode: 2,
      printMode: 1,
      ribbon: 'new',
      encodingStatus: 1,
      fileKey: null,
    });
    expect(byTitle.has('=SUM(A1)')).toBe(true);
    expect(byTitle.get('New title')).toMatchObject({ id: toUpdate, keywords: 'k1' });
    expect(byTitle.has('Doomed')).toBe(false);
    // maxContent 4: two existing, two added, one deleted, one more added; the last is refused.
    expect(added.map((row) => row.title).sort()).toEqual(
      ['=SUM(A1)', 'Fits after the delete', 'New title', '新しい本'].sort(),
    );
    const links = await db
      .select()
      .from(contentGroupContents)
      .where(eq(contentGroupContents.contentGroupId, group));
    expect(links.map((l) => l.contentId).sort()).toEqual(
      [byTitle.get('新しい本')!.id, toUpdate].sort(),
    );
    const [untouched] = await db.select().from(contents).where(eq(contents.id, foreign));
    expect(untouched?.title).toBe('Not yours');

    const page = (await api.get('/import-csv-file/page')).json();
    expect(page.results.content[0]).toMatchObject({
      id: fileId,
      progress_state: ImportState.Done,
      request_status: ImportRequestStatus.Success,
      total_rows: 11,
      processed_rows: 11,
      error_rows: 6,
    });
    expect((await api.get('/import-csv-file/check-import-progress')).json().results).toEqual([]);

    const errorFile = await api.get(`/import-csv-file/download-file-error?id=${fileId}`);
    expect(errorFile.headers['content-type']).toMatch(/^text\/csv/);
    expect([...errorFile.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...bad] = parse(errorFile.rawPayload.toString('utf8'), {
      bom: true,
    }) as string[][];
    expect(header).toEqual([...contentCsvTemplateColumns, 'reason']);
    const reasons = bad.map((row) => [row[1], row.at(-1)]);
    expect(reasons).toEqual([
      ['', expect.stringMatching(/title/)],
      ['', expect.stringMatching(/content/i)],
      ['Stolen', expect.stringMatching(/content/i)],
      ['Foreign group', expect.stringMatching(/group/i)],
      ['Bad action', expect.stringMatching(/action must be 0/)],
      ['Over the limit', expect.stringMatching(/content/i)],
    ]);
  });

  it('imports an exported file back: same contents, formula escapes taken off, edits applied', async () => {
    const owner = await createCompany(t.database.db, { maxContent: 10 });
    const api = client(t, owner, await adminOf(t, owner));
    const group = await insertGroup(t, owner);
    const formula = await insertContent(t, owner, '=HYPERLINK("x")');
    const plain = await insertContent(t, owner, 'Plain');
    await t.database.db
      .update(contents)
      .set({ author: '-5', keywords: '@home' })
      .where(eq(contents.id, formula));
    await t.database.db
      .insert(contentGroupContents)
      .values({ contentGroupId: group, contentId: plain });

    const exported = (await api.get('/content/export-csv')).rawPayload.toString('utf8');
    expect(exported).toContain(`'=HYPERLINK`);
    const edited = exported.replace(',Plain,', ',Plain (2nd edition),');
    const uploaded = (await api.upload('contents.csv', edited)).json().results;
    expect(uploaded.total_rows).toBe(2);
    await api.start(uploaded.file_id);
    await waitUntilDone(t, uploaded.file_id);

    const rows = await t.database.db
      .select()
      .from(contents)
      .where(eq(contents.companyId, owner.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(rows).toHaveLength(2);
    expect(byId.get(formula)).toMatchObject({
      title: '=HYPERLINK("x")',
      author: '-5',
      keywords: '@home',
    });
    expect(byId.get(plain)?.title).toBe('Plain (2nd edition)');
    const links = await t.database.db
      .select()
      .from(contentGroupContents)
      .where(eq(contentGroupContents.contentId, plain));
    expect(links.map((link) => link.contentGroupId)).toEqual([group]);
    const page = (await api.get('/import-csv-file/page')).json().results.content[0];
    expect(page).toMatchObject({ id: uploaded.file_id, error_rows: 0, processed_rows: 2 });
  });

  it('escapes formula cells in the error file as the export does', async () => {
    const owner = await createCompany(t.database.db, { maxContent: 10 });
    const api = client(t, owner, await adminOf(t, owner));
    const csv = csvOf([
      { title: "'=1+cmd|calc", author: '=HYPERLINK("http://evil")', action: '7' },
      { title: '-2+cmd|calc', keywords: '@SUM(A1)', toc: '  +3', action: '7' },
    ]);
    const uploaded = (await api.upload('formulas.csv', csv)).json().results;
    await api.start(uploaded.file_id);
    await waitUntilDone(t, uploaded.file_id);
    const errorFile = await api.get(`/import-csv-file/download-file-error?id=${uploaded.file_id}`);
    const [, first, second] = parse(errorFile.rawPayload.toString('utf8'), {
      bom: true,
    }) as string[][];
    const cell = (row: string[] | undefined, column: (typeof contentCsvTemplateColumns)[number]) =>
      row![contentCsvTemplateColumns.indexOf(column)];
    expect(cell(first, 'title')).toBe("'=1+cmd|calc");
    expect(cell(first, 'author')).toBe(`'=HYPERLINK("http://evil")`);
    expect(cell(second, 'title')).toBe("'-2+cmd|calc");
    expect(cell(second, 'keywords')).toBe("'@SUM(A1)");
    expect(cell(second, 'toc')).toBe("'+3");
  });

  it('keeps each company to its own imports', async () => {
    const api = client(t, company, admin);
    const uploaded = await api.upload('mine.csv', csvOf([{ title: 'Mine', action: '0' }]));
    const fileId = uploaded.json().results.file_id as number;
    const otherApi = client(t, other, await adminOf(t, other));
    expect((await otherApi.start(fileId)).json().status).toBe(745);
    expect(
      (await otherApi.get(`/import-csv-file/download-file-error?id=${fileId}`)).json().status,
    ).toBe(745);
    const page = (await otherApi.get('/import-csv-file/page')).json().results;
    expect(page.content.map((row: { id: number }) => row.id)).not.toContain(fileId);
  });
});

describe('content CSV import while another runs', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 746 and lists the running import as pending', async () => {
    // Jobs are stored but not run, so the first import stays running.
    t = await createTestApp({ workJobs: false });
    const company = await createCompany(t.database.db, { maxContent: 10 });
    const api = client(t, company, await adminOf(t, company));
    const first = (await api.upload('a.csv', csvOf([{ title: 'A', action: '0' }]))).json().results;
    const second = (await api.upload('b.csv', csvOf([{ title: 'B', action: '0' }]))).json().results;
    expect((await api.start(first.file_id)).json().status).toBe(200);
    const refused = (await api.start(second.file_id)).json();
    expect(refused.status).toBe(746);
    expect(refused.message).toMatch(/Another CSV import is running/);
    expect((await api.start(first.file_id)).json().status).toBe(746);
    const progress = (await api.get('/import-csv-file/check-import-progress')).json().results;
    expect(progress).toEqual([
      expect.objectContaining({
        id: first.file_id,
        progress_state: ImportState.Pending,
        total_rows: 1,
      }),
    ]);
    // Another company is not held up by it.
    const elsewhere = await createCompany(t.database.db, { maxContent: 10 });
    const otherApi = client(t, elsewhere, await adminOf(t, elsewhere));
    const theirs = (await otherApi.upload('c.csv', csvOf([{ title: 'C', action: '0' }]))).json()
      .results;
    expect((await otherApi.start(theirs.file_id)).json().status).toBe(200);
  });
});

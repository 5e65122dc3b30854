import { errorCatalogue, ErrorCode, RoleLevel } from '@hondana/contract';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword, clientHashOf } from '../../platform/crypto/password.js';
import { createUser, signIn } from '../../test/factories.js';
import { createTestApp, waitForMail, type TestApp } from '../../test/test-app.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { csvImportErrors, csvImports } from '../content-import/content-import.tables.js';
import { multipart, waitUntilDone } from '../content-import/csv-import-test-helpers.js';
import { peopleFixture } from '../people/people-test-helpers.js';
import { users } from '../user/user.tables.js';
import { userCsvColumns, type UserCsvColumn } from './user-csv.js';
import { MAX_IMPORT_RUNS } from '../content-import/content-import.runner.js';
import { runUserImport } from './user-import.runner.js';

function csvOf(rows: Partial<Record<UserCsvColumn, string>>[]): string {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return [
    userCsvColumns.join(','),
    ...rows.map((row) => userCsvColumns.map((column) => quote(row[column] ?? '')).join(',')),
  ].join('\r\n');
}

describe('user CSV import and export', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof peopleFixture>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await peopleFixture(t, { maxUser: 20 });
    headers = {
      host: f.company.domain,
      'accept-language': 'en',
      ...(await signIn(t.database.db, f.adminUser)),
    };
  });
  afterAll(() => t.close());

  const upload = async (csv: string) => {
    const body = multipart('users.csv', Buffer.from(csv));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/import-user/upload-csv',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return answer.json();
  };
  const start = (fileId: number, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/import-user/import-csv?file_id=${fileId}${query}`,
      headers,
    });
  const importCsv = async (csv: string, query = '') => {
    const uploaded = await upload(csv);
    expect(uploaded.status).toBe(200);
    const started = await start(uploaded.results.file_id, query);
    expect(started.json().status).toBe(200);
    await waitUntilDone(t, uploaded.results.file_id);
    const [row] = await t.database.db
      .select()
      .from(csvImports)
      .where(eq(csvImports.id, uploaded.results.file_id));
    return row!;
  };
  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('imports good rows, lists bad ones with reasons, hashes passwords and forgets the file', async () => {
    const shelf = await createContentGroup(t.database.db, f.company, { name: 'Shelf' });
    const row = await importCsv(
      csvOf([
        {
          email: 'ichiro@import.test',
          full_name: 'Ichiro',
          password: 'Secret12',
          content_group_ids: String(shelf.id),
          param01: 'Osaka',
        },
        { email: 'not-an-email', full_name: 'Broken' },
        { email: 'jiro@import.test', full_name: '=HYPERLINK("http://evil")', lang: 'en' },
        { email: 'saburo@import.test', full_name: 'Saburo', user_group_id: '999999' },
      ]),
      '&send_password_mail=true',
    );
    expect(row).toMatchObject({ requestStatus: 1, processedRows: 4, errorRows: 2, fileKey: '' });
    const ichiro = await userByEmail('ichiro@import.test');
    expect(ichiro).toMatchObject({
      fullName: 'Ichiro',
      param01: 'Osaka',
      roleLevel: RoleLevel.User,
      // An imported address is unconfirmed until its owner follows a link mailed to it.
      emailVerifiedAt: null,
    });
    expect(await verifyPassword(ichiro!.passwordHash!, clientHashOf('Secret12'))).toBe(true);
    expect(
      (await f.admin('GET', `/user/detail/${ichiro!.id}`)).json().results.content_group_ids,
    ).toEqual([shelf.id]);
    // No password and a mail asked for: the set-password link goes out.
    await waitForMail(t, (mail) => mail.to === 'jiro@import.test');

    const errors = await t.app.inject({
      url: `/api/v1/import-user/download-file-error?id=${row.id}`,
      headers,
    });
    const lines = parse(errors.body, { bom: true }) as string[][];
    expect(lines[0]).toEqual([...userCsvColumns, 'reason']);
    expect(lines.slice(1).map((cells) => cells[0])).toEqual(['not-an-email', 'saburo@import.test']);
    expect(lines[2]!.at(-1)).toMatch(/group/i);
    expect(errors.body).not.toContain('Secret12');
  });

  it('gives a password of the wrong length and a role that is not a reader’s the catalogue’s reasons (800, 802, 611)', async () => {
    const row = await importCsv(
      csvOf([
        { email: 'long@import.test', full_name: 'L', password: 'x'.repeat(17) },
        { email: 'short@import.test', full_name: 'S', password: 'abc' },
        { email: 'admin@import.test', full_name: 'A', role_level: String(RoleLevel.CompanyAdmin) },
      ]),
    );
    expect(row).toMatchObject({ requestStatus: 1, processedRows: 3, errorRows: 3 });
    const errors = await t.app.inject({
      url: `/api/v1/import-user/download-file-error?id=${row.id}`,
      headers,
    });
    const reasons = (parse(errors.body, { bom: true }) as string[][])
      .slice(1)
      .map((cells) => cells.at(-1));
    expect(reasons).toEqual([
      errorCatalogue[ErrorCode.PasswordTooLong].en,
      errorCatalogue[ErrorCode.WeakPasswordTooShort].en,
      errorCatalogue[ErrorCode.InvalidRole].en,
    ]);
    // The user calls answer 611 for such a role as well.
    const made = await f.admin('POST', '/user/add', {
      email: 'admin2@import.test',
      full_name: 'A',
      role_level: RoleLevel.CompanyAdmin,
    });
    expect(made.json().status).toBe(ErrorCode.InvalidRole);
  });

  it('keeps no password of a refused row: not stored, not in the error file', async () => {
    const row = await importCsv(
      csvOf([
        {
          email: 'pw-group@import.test',
          full_name: 'P',
          password: 'Clear123x',
          user_group_id: '999999',
        },
        { email: 'pw-bad-address', full_name: 'Q', password: 'Clear456y' },
        { email: 'pw-weak@import.test', full_name: 'R', password: 'Clear 789z' },
      ]),
    );
    expect(row.errorRows).toBe(3);
    const stored = await t.database.db
      .select()
      .from(csvImportErrors)
      .where(eq(csvImportErrors.importId, row.id));
    expect(stored).toHaveLength(3);
    const password = userCsvColumns.indexOf('password');
    expect(stored.map((error) => error.cells[password])).toEqual(['', '', '']);
    expect(JSON.stringify(stored)).not.toMatch(/Clear123x|Clear456y|Clear 789z/);
    const errors = await t.app.inject({
      url: `/api/v1/import-user/download-file-error?id=${row.id}`,
      headers,
    });
    const lines = parse(errors.body, { bom: true }) as string[][];
    expect(lines.slice(1).map((cells) => cells[0])).toEqual([
      'pw-group@import.test',
      'pw-bad-address',
      'pw-weak@import.test',
    ]);
    expect(errors.body).not.toMatch(/Clear123x|Clear456y|Clear 789z/);
  });

  it('refuses a username a user group signs in with, or that another user has (413)', async () => {
    const group = await f.admin('POST', '/user-group/add', {
      name: 'Import lounge',
      max_user: 5,
      ip_address: [],
      username: 'import_lounge',
      password_hash: clientHashOf('GroupPass1'),
    });
    expect(group.json().status).toBe(200);
    await createUser(t.database.db, f.company, { username: 'taken_by_other' });
    const existing = await createUser(t.database.db, f.company);
    const row = await importCsv(
      csvOf([
        {
          email: 'lounge@import.test',
          username: 'Import_Lounge',
          full_name: 'L',
          password: 'Pw12345x',
        },
        { email: existing.email!, username: 'TAKEN_by_other', full_name: 'Existing' },
        { email: 'free@import.test', username: 'free_name', full_name: 'F', password: 'Pw12345x' },
      ]),
    );
    expect(row).toMatchObject({ requestStatus: 1, errorRows: 2 });
    const errors = await t.app.inject({
      url: `/api/v1/import-user/download-file-error?id=${row.id}`,
      headers,
    });
    const lines = parse(errors.body, { bom: true }) as string[][];
    expect(lines.slice(1).map((cells) => [cells[0], cells.at(-1)])).toEqual([
      ['lounge@import.test', expect.stringMatching(/already registered/)],
      [existing.email, expect.stringMatching(/already registered/)],
    ]);
    expect(await userByEmail('lounge@import.test')).toBeUndefined();
    expect((await userByEmail(existing.email!))?.username).toBe(existing.username);
    expect((await userByEmail('free@import.test'))?.username).toBe('free_name');
  });

  it('escapes formula cells in the error file as the export does', async () => {
    const row = await importCsv(
      csvOf([
        {
          email: 'formula@import.test',
          full_name: "'=1+cmd|calc",
          param01: '=HYPERLINK("http://evil")',
          param02: '@SUM(A1)',
          user_group_id: '999999',
        },
      ]),
    );
    expect(row.errorRows).toBe(1);
    const errors = await t.app.inject({
      url: `/api/v1/import-user/download-file-error?id=${row.id}`,
      headers,
    });
    const [, cells] = parse(errors.body, { bom: true }) as string[][];
    const cell = (column: UserCsvColumn) => cells![userCsvColumns.indexOf(column)];
    expect(cell('full_name')).toBe("'=1+cmd|calc");
    expect(cell('param01')).toBe(`'=HYPERLINK("http://evil")`);
    expect(cell('param02')).toBe("'@SUM(A1)");
  });

  it('blanks the passwords refused rows kept before (migration 0011)', async () => {
    const kept = async (kind: 'user' | 'content', cells: string[]) => {
      const [row] = await t.database.db
        .insert(csvImports)
        .values({ companyId: f.company.id, kind, fileName: 'old.csv', fileKey: '' })
        .returning();
      await t.database.db
        .insert(csvImportErrors)
        .values({ importId: row!.id, rowNumber: 1, cells, reason: 'refused' });
      return row!.id;
    };
    const userImport = await kept('user', ['old@import.test', '', 'Old', 'Legacy123', 'ja']);
    const contentImport = await kept('content', ['', 'Title', 'Author', 'keywords']);
    const migration = await readFile(
      new URL('../../db/migrations/0011_blank_import_error_passwords.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    const cellsOf = async (importId: number) =>
      (
        await t.database.db
          .select()
          .from(csvImportErrors)
          .where(eq(csvImportErrors.importId, importId))
      )[0]!.cells;
    expect(await cellsOf(userImport)).toEqual(['old@import.test', '', 'Old', '', 'ja']);
    expect(await cellsOf(contentImport)).toEqual(['', 'Title', 'Author', 'keywords']);
  });

  it('exports with a BOM and escaped formulas, and the export imports back unchanged', async () => {
    const exported = await t.app.inject({ url: '/api/v1/user/export-csv', headers });
    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    expect(exported.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const before = await userByEmail('jiro@import.test');
    const row = await importCsv(exported.body);
    expect(row.errorRows).toBe(0);
    const after = await userByEmail('jiro@import.test');
    expect(after?.fullName).toBe('=HYPERLINK("http://evil")');
    expect(after?.id).toBe(before?.id);
  });

  it('overwrites (1), ignores (2) or deletes (3) existing users', async () => {
    const existing = await createUser(t.database.db, f.company, { fullName: 'Old name' });
    await importCsv(csvOf([{ email: existing.email!, full_name: 'Ignored' }]), '&mode=2');
    expect((await userByEmail(existing.email!))?.fullName).toBe('Old name');
    await importCsv(csvOf([{ email: existing.email!, full_name: 'New name' }]), '&mode=1');
    expect((await userByEmail(existing.email!))?.fullName).toBe('New name');
    const deleted = await importCsv(
      csvOf([
        { email: existing.email!, full_name: 'x' },
        { email: 'nobody@import.test', full_name: 'x' },
      ]),
      '&mode=3',
    );
    expect(deleted.errorRows).toBe(1);
    expect(await userByEmail(existing.email!)).toBeUndefined();
  });

  it('refuses a second running import (746), files that are not user CSVs, readers and other companies', async () => {
    const one = await upload(csvOf([{ email: 'a1@import.test', full_name: 'A' }]));
    const two = await upload(csvOf([{ email: 'a2@import.test', full_name: 'B' }]));
    await t.database.db
      .update(csvImports)
      .set({ requestStatus: 0 })
      .where(eq(csvImports.id, one.results.file_id));
    expect((await start(two.results.file_id)).json().status).toBe(ErrorCode.CsvImportRunning);
    await t.database.db
      .update(csvImports)
      .set({ requestStatus: null })
      .where(eq(csvImports.id, one.results.file_id));
    expect((await upload('title,author\nx,y')).status).toBe(ErrorCode.ImportFileInvalid);
    expect((await f.reader('GET', '/import-user/page')).json().status).toBe(ErrorCode.NoPermission);
    expect((await f.reader('GET', '/user/export-csv')).json().status).toBe(ErrorCode.NoPermission);
    const foreign = await f.otherAdmin(
      'GET',
      `/import-user/download-file-error?id=${one.results.file_id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('user CSV import: an interrupted run', () => {
  it('resumes after the rows an earlier run committed, writing nothing twice', async () => {
    const t = await createTestApp({ workJobs: false });
    try {
      const f = await peopleFixture(t, { maxUser: 20 });
      const csv = csvOf(
        ['r1', 'r2', 'r3', 'r4'].map((name) => ({ email: `${name}@resume.test`, full_name: name })),
      );
      const key = `companies/${f.company.id}/imports/users/resume.csv`;
      await t.storage.put(key, Buffer.from(csv), 'text/csv');
      // As a run killed after committing its first rows leaves it: r1 and r2 are in.
      await createUser(t.database.db, f.company, { email: 'r1@resume.test', fullName: 'r1' });
      await createUser(t.database.db, f.company, { email: 'r2@resume.test', fullName: 'r2' });
      const [row] = await t.database.db
        .insert(csvImports)
        .values({
          companyId: f.company.id,
          kind: 'user',
          fileName: 'resume.csv',
          fileKey: key,
          totalRows: 4,
          processedRows: 2,
          requestStatus: 0,
          attempts: 1,
          importMode: 1,
        })
        .returning();
      await runUserImport(
        {
          ...t.services,
          db: t.ports.db,
          storage: t.storage,
          clock: t.ports.clock,
          queueSetPasswordMail: async () => undefined,
        },
        { importId: row!.id, companyId: f.company.id, language: 'en' },
      );
      const imported = await t.database.db
        .select()
        .from(users)
        .where(eq(users.companyId, f.company.id));
      const names = imported.map((user) => user.fullName).filter((name) => name.startsWith('r'));
      expect(names.sort()).toEqual(['r1', 'r2', 'r3', 'r4']);
      const [done] = await t.database.db
        .select()
        .from(csvImports)
        .where(eq(csvImports.id, row!.id));
      expect(done).toMatchObject({ requestStatus: 1, processedRows: 4, errorRows: 0, fileKey: '' });
      await expect(t.storage.get(key)).rejects.toThrow();
    } finally {
      await t.close();
    }
  });

  it('deletes the upload of an import that fails, as of one that ends well', async () => {
    const t = await createTestApp({ workJobs: false });
    try {
      const f = await peopleFixture(t, { maxUser: 20 });
      const good = csvOf([{ email: 'late@fail.test', full_name: 'Late', password: 'Clear123x' }]);
      // One run too many (every earlier run was killed), and a file that is no user CSV.
      const cases = [
        { name: 'interrupted.csv', csv: good, attempts: MAX_IMPORT_RUNS },
        { name: 'broken.csv', csv: 'name,password\r\nx,Clear123x', attempts: 0 },
      ];
      for (const { name, csv, attempts } of cases) {
        const key = `companies/${f.company.id}/imports/users/${name}`;
        await t.storage.put(key, Buffer.from(csv), 'text/csv');
        const [row] = await t.database.db
          .insert(csvImports)
          .values({
            companyId: f.company.id,
            kind: 'user',
            fileName: name,
            fileKey: key,
            totalRows: 1,
            requestStatus: 0,
            attempts,
          })
          .returning();
        await runUserImport(
          {
            ...t.services,
            db: t.ports.db,
            storage: t.storage,
            clock: t.ports.clock,
            queueSetPasswordMail: async () => undefined,
          },
          { importId: row!.id, companyId: f.company.id, language: 'en' },
        );
        const [done] = await t.database.db
          .select()
          .from(csvImports)
          .where(eq(csvImports.id, row!.id));
        expect(done, name).toMatchObject({ requestStatus: 2, fileKey: '' });
        expect(done!.failureReason, name).toBeTruthy();
        await expect(t.storage.get(key), name).rejects.toThrow(/not found/);
      }
    } finally {
      await t.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import {
  ImportRequestStatus,
  ImportState,
  RoleLevel,
  contentCsvTemplateColumns,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, createCompany, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { systemContext } from '../../platform/http/request-context.js';
import type { CompanyRow } from '../company/company.tables.js';
import { contents } from '../content/content.tables.js';
import { MAX_IMPORT_RUNS, runContentImport } from './content-import.runner.js';
import { createContentImportService } from './content-import.service.js';
import { csvImports } from './content-import.tables.js';
import { contentWriterOf, type ContentWriter } from './content-writer.js';
import { defineContentImportJobs } from './content-import.jobs.js';
import { UNSTARTED_UPLOAD_HOURS } from './csv-upload-expiry.js';

/**
 * What a killed or expired run leaves behind, without killing a process: the runner is called
 * as the job calls it, with writers that fail or take over part-way.
 */
describe('content import runs', () => {
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    // The queued job never runs by itself here: each test drives the runs.
    t = await createTestApp({ workJobs: false });
    company = await createCompany(t.database.db, { maxContent: 100 });
  });
  afterAll(() => t.close());

  async function startImport(titles: string[]): Promise<number> {
    const admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    const ctx = { ...systemContext(company), actor: actorOf(admin) };
    const service = createContentImportService({
      db: t.database.db,
      storage: t.storage,
      enqueue: async () => undefined,
    });
    const header = contentCsvTemplateColumns.join(',');
    const row = (title: string) =>
      contentCsvTemplateColumns
        .map((c) => (c === 'title' ? title : c === 'action' ? '0' : ''))
        .join(',');
    const csv = [header, ...titles.map(row)].join('\n');
    const uploaded = await service.upload(ctx, { fileName: 'x.csv', bytes: Buffer.from(csv) });
    await service.start(ctx, uploaded.id, 'en');
    return uploaded.id;
  }

  const importRow = async (id: number) =>
    (await t.database.db.select().from(csvImports).where(eq(csvImports.id, id)))[0]!;
  const titles = async (tag: string) =>
    (await t.database.db.select().from(contents).where(eq(contents.companyId, company.id)))
      .map((row) => row.title)
      .filter((title) => title.startsWith(tag))
      .sort();
  const deps = (writer: ContentWriter) => ({
    db: t.ports.db,
    storage: t.storage,
    companies: t.services.companies,
    writer,
  });
  const contentWriter = () => contentWriterOf(t.services.contents);

  it('resumes after a run died part-way, without doing a row twice', async () => {
    const tag = randomBytes(3).toString('hex');
    const id = await startImport([1, 2, 3, 4].map((n) => `${tag}-${n}`));
    let rows = 0;
    const writer = contentWriter();
    const dying: ContentWriter = {
      ...writer,
      add: async (ctx, fields) => {
        if (++rows === 3) throw new Error('process killed');
        return writer.add(ctx, fields);
      },
    };
    const data = { importId: id, companyId: company.id, language: 'en' as const };
    await expect(runContentImport(deps(dying), data)).rejects.toThrow('process killed');
    expect(await importRow(id)).toMatchObject({ processedRows: 2, attempts: 1 });
    expect(await titles(tag)).toEqual([`${tag}-1`, `${tag}-2`]);

    await runContentImport(deps(contentWriter()), data);
    expect(await titles(tag)).toEqual([1, 2, 3, 4].map((n) => `${tag}-${n}`));
    expect(await importRow(id)).toMatchObject({
      processedRows: 4,
      errorRows: 0,
      attempts: 2,
      progressState: ImportState.Done,
      requestStatus: ImportRequestStatus.Success,
    });
  });

  it('stops a run that a newer run took over', async () => {
    const tag = randomBytes(3).toString('hex');
    const id = await startImport([1, 2, 3].map((n) => `${tag}-${n}`));
    let rows = 0;
    const writer = contentWriter();
    const overtaken: ContentWriter = {
      ...writer,
      add: async (ctx, fields) => {
        // During row 2 a retry of the expired job begins (it counts its attempt). Written in
        // the row's own transaction: PGlite has one connection, a second one would wait.
        if (++rows === 2) {
          await t.ports.db.update(csvImports).set({ attempts: 2 }).where(eq(csvImports.id, id));
        }
        return writer.add(ctx, fields);
      },
    };
    const data = { importId: id, companyId: company.id, language: 'en' as const };
    await runContentImport(deps(overtaken), data);
    // Row 2 rolled back with its progress (and, here, the simulated takeover); the run stopped.
    expect(await importRow(id)).toMatchObject({
      processedRows: 1,
      requestStatus: ImportRequestStatus.Progressing,
    });
    expect(await titles(tag)).toEqual([`${tag}-1`]);

    // The run that took over goes on from row 2.
    await runContentImport(deps(contentWriter()), data);
    expect(await titles(tag)).toEqual([1, 2, 3].map((n) => `${tag}-${n}`));
    expect(await importRow(id)).toMatchObject({ requestStatus: ImportRequestStatus.Success });
  });

  it('ends an import that keeps dying as failed, so the company can import again', async () => {
    const tag = randomBytes(3).toString('hex');
    const id = await startImport([`${tag}-1`]);
    await t.database.db
      .update(csvImports)
      .set({ attempts: MAX_IMPORT_RUNS })
      .where(eq(csvImports.id, id));
    const data = { importId: id, companyId: company.id, language: 'en' as const };
    await runContentImport(deps(contentWriter()), data);
    expect(await importRow(id)).toMatchObject({
      progressState: ImportState.Done,
      requestStatus: ImportRequestStatus.Error,
      failureReason: expect.stringMatching(/interrupted/),
    });
    expect(await titles(tag)).toEqual([]);
    // No longer running: the next import may start (no 746).
    await expect(startImport([`${tag}-2`])).resolves.toBeGreaterThan(id);
  });

  it('the clean-up job deletes uploads never started within a day, and files ended user imports kept', async () => {
    const db = t.database.db;
    const owner = await createCompany(db);
    const dayAgo = new Date(Date.now() - (UNSTARTED_UPLOAD_HOURS + 1) * 60 * 60 * 1000);
    const stored = async (name: string, values: Partial<typeof csvImports.$inferInsert>) => {
      const key = `companies/${owner.id}/imports/${name}.csv`;
      await t.storage.put(key, Buffer.from('email,password\r\na@x.test,Clear123x'), 'text/csv');
      const [row] = await db
        .insert(csvImports)
        .values({ companyId: owner.id, kind: 'user', fileName: name, fileKey: key, ...values })
        .returning();
      return { id: row!.id, key };
    };
    const staleUser = await stored('stale-user', { createdAt: dayAgo });
    const staleContent = await stored('stale-content', { kind: 'content', createdAt: dayAgo });
    const fresh = await stored('fresh', {});
    const running = await stored('running', { createdAt: dayAgo, requestStatus: 0 });
    const failedUser = await stored('failed-user', { createdAt: dayAgo, requestStatus: 2 });
    const failedContent = await stored('failed-content', {
      kind: 'content',
      createdAt: dayAgo,
      requestStatus: 2,
    });

    await defineContentImportJobs(deps(contentWriter())).expireUploads.handler(
      {},
      { signal: new AbortController().signal },
    );

    const rows = await db.select().from(csvImports).where(eq(csvImports.companyId, owner.id));
    const keyOf = new Map(rows.map((row) => [row.id, row.fileKey]));
    expect([...keyOf.keys()].sort((a, b) => a - b)).toEqual(
      [fresh.id, running.id, failedUser.id, failedContent.id].sort((a, b) => a - b),
    );
    expect(keyOf.get(failedUser.id)).toBe('');
    expect(keyOf.get(failedContent.id)).toBe(failedContent.key);
    const exists = async (key: string) => (await t.storage.stat(key)) !== null;
    for (const gone of [staleUser, staleContent, failedUser]) {
      expect(await exists(gone.key), gone.key).toBe(false);
    }
    for (const kept of [fresh, running, failedContent]) {
      expect(await exists(kept.key), kept.key).toBe(true);
    }
  });
});

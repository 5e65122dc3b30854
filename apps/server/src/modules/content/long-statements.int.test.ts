import { ContentEncodingStatus } from '@hondana/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newElementId } from '../../platform/crypto/ids.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { systemContext } from '../../platform/http/request-context.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { createCompany } from '../../test/factories.js';
import { runWhileLocked } from '../../test/lock-wait.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createCompanyService } from '../company/company.service.js';
import { createContent } from '../content-access/content-access-test-helpers.js';
import { contents, contentTexts } from './content.tables.js';
import { backfillSearchTokens } from './page-text-backfill.js';
import { processContent } from './processing/process-content.js';
import { makeEpub } from './processing/test-books.js';

const TIMEOUT_MS = 100;
/** Past the timeout: without their long-statement transaction these would be cancelled. */
const HELD_MS = TIMEOUT_MS * 4;

// A statement waiting on a lock counts against statement_timeout; holding a lock the work needs
// makes one of its statements outlast the pool's short timeout on any machine. PostgreSQL only:
// PGlite has one connection (nothing else can hold a lock) and no statement timeout.
describe.runIf(inject('postgresTemplate') !== null)(
  'jobs and maintenance outlast the request statement timeout',
  () => {
    let database: Extract<DatabaseHandle, { kind: 'postgres' }>;
    let storage: ObjectStorage;
    let filesDir: string;

    beforeAll(async () => {
      const handle = await openTestDatabase({ statementTimeoutMs: TIMEOUT_MS });
      if (handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
      database = handle;
      filesDir = await mkdtemp(path.join(tmpdir(), 'hondana-long-'));
      storage = createLocalStorage(filesDir);
    });
    afterAll(async () => {
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it('the search-token backfill waits for its rows', async () => {
      const db = database.db;
      const company = await createCompany(db);
      const old = await createContent(db, company);
      await db.insert(contentTexts).values([
        { contentId: old.id, companyId: company.id, pageNumber: 1, text: '古い本' },
        { contentId: old.id, companyId: company.id, pageNumber: 2, text: 'old page' },
      ]);
      const ended = await runWhileLocked(
        database,
        `select 1 from content_texts where content_id = '${old.id}' for update`,
        HELD_MS,
        () => backfillSearchTokens(db),
      );
      expect(ended).toEqual({ value: 2 });
    });

    it("a processed book's texts are stored even when their rows are busy", async () => {
      const db = database.db;
      const company = await createCompany(db);
      const id = newElementId();
      const fileKey = `companies/${company.id}/contents/${id}/source.epub`;
      await storage.put(fileKey, Buffer.from(await makeEpub({ chapters: ['<p>灯台</p>'] })));
      await db
        .insert(contents)
        .values({ id, companyId: company.id, title: 'Book', fileType: 'epub', fileKey });
      await db
        .insert(contentTexts)
        .values({ contentId: id, companyId: company.id, pageNumber: 1, text: 'before' });
      const ended = await runWhileLocked(
        database,
        `select 1 from content_texts where content_id = '${id}' for update`,
        HELD_MS,
        () => processContent({ db, storage }, { contentId: id, companyId: company.id }),
      );
      expect(ended.error).toBeUndefined();
      const [row] = await db.select().from(contents).where(eq(contents.id, id));
      expect(row?.encodingStatus).toBe(ContentEncodingStatus.Encoded);
    });

    it('a company is deleted with its contents even when one is busy', async () => {
      const db = database.db;
      const company = await createCompany(db);
      await createContent(db, company);
      const ended = await runWhileLocked(
        database,
        `select 1 from contents where company_id = ${company.id} for update`,
        HELD_MS,
        () => createCompanyService(db).delete(systemContext(null), company.id),
      );
      expect(ended.value?.id).toBe(company.id);
    });
  },
);

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { createCompany } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import {
  defineContentJobs,
  enqueueContentProcessing,
  type ContentJobOptions,
} from './content.jobs.js';
import { contents } from './content.tables.js';
import {
  buildAnalysisWorker,
  type BuiltWorker,
} from './processing/analysis-worker-test-helpers.js';
import { makeEpub, nestedFormsPdf } from './processing/test-books.js';

describe('content.process job', () => {
  let database: DatabaseHandle;
  let filesDir: string;
  let storage: ObjectStorage;
  let queue: JobQueue | null = null;
  let companyId: number;

  beforeEach(async () => {
    database = await openTestDatabase();
    filesDir = await mkdtemp(path.join(tmpdir(), 'hondana-jobs-'));
    storage = createLocalStorage(filesDir);
    companyId = (await createCompany(database.db)).id;
  });
  afterEach(async () => {
    await queue?.stop();
    queue = null;
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function startQueue(jobStorage: ObjectStorage, options: ContentJobOptions = {}) {
    const jobs = defineContentJobs({ db: database.db, storage: jobStorage }, options);
    queue = createJobQueue(
      database.kind === 'pglite'
        ? { pglite: database.pglite, pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 }
        : {
            connectionString: database.connectionString,
            pollingIntervalSeconds: 0.5,
            superviseIntervalSeconds: 1,
          },
      pino({ level: 'silent' }),
    );
    queue.register(Object.values(jobs));
    await queue.start({ work: true });
    return jobs;
  }

  async function addContent(owner: number, fileType: 'pdf' | 'epub', bytes: Uint8Array) {
    const id = newElementId();
    const fileKey = `companies/${owner}/contents/${id}/source.${fileType}`;
    await storage.put(fileKey, Buffer.from(bytes));
    await database.db
      .insert(contents)
      .values({ id, companyId: owner, title: 'T', fileType, fileKey });
    return id;
  }

  async function addEpub(): Promise<string> {
    return addContent(companyId, 'epub', await makeEpub({ chapters: ['<p>本文</p>'] }));
  }

  async function waitForStatus(id: string, statuses: number[], timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await database.db.select().from(contents).where(eq(contents.id, id));
      if (statuses.includes(row!.encodingStatus)) return row!;
      if (Date.now() > deadline) throw new Error(`status still ${row!.encodingStatus}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('processes a queued content in the background', async () => {
    const jobs = await startQueue(storage);
    const id = await addEpub();
    await enqueueContentProcessing(queue!, jobs, { contentId: id, companyId });
    expect(await waitForStatus(id, [3, 4])).toMatchObject({ encodingStatus: 3, pageCount: 1 });
  });

  it('fails the content (status 4, with the reason) when the last attempt fails', async () => {
    const broken: ObjectStorage = {
      ...storage,
      get: () => Promise.reject(new Error('storage unreachable')),
    };
    const jobs = await startQueue(broken, { retryLimit: 0 });
    const id = await addEpub();
    await enqueueContentProcessing(queue!, jobs, { contentId: id, companyId });
    const row = await waitForStatus(id, [3, 4]);
    expect(row.encodingStatus).toBe(4);
    expect(row.encodingError).toMatch(/did not finish.*storage unreachable/);
  });

  it('fails the content when the last attempt times out (as when its process dies)', async () => {
    let release: () => void = () => undefined;
    const hanging: ObjectStorage = {
      ...storage,
      get: () =>
        new Promise((_, reject) => {
          release = () => reject(new Error('released'));
        }),
    };
    const jobs = await startQueue(hanging, { retryLimit: 0, timeoutSeconds: 1 });
    const id = await addEpub();
    await enqueueContentProcessing(queue!, jobs, { contentId: id, companyId });
    await waitForStatus(id, [2]);
    const row = await waitForStatus(id, [3, 4]);
    release();
    expect(row.encodingStatus).toBe(4);
    expect(row.encodingError).toMatch(/did not finish/);
  });

  describe('with the analysis in a worker thread, as the built server runs it', () => {
    let worker: BuiltWorker;
    beforeAll(async () => {
      worker = await buildAnalysisWorker();
    });
    afterAll(async () => {
      await worker.remove();
    });

    it("fails a book built to be slow at its time bound, and another company's book still processes", async () => {
      // Default retries and job timeout: the bound, not pg-boss, must end the slow book.
      const jobs = await startQueue(storage, {
        analysis: { workerUrl: worker.url, timeLimitMs: 3_000 },
      });
      const slow = await addContent(companyId, 'pdf', await nestedFormsPdf());
      const other = (await createCompany(database.db)).id;
      const normal = await addContent(
        other,
        'epub',
        await makeEpub({ chapters: ['<p>一</p>', '<p>二</p>'] }),
      );
      await enqueueContentProcessing(queue!, jobs, { contentId: slow, companyId });
      await enqueueContentProcessing(queue!, jobs, { contentId: normal, companyId: other });
      const failed = await waitForStatus(slow, [3, 4]);
      expect(failed.encodingStatus).toBe(4);
      expect(failed.encodingError).toMatch(/longer than the 3 seconds allowed for one book/);
      expect(await waitForStatus(normal, [3, 4])).toMatchObject({
        encodingStatus: 3,
        pageCount: 2,
      });
    }, 60_000);
  });
});

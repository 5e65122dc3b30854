// Puts a book into the demo company of DATA_DIR as an upload would (file in storage, content
// row in the "novels" shelf) and queues the same processing job; the next server start runs it.
// Run with the server stopped (the embedded database has one process at a time):
//   DATA_DIR=… node --import tsx bench/reader/insert-book.ts <file.pdf>
// The product's upload route (POST content/upload-add) does the same once it is merged.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import { companies } from '../../apps/server/src/modules/company/company.tables.js';
import {
  defineContentJobs,
  enqueueContentProcessing,
} from '../../apps/server/src/modules/content/content.jobs.js';
import {
  contentGroupContents,
  contents,
} from '../../apps/server/src/modules/content/content.tables.js';
import { contentGroups } from '../../apps/server/src/modules/content-group/content-group.tables.js';
import { contentFileKey, DEMO } from '../../apps/server/src/modules/demo/demo-seed.js';
import { newElementId } from '../../apps/server/src/platform/crypto/ids.js';
import { createJobQueue } from '../../apps/server/src/platform/jobs/job-queue.js';
import { createStorageFor, openConfiguredDatabase } from '../../apps/server/src/runtime.js';

const file = process.argv[2];
if (!file) throw new Error('usage: insert-book.ts <file.pdf>');
const config = loadConfig();
const { database, releaseLock } = await openConfiguredDatabase(config);
const storage = createStorageFor(config);
const jobs = createJobQueue(
  database.kind === 'pglite'
    ? { pglite: database.pglite }
    : { connectionString: database.connectionString },
  pino({ level: 'warn' }),
);
const contentJobs = defineContentJobs({ db: database.db, storage });
jobs.register(Object.values(contentJobs));
try {
  await jobs.start({ work: false });
  const db = database.db;
  const [company] = await db.select().from(companies).where(eq(companies.domain, DEMO.domain));
  if (!company) throw new Error(`no demo company in ${config.dataDir}`);
  const [shelf] = await db
    .select()
    .from(contentGroups)
    .where(and(eq(contentGroups.companyId, company.id), eq(contentGroups.type, 'NORMAL')))
    .orderBy(contentGroups.ordinal)
    .limit(1);
  const id = newElementId();
  const fileName = path.basename(file);
  const fileKey = contentFileKey(company.id, id, fileName);
  await storage.put(fileKey, createReadStream(file), 'application/pdf');
  await db.insert(contents).values({
    id,
    companyId: company.id,
    title: 'Benchmark: 300 pages of noise',
    fileType: 'pdf',
    fileName,
    fileKey,
    fileSize: (await stat(file)).size,
    viewMode: 1,
  });
  await db.insert(contentGroupContents).values({ contentGroupId: shelf!.id, contentId: id });
  await enqueueContentProcessing(jobs, contentJobs, { contentId: id, companyId: company.id });
  console.log(id);
} finally {
  await jobs.stop();
  await database.close();
  if (releaseLock) await releaseLock();
}

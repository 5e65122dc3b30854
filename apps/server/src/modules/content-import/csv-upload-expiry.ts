import type { Database } from '../../platform/db/database.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import {
  createCsvImportRepository,
  createCsvUploadCleanupRepository,
} from './content-import.repository.js';

/**
 * How long an uploaded CSV may wait to be imported (docs/decisions.md): a day covers "upload
 * now, check and start after lunch", and a user CSV may hold passwords in clear.
 */
export const UNSTARTED_UPLOAD_HOURS = 24;

const BATCH = 100;

/**
 * The clean-up job (`csv-import.expire-uploads`): deletes the uploads never imported within
 * UNSTARTED_UPLOAD_HOURS (row and file), and the files that user imports which ended still
 * hold (the runner deletes them at the end; this catches a delete that failed). Answers how
 * many files went.
 */
export async function expireCsvUploads(deps: {
  db: Database;
  storage: ObjectStorage;
}): Promise<number> {
  const { db, storage } = deps;
  let deleted = 0;
  for (let more = true; more;) {
    // A row goes only with its file: a delete that fails rolls the batch back for the next run.
    const keys = await db.transaction(async (tx) => {
      const taken = await createCsvUploadCleanupRepository(tx).deleteUnstarted(
        UNSTARTED_UPLOAD_HOURS,
        BATCH,
      );
      for (const key of taken) if (key) await storage.delete(key);
      return taken;
    });
    deleted += keys.length;
    more = keys.length === BATCH;
  }
  const cleanup = createCsvUploadCleanupRepository(db);
  const users = createCsvImportRepository(db, 'user');
  for (let more = true; more;) {
    const ended = await cleanup.endedUserUploads(BATCH);
    for (const upload of ended) {
      await storage.delete(upload.fileKey);
      await users.forgetFile(upload.companyId, upload.id);
    }
    deleted += ended.length;
    more = ended.length === BATCH;
  }
  return deleted;
}

import type { ContentFields } from '@hondana/contract';
import type { Database, Executor } from '../../platform/db/database.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { createContentService } from '../content/content.service.js';

/**
 * What the import needs of the content module: metadata only (an imported content has no file
 * yet, encoding_status 1, until the administrator uploads it with replace-content). Refusals are
 * AppErrors (712 unknown id, 715 unknown group, 420 the company's maxContent), which the import
 * turns into row errors. Made per transaction, so a row's write and its progress commit together.
 */
export interface ContentWriter {
  add(ctx: CompanyContext, fields: ContentFields): Promise<unknown>;
  update(ctx: CompanyContext, id: string, fields: Partial<ContentFields>): Promise<unknown>;
  remove(ctx: CompanyContext, id: string): Promise<unknown>;
}

export type ContentWriterFactory = (executor: Executor) => ContentWriter;

/**
 * The content service on the row's transaction: its own transactions become savepoints inside
 * it, and its rules (maxContent with the company row locked, groups of the company) apply to
 * imported rows as to the screen's. A deleted content's files go at once (the service deletes
 * them after its row); should the row's transaction then roll back (a newer run took over), the
 * content stays without its file, as after a failed upload.
 */
export function contentServiceWriter(storage: ObjectStorage): ContentWriterFactory {
  return (executor) => {
    const contents = createContentService({
      // A transaction is a database for the service: what it opens inside are savepoints.
      db: executor as Database,
      storage,
      // The import stores no book files, so nothing is uploaded or processed through here.
      maxUploadBytes: 0,
      enqueueProcessing: () => {
        throw new Error('the content import stores no files to process');
      },
    });
    return {
      add: (ctx, fields) => contents.add(ctx, fields),
      update: (ctx, id, fields) => contents.update(ctx, id, fields),
      remove: (ctx, id) => contents.delete(ctx, id),
    };
  };
}

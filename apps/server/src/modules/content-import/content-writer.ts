import type { ContentFields } from '@hondana/contract';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ContentService } from '../content/content.service.js';

/**
 * What the import needs of the content module: metadata only (an imported content has no file
 * yet, encoding_status 1, until the administrator uploads it with replace-content). Refusals are
 * AppErrors (712 unknown id, 715 unknown group, 420 the company's maxContent), which the import
 * turns into row errors.
 */
export interface ContentWriter {
  add(ctx: CompanyContext, fields: ContentFields): Promise<unknown>;
  update(ctx: CompanyContext, id: string, fields: Partial<ContentFields>): Promise<unknown>;
  remove(ctx: CompanyContext, id: string): Promise<unknown>;
}

/**
 * The content service as the import writes rows with it. Called inside the row's savepoint, its
 * queries join it (one withTransaction), so a row's write and its progress commit together, and
 * its rules (maxContent with the company row locked, groups of the company) apply to imported
 * rows as to the screen's. A deleted content's files go at once (the service deletes them after
 * its row); should the row's transaction then roll back (a newer run took over), the content
 * stays without its file, as after a failed upload.
 */
export function contentWriterOf(contents: ContentService): ContentWriter {
  return {
    add: (ctx, fields) => contents.add(ctx, fields),
    update: (ctx, id, fields) => contents.update(ctx, id, fields),
    remove: (ctx, id) => contents.delete(ctx, id),
  };
}

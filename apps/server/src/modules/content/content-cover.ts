import { ContentEncodingStatus, ErrorCode, limits } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { describeAcceptedImages, detectImageType } from '../company/company-images.js';
import {
  contentNotFound,
  findContentOrThrow,
  withGroups,
  type ContentWithGroups,
  type Leftover,
} from './content-records.js';
import { contentStoragePrefix, coverObjectKey } from './content-storage.js';
import { createContentRepository } from './content.repository.js';
import type { ContentRow } from './content.tables.js';
import { coversFromImage } from './processing/cover-maker.js';
import { processingKeys } from './processing/process-content.js';

/** An uploaded cover is judged and limited like a logo (docs/decisions.md, issue 21 part 4). */
export const COVER_MAX_BYTES = limits.logoMaxBytes;
export const ACCEPTED_COVERS = describeAcceptedImages('logo');

type CoverResult = ContentWithGroups & { leftover: Leftover | null };

/**
 * A content's cover chosen by its administrator: an uploaded image replaces the generated one
 * (made at both cover sizes, stored beside the content's other files under a new key, so a
 * reader's cached cover URL never shows a half-written image), and can be taken back.
 */
export function createContentCovers({ db, storage }: { db: Database; storage: ObjectStorage }) {
  /** Deletes the previous uploaded cover after the row stopped pointing at it. */
  async function dropUploaded(before: ContentRow, result: ContentWithGroups): Promise<CoverResult> {
    if (!before.coverUploaded || !before.coverKey || before.coverKey === result.row.coverKey) {
      return { ...result, leftover: null };
    }
    const keys = [
      coverObjectKey(before.coverKey, 'small'),
      coverObjectKey(before.coverKey, 'large'),
    ];
    try {
      for (const key of keys) await storage.delete(key);
      return { ...result, leftover: null };
    } catch (error) {
      return { ...result, leftover: { keys, error } };
    }
  }

  return {
    /** `PUT content/update-cover/{id}`: 412 unless PNG, JPEG, GIF or WebP the canvas can decode. */
    async uploadCover(ctx: CompanyContext, id: string, bytes: Buffer): Promise<CoverResult> {
      const companyId = ctx.company.id;
      const before = await findContentOrThrow(db, ctx, id);
      if (!detectImageType(bytes, 'logo')) {
        throw new AppError(ErrorCode.InvalidFile, {
          message: `The cover is not an image this site accepts (${ACCEPTED_COVERS}).`,
        });
      }
      const covers = await coversFromImage(bytes).catch((error: unknown) => {
        throw new AppError(ErrorCode.InvalidFile, {
          message: `The cover image cannot be read: ${error instanceof Error ? error.message : String(error)}`,
        });
      });
      const prefix = `${contentStoragePrefix(companyId, id)}uploaded-cover-${newElementId(12)}`;
      await storage.put(coverObjectKey(prefix, 'small'), covers.small, 'image/webp');
      await storage.put(coverObjectKey(prefix, 'large'), covers.large, 'image/webp');
      const row = await createContentRepository(db).update(companyId, id, {
        coverKey: prefix,
        coverUploaded: true,
      });
      if (!row) {
        for (const size of ['small', 'large'] as const) {
          await storage.delete(coverObjectKey(prefix, size)).catch(() => undefined);
        }
        throw contentNotFound(id);
      }
      return dropUploaded(before, await withGroups(db, row));
    },

    /**
     * `PUT content/reset-cover/{id}`: back to the cover processing made from the file (none until
     * the file is processed). A content without an uploaded cover is answered as it is.
     */
    async resetCover(ctx: CompanyContext, id: string): Promise<CoverResult> {
      const companyId = ctx.company.id;
      const before = await findContentOrThrow(db, ctx, id);
      if (!before.coverUploaded) return { ...(await withGroups(db, before)), leftover: null };
      const processed = before.encodingStatus === ContentEncodingStatus.Encoded;
      const row = await createContentRepository(db).update(companyId, id, {
        coverKey: processed ? processingKeys({ companyId, contentId: id }).coverKey : null,
        coverUploaded: false,
      });
      if (!row) throw contentNotFound(id);
      return dropUploaded(before, await withGroups(db, row));
    },
  };
}

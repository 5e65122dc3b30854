import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type WatermarkWire,
  type ViewerToken,
  type viewerTokenQuerySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage, StoredObject } from '../../platform/storage/object-storage.js';
import { StorageNotFoundError, StorageRangeError } from '../../platform/storage/object-storage.js';
import { needsSizeFirst, parseRange } from './byte-range.js';
import type { AccessRequest, ContentAccess } from '../content-access/content-access.js';
import type { LibraryService } from '../library/library.service.js';
import { createReaderRepository, type WatermarkRow } from './reader.repository.js';
import { defaultWatermark, fillWatermark } from './watermark.js';

/** Long enough to read a book in one sitting; the reader asks for a new token when it runs out. */
export const VIEWER_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

export type ViewerTokenQuery = z.infer<typeof viewerTokenQuerySchema>;

export interface IssuedViewerToken {
  token: ViewerToken;
  /** Set when a visitor had no visitor cookie yet: the route sends it (httpOnly). */
  newVisitorCookie: string | null;
}

export type OpenedBook =
  | { kind: 'unsatisfiable'; size: number }
  | {
      kind: 'whole' | 'range';
      object: StoredObject;
      start: number;
      end: number;
      contentType: string;
    };

/** A book's stored file: its storage key and media type. */
export interface BookFile {
  key: string;
  contentType: string;
}

const mediaTypes = { pdf: 'application/pdf', epub: 'application/epub+zip' } as const;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function presentWatermark(row: WatermarkRow | null): WatermarkWire {
  if (!row) return defaultWatermark;
  return {
    watermark_content: row.watermarkContent,
    font_size: row.fontSize,
    color: row.color,
    opacity: row.opacity,
    position: row.position,
  };
}

export interface ReaderDependencies {
  db: Database;
  storage: ObjectStorage;
  /** The one access rule (modules/content-access): whether this person may open the book. */
  access: ContentAccess;
  /** Counts the opening (popularity, recently read) and knows the reader's saved place. */
  library: Pick<LibraryService, 'recordOpened' | 'readPosition'>;
  clock: Clock;
}

/** A viewer token for a content the reader may open. */
function viewerTokenCalls(deps: ReaderDependencies) {
  const repository = createReaderRepository(deps.db);
  const { access, library } = deps;

  /** What the query names: a content (and group), a public detail token or a direct-view token. */
  function accessRequestOf(ctx: CompanyContext, query: ViewerTokenQuery): AccessRequest {
    const contentGroupId = query.content_group_id ?? null;
    if (query.content_id) return { contentId: query.content_id, contentGroupId, purpose: 'open' };
    if (query.detail_id) return { detailId: query.detail_id, contentGroupId, purpose: 'open' };
    if (query.view_token) {
      // The direct-view route is login-guarded (product.md §2): a session is needed here too.
      if (!ctx.actor) throw new AppError(ErrorCode.AccessTokenMissing);
      return { viewToken: query.view_token, purpose: 'open' };
    }
    throw new AppError(ErrorCode.ContentNotFound);
  }
  return {
    /**
     * The right to read one book now: the access rule decides, then a random token (only its
     * hash is kept) bound to this company, content and the reader's session or visitor cookie.
     */
    async issueViewerToken(
      ctx: CompanyContext,
      query: ViewerTokenQuery,
      visitorCookie: string | null,
    ): Promise<IssuedViewerToken> {
      const decision = await access.canOpen(ctx, accessRequestOf(ctx, query));
      const { content } = decision;
      const contentId = content.id;
      if (!content.fileKey) throw new AppError(ErrorCode.ContentFileNotFound);
      const actor = ctx.actor;
      const newVisitorCookie =
        !actor && !visitorCookie ? randomBytes(32).toString('base64url') : null;
      const tokenId = randomBytes(32).toString('base64url');
      const visitorHash = actor ? null : sha256((newVisitorCookie ?? visitorCookie)!);
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + VIEWER_TOKEN_TTL_MS);
      await repository.insertToken({
        tokenHash: sha256(tokenId),
        companyId: ctx.company.id,
        contentId,
        contentGroupId: decision.group?.id ?? null,
        userId: actor?.userId ?? null,
        sessionId: actor?.sessionId ?? null,
        visitorHash,
        viewLinkHash: query.view_token ? sha256(query.view_token) : null,
        printMode: decision.printMode,
        expiresAt,
      });
      await library.recordOpened(ctx, {
        contentId,
        contentGroupId: decision.group?.id ?? null,
        visitorKey: visitorHash,
      });
      const [name, watermark, position] = await Promise.all([
        actor ? repository.findUserName(ctx.company.id, actor.userId) : null,
        repository.findWatermark(ctx.company.id),
        library.readPosition(ctx, contentId),
      ]);
      return {
        newVisitorCookie,
        token: {
          token_id: tokenId,
          expires_at: expiresAt.toISOString(),
          content_info: {
            id: content.id,
            title: content.title,
            printable_content: decision.printMode,
            extension_type: content.fileType,
            page_count: content.pageCount,
          },
          watermark: fillWatermark(
            presentWatermark(watermark),
            { name, userId: actor?.userId ?? null },
            now,
          ),
          reading_position: position,
        },
      };
    },
  };
}

/** The book's bytes for a viewer token, and the company's watermark. */
function bookCalls(deps: ReaderDependencies) {
  const repository = createReaderRepository(deps.db);
  const { access } = deps;
  const calls = {
    /**
     * The stored file of the book behind a token, once every check has passed. Refused alike
     * (764) when the token is unknown, belongs to another company's host, or its session ended or
     * the visitor cookie differs; 765 when it expired; the access rule's answer when the reader
     * may no longer open it.
     */
    async findBookFile(
      ctx: CompanyContext,
      tokenId: string,
      visitorCookie: string | null,
    ): Promise<BookFile> {
      const viewer = access.viewerOf(ctx);
      const found = await repository.findTokenWithContent(sha256(tokenId), viewer);
      if (!found || found.token.companyId !== ctx.company.id) {
        throw new AppError(ErrorCode.ViewerTokenNotFound);
      }
      const { token, content } = found;
      const holder = token.sessionId
        ? ctx.actor?.sessionId === token.sessionId
        : !!visitorCookie && token.visitorHash === sha256(visitorCookie);
      if (!holder) throw new AppError(ErrorCode.ViewerTokenNotFound);
      // Issued from a direct-view link the administrator has renewed since: that link is over.
      if (
        token.viewLinkHash !== null &&
        (content.viewToken === null || sha256(content.viewToken) !== token.viewLinkHash)
      ) {
        throw new AppError(ErrorCode.ViewerTokenNotFound);
      }
      if (token.expiresAt.getTime() <= deps.clock.now().getTime()) {
        throw new AppError(ErrorCode.ViewerTokenExpired);
      }
      // The rule is asked again on every request: a reader whose access ended (group dates, user
      // group, the book withdrawn) gets no more bytes, even with a token still running. A token
      // without a group came from a direct-view link (or an administrator's ungrouped book), so
      // the link's rule applies; with a group, the group's. The content was read with the token.
      await access.canViewerOpenFound(
        viewer,
        {
          contentGroupId: token.contentGroupId,
          viaViewLink: token.contentGroupId === null,
          purpose: 'open',
        },
        found,
      );
      const key = content.optimizedFileKey ?? content.fileKey;
      if (!key) throw new AppError(ErrorCode.ContentFileNotFound);
      const contentType = mediaTypes[content.fileType];
      return { key, contentType };
    },

    /** The bytes of the book behind the token (the whole file or a range), after findBookFile. */
    async openBook(
      ctx: CompanyContext,
      tokenId: string,
      visitorCookie: string | null,
      rangeHeader: string | undefined,
    ): Promise<OpenedBook> {
      const { key, contentType } = await calls.findBookFile(ctx, tokenId, visitorCookie);
      try {
        if (needsSizeFirst(rangeHeader)) {
          const info = await deps.storage.stat(key);
          if (!info) throw new StorageNotFoundError(key);
          const wanted = parseRange(rangeHeader, info.size);
          if (wanted.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: info.size };
          if (wanted.kind === 'range') {
            const object = await deps.storage.get(key, { start: wanted.start, end: wanted.end });
            return { kind: 'range', object, start: wanted.start, end: wanted.end, contentType };
          }
        }
        // Parsing against "infinite" size tells whole from range; the object's size clamps it.
        const wanted = parseRange(rangeHeader, Number.MAX_SAFE_INTEGER);
        if (wanted.kind !== 'range') {
          const object = await deps.storage.get(key);
          return { kind: 'whole', object, start: 0, end: object.size - 1, contentType };
        }
        const object = await deps.storage.get(key, { start: wanted.start, end: wanted.end });
        const end = Math.min(wanted.end, object.size - 1);
        return { kind: 'range', object, start: wanted.start, end, contentType };
      } catch (error) {
        if (error instanceof StorageRangeError) return { kind: 'unsatisfiable', size: error.size };
        if (error instanceof StorageNotFoundError)
          throw new AppError(ErrorCode.ContentFileNotFound);
        throw error;
      }
    },

    async getWatermark(ctx: CompanyContext): Promise<WatermarkWire> {
      return presentWatermark(await repository.findWatermark(ctx.company.id));
    },

    async saveWatermark(ctx: CompanyContext, body: WatermarkWire): Promise<WatermarkWire> {
      await repository.upsertWatermark(ctx.company.id, {
        watermarkContent: body.watermark_content,
        fontSize: body.font_size,
        color: body.color,
        opacity: body.opacity,
        position: body.position,
      });
      return presentWatermark(await repository.findWatermark(ctx.company.id));
    },

    async resetWatermark(ctx: CompanyContext): Promise<WatermarkWire> {
      await repository.deleteWatermark(ctx.company.id);
      return defaultWatermark;
    },
  };
  return calls;
}

export function createReaderService(deps: ReaderDependencies) {
  return { ...viewerTokenCalls(deps), ...bookCalls(deps) };
}

export type ReaderService = ReturnType<typeof createReaderService>;

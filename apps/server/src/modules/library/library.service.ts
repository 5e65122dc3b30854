import { ContentListType, ErrorCode } from '@hondana/contract';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock/clock.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import {
  dateErrorOf,
  type AccessGrant,
  type ContentAccess,
} from '../content-access/content-access.js';
import type { Viewer } from '../content-access/viewer.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { CoverSize } from '../content/content-storage.js';
import type { ContentService } from '../content/content.service.js';
import type { Shelf } from './library.presenter.js';
import {
  createLibraryRepository,
  type ListedContent,
  type ListOrder,
  type ShelfSort,
  type ShelfSource,
} from './library.repository.js';

export interface ShelfPageQuery {
  listType: number;
  contentGroupId?: number;
  page: number;
  size: number;
  sort: ShelfSort;
}

export interface ContentDetailQuery {
  detailId?: string;
  contentId?: string;
  contentGroupId?: number;
}

export interface ContentRef {
  contentId: string;
  contentGroupId?: number | null;
}

/** The reader behind a favourite or position call; these routes admit readers only. */
const HOUR_MS = 60 * 60 * 1000;

function readerOf(viewer: Viewer): number {
  if (viewer.kind !== 'reader') throw new AppError(ErrorCode.NoPermission);
  return viewer.userId;
}

/** The home shelves, favourites and recently read. */
function shelfCalls(db: Executor, { access }: LibraryDependencies) {
  const repository = createLibraryRepository(db);

  async function shelfOf(
    viewer: Viewer,
    group: ContentGroupRow,
    listType: number,
    source: ShelfSource,
    sort: ShelfSort,
    page: number,
    size: number,
  ): Promise<Shelf> {
    const { rows, total } = await repository.shelfPage(viewer, source, sort, page, size);
    return { group, listType, page, size, total, rows };
  }
  return {
    /**
     * `content-group/public/list` and `content-group-list`: the normal groups the viewer may see,
     * each with its first page (item_size contents) in the order asked for.
     */
    async shelves(ctx: CompanyContext, sort: ShelfSort): Promise<Shelf[]> {
      const viewer = access.viewerOf(ctx);
      const groups = await repository.visibleGroups(viewer, 'NORMAL');
      return Promise.all(
        groups.map((group) =>
          shelfOf(
            viewer,
            group,
            ContentListType.Normal,
            { kind: 'group', contentGroupId: group.id },
            sort,
            1,
            group.itemSize,
          ),
        ),
      );
    },

    /**
     * `content-group/favorites-recently-read`: the reader's favourites (list type 2) and recently
     * read books (3), shown with the settings of the company's favourite group; none when the
     * company has no favourite group (the home page then shows no favourites).
     */
    async favoritesAndRecent(ctx: CompanyContext, sort: ShelfSort): Promise<Shelf[]> {
      const viewer = access.viewerOf(ctx);
      const userId = readerOf(viewer);
      const [group] = await repository.favoriteGroups(viewer.companyId);
      if (!group) return [];
      return Promise.all([
        shelfOf(
          viewer,
          group,
          ContentListType.Favorite,
          { kind: 'favorites', userId },
          sort,
          1,
          group.itemSize,
        ),
        shelfOf(
          viewer,
          group,
          ContentListType.RecentlyRead,
          { kind: 'recent', userId },
          sort,
          1,
          group.itemSize,
        ),
      ]);
    },
  };
}

/** A group's pages, filtered pages and a content's detail. */
function browseCalls(db: Executor, { access, clock }: LibraryDependencies) {
  const repository = createLibraryRepository(db);

  /** A normal group the viewer may browse: 715 when unknown or hidden, 827/828 outside its dates. */
  async function browsableGroup(viewer: Viewer, id: number): Promise<ContentGroupRow> {
    const group = await repository.findGroup(viewer.companyId, id);
    if (!group) throw new AppError(ErrorCode.ContentGroupNotFound);
    if (viewer.kind !== 'admin') {
      const dateError = dateErrorOf(group, clock.now());
      if (dateError !== null) throw new AppError(dateError);
      if (!(await repository.isGroupVisible(viewer, id))) {
        throw new AppError(ErrorCode.ContentGroupNotFound);
      }
    }
    return group;
  }
  return {
    /**
     * `content/public/page`: one page of a shelf. An empty page above the last is answered as it
     * is (the web steps back). Favourites and recently read of a visitor are empty.
     */
    async shelfPage(
      ctx: CompanyContext,
      query: ShelfPageQuery,
    ): Promise<{ rows: ListedContent[]; total: number; group: ContentGroupRow | null }> {
      const viewer = access.viewerOf(ctx);
      let listType = query.listType;
      let group: ContentGroupRow | null = null;
      if (listType === ContentListType.Normal) {
        if (query.contentGroupId === undefined) throw new AppError(ErrorCode.BadParameters);
        group = await repository.findGroup(viewer.companyId, query.contentGroupId);
        // A favourite-type group's contents are the reader's own favourites.
        if (group?.type === 'FAVORITE') listType = ContentListType.Favorite;
        else group = await browsableGroup(viewer, query.contentGroupId);
      }
      if (listType !== ContentListType.Normal) {
        if (viewer.kind !== 'reader') return { rows: [], total: 0, group };
        const source: ShelfSource =
          listType === ContentListType.Favorite
            ? { kind: 'favorites', userId: viewer.userId }
            : { kind: 'recent', userId: viewer.userId };
        return {
          ...(await repository.shelfPage(viewer, source, query.sort, query.page, query.size)),
          group,
        };
      }
      const source: ShelfSource = { kind: 'group', contentGroupId: group!.id };
      return {
        ...(await repository.shelfPage(viewer, source, query.sort, query.page, query.size)),
        group,
      };
    },

    /**
     * The searches' list: one page of the contents the viewer may see that meet `where` (SQL on
     * `contents`, built by the search module), through each of `contentGroupIds` when given
     * (each must be a group the viewer may browse: 715, 827, 828 as for a shelf). `group` is the
     * one group the search is limited to, if exactly one, for the presentation.
     */
    async filteredPage(
      ctx: CompanyContext,
      query: {
        contentGroupIds: number[];
        where: SQL | undefined;
        order: ListOrder;
        page: number;
        size: number;
      },
    ): Promise<{
      rows: ListedContent[];
      total: number;
      totalIsLowerBound: boolean;
      group: ContentGroupRow | null;
    }> {
      const viewer = access.viewerOf(ctx);
      const contentGroupIds = [...new Set(query.contentGroupIds)];
      const groups: ContentGroupRow[] = [];
      for (const id of contentGroupIds) groups.push(await browsableGroup(viewer, id));
      const page = await repository.filteredPage(viewer, { ...query, contentGroupIds });
      return { ...page, group: groups.length === 1 ? groups[0]! : null };
    },

    /**
     * `content/public/detail/`: one content by its public detail token or its id, seen through
     * the given group (or any the viewer may see). 712 when the rule refuses.
     */
    async detail(
      ctx: CompanyContext,
      query: ContentDetailQuery,
    ): Promise<{ listed: ListedContent; grant: AccessGrant }> {
      const viewer = access.viewerOf(ctx);
      let contentId = query.contentId;
      if (query.detailId !== undefined) {
        const byToken = await repository.findContentIdByDetailId(viewer.companyId, query.detailId);
        if (!byToken || (contentId !== undefined && contentId !== byToken)) {
          throw new AppError(ErrorCode.ContentNotFound);
        }
        contentId = byToken;
      }
      if (contentId === undefined) throw new AppError(ErrorCode.BadParameters);
      const grant = await access.canViewerOpen(viewer, {
        contentId,
        contentGroupId: query.contentGroupId,
        purpose: 'see',
      });
      const listed = await repository.listedContent(viewer, contentId);
      if (!listed) throw new AppError(ErrorCode.ContentNotFound);
      return { listed, grant };
    },
  };
}

/** What a reader keeps: favourites, views, reading positions. */
function readerStateCalls(db: Executor, { access, clock }: LibraryDependencies) {
  const repository = createLibraryRepository(db);
  return {
    /** 712 when the reader may not see the content, 783 when it is already a favourite. */
    async addFavorite(ctx: CompanyContext, ref: ContentRef) {
      const viewer = access.viewerOf(ctx);
      const userId = readerOf(viewer);
      const grant = await access.canViewerOpen(viewer, { ...ref, purpose: 'favorite' });
      const contentGroupId = ref.contentGroupId ? (grant.group?.id ?? null) : null;
      const added = await repository.addFavorite({
        userId,
        contentId: grant.content.id,
        companyId: viewer.companyId,
        contentGroupId,
      });
      if (!added) throw new AppError(ErrorCode.AlreadyInFavorites);
      return { contentId: grant.content.id, contentGroupId, isFavorite: true };
    },

    /** 784 when the content is not among the reader's favourites (also another company's). */
    async removeFavorite(ctx: CompanyContext, contentId: string) {
      const viewer = access.viewerOf(ctx);
      const userId = readerOf(viewer);
      const contentGroupId = await repository.favoriteGroupId(viewer.companyId, userId, contentId);
      const removed = await repository.removeFavorite(viewer.companyId, userId, contentId);
      if (!removed) throw new AppError(ErrorCode.NotInFavorites);
      return { contentId, contentGroupId, isFavorite: false };
    },

    /**
     * The reader module calls this when it issues a viewer token (after its own `canOpen`):
     * counts a view for popularity and, for a signed-in reader, moves the book to the top of
     * recently read.
     */
    async recordOpened(
      ctx: CompanyContext,
      ref: ContentRef & { visitorKey?: string | null },
    ): Promise<void> {
      const viewer = access.viewerOf(ctx);
      if (viewer.kind === 'admin') return;
      const userId = viewer.kind === 'reader' ? viewer.userId : null;
      const viewerKey =
        userId !== null ? `user:${userId}` : ref.visitorKey ? `visitor:${ref.visitorKey}` : null;
      const now = clock.now();
      const recorded = await repository.recordView({
        companyId: viewer.companyId,
        contentId: ref.contentId,
        userId,
        viewerKey,
        viewedAt: now,
        // Once per viewer, book and hour (the unique index decides between two at once).
        viewHour: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS),
      });
      if (!recorded) throw new AppError(ErrorCode.ContentNotFound);
      if (userId !== null) {
        await repository.touchReadingState({
          userId,
          contentId: ref.contentId,
          companyId: viewer.companyId,
          contentGroupId: ref.contentGroupId ?? null,
        });
      }
    },

    /** `PUT content/reading-position/{id}`: only for a book the reader may open. */
    async savePosition(
      ctx: CompanyContext,
      contentId: string,
      position: { location: string; progress?: number | null },
    ) {
      const viewer = access.viewerOf(ctx);
      const userId = readerOf(viewer);
      await access.canViewerOpen(viewer, { contentId, purpose: 'open' });
      return repository.savePosition({
        userId,
        contentId,
        companyId: viewer.companyId,
        location: position.location,
        progress: position.progress ?? null,
      });
    },

    /** Where the reader stopped in a book (any device); null for visitors and unread books. */
    async readPosition(
      ctx: CompanyContext,
      contentId: string,
    ): Promise<{ location: string; progress: number | null } | null> {
      const viewer = access.viewerOf(ctx);
      if (viewer.kind !== 'reader') return null;
      const state = await repository.readingState(viewer.companyId, viewer.userId, contentId);
      if (!state?.location) return null;
      return { location: state.location, progress: state.progress };
    },
  };
}

/**
 * The readers' side of the library: home shelves, a group's contents, the detail of one content,
 * favourites, recently read, reading positions and views. Every answer passes the access rule.
 */
export interface LibraryDependencies {
  access: ContentAccess;
  contents: Pick<ContentService, 'openCover'>;
  clock: Clock;
}

export function createLibraryService(db: Executor, deps: LibraryDependencies) {
  return {
    ...shelfCalls(db, deps),
    ...browseCalls(db, deps),
    ...readerStateCalls(db, deps),
    /**
     * A content's cover, for whoever may see the content by the access rule (a reader or visitor
     * through a group they may see, its administrators always); others get the rule's refusal.
     */
    async openCover(ctx: CompanyContext, contentId: string, size: CoverSize) {
      const { content } = await deps.access.canOpen(ctx, { contentId, purpose: 'see' });
      return deps.contents.openCover(content, size);
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;

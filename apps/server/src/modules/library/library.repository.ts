import type { PopularityPeriod } from '@hondana/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../platform/db/qualified.js';
import type { Executor } from '../../platform/db/database.js';
import { PLANNED_PER_RUN } from '../../platform/db/kept-statements.js';
import {
  planFlagsOf,
  visibleContentsCondition,
  visibleGroupsCondition,
} from '../content-access/content-access.filters.js';
import { preparedPerViewerShape, type Viewer } from '../content-access/viewer.js';
import { defaultGroupsLast } from '../content-group/content-group.repository.js';
import { contentGroups, type ContentGroupRow } from '../content-group/content-group.tables.js';
import {
  contentGroupContents,
  contentHashtags,
  contents,
  type ContentRow,
} from '../content/content.tables.js';
import { contentViews, favorites, readingStates } from './library.tables.js';
import { periodStart } from './popularity.js';

export interface ShelfSort {
  field: 'title' | 'author' | 'create_date' | 'popular';
  order: 'asc' | 'desc';
  period: PopularityPeriod;
}

/** Which contents a shelf holds: one group's, or the reader's favourites or recently read. */
export type ShelfSource =
  | { kind: 'group'; contentGroupId: number }
  | { kind: 'favorites'; userId: number }
  | { kind: 'recent'; userId: number };

/**
 * The order of a filtered list: its ORDER BY terms, the `contents` columns they read, and whether
 * it is newest first, the order `contents_company_created_idx` keeps a company's contents in.
 */
export interface ListOrder {
  by: SQL[];
  columns: PgColumn[];
  newestFirst: boolean;
}

/**
 * How many matching contents a search counts (docs/decisions.md, "Field and hashtag search"):
 * past this many the total is a lower bound, which the answer says, and the page is found by
 * walking the company's contents in order, so a word in most books costs no more than a rare one.
 */
export const SEARCH_COUNT_BOUND = 1_000;

/** A content as a list shows it, with what the row itself does not hold. */
export interface ListedContent {
  content: ContentRow;
  /** The groups holding it that the viewer may see. */
  contentGroupIds: number[];
  /** The hashtags it carries. */
  hashtagIds: number[];
  viewCount: number;
  isFavorite: boolean;
  /** The plan gate's flags (content-access.filters.ts `planFlagsOf`). */
  isSubscriptionPlan: boolean;
  isRegistered: boolean;
  /** The signed-in reader's place in it; null for others and books they never opened. */
  readingState: { location: string | null; progress: number | null } | null;
}

function viewsSince(since: Date | null): SQL<number> {
  return since
    ? sql<number>`(select count(*)::int from ${contentViews} where ${qualified(contentViews.contentId)} = ${qualified(contents.id)} and ${qualified(contentViews.viewedAt)} >= ${since.toISOString()})`
    : sql<number>`(select count(*)::int from ${contentViews} where ${qualified(contentViews.contentId)} = ${qualified(contents.id)})`;
}

function listedColumns(viewer: Viewer) {
  const readerId = viewer.kind === 'reader' ? viewer.userId : null;
  return {
    content: contents,
    contentGroupIds: sql<
      number[]
    >`array(select ${qualified(contentGroupContents.contentGroupId)} from ${contentGroupContents} inner join ${contentGroups} on ${qualified(contentGroups.id)} = ${qualified(contentGroupContents.contentGroupId)} where ${qualified(contentGroupContents.contentId)} = ${qualified(contents.id)} and ${visibleGroupsCondition(viewer)} order by 1)`,
    hashtagIds: sql<
      number[]
    >`array(select ${qualified(contentHashtags.hashtagId)} from ${contentHashtags} where ${qualified(contentHashtags.contentId)} = ${qualified(contents.id)} order by 1)`,
    viewCount: viewsSince(null),
    isFavorite:
      readerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${favorites} where ${qualified(favorites.userId)} = ${readerId} and ${qualified(favorites.contentId)} = ${qualified(contents.id)})`,
    ...planFlagsOf(viewer, qualified(contents.id)),
    // One primary-key lookup per row: every cover a reader has started shows how far they got.
    readingState:
      readerId === null
        ? sql<null>`null`
        : sql<
            ListedContent['readingState']
          >`(select json_build_object('location', ${qualified(readingStates.location)}, 'progress', ${qualified(readingStates.progress)}) from ${readingStates} where ${qualified(readingStates.userId)} = ${readerId} and ${qualified(readingStates.contentId)} = ${qualified(contents.id)} and ${qualified(readingStates.companyId)} = ${viewer.companyId})`,
  };
}

function orderOf(source: ShelfSource, sort: ShelfSort): SQL[] {
  if (source.kind === 'favorites') return [desc(favorites.createdAt), asc(contents.id)];
  if (source.kind === 'recent') return [desc(readingStates.lastOpenedAt), asc(contents.id)];
  const direction = sort.order === 'asc' ? asc : desc;
  const key = {
    title: contents.title,
    author: contents.author,
    create_date: contents.createdAt,
    popular: viewsSince(periodStart(sort.period)),
  }[sort.field];
  return [direction(key), desc(contents.createdAt), asc(contents.id)];
}

/** The content groups a viewer sees, and the favourites group. */
function libraryGroupQueries(db: Executor) {
  return {
    /** The groups `viewer` may see, in home order (default groups last). */
    async visibleGroups(viewer: Viewer, type?: 'NORMAL' | 'FAVORITE'): Promise<ContentGroupRow[]> {
      return db
        .select()
        .from(contentGroups)
        .where(and(visibleGroupsCondition(viewer), type ? eq(contentGroups.type, type) : undefined))
        .orderBy(...defaultGroupsLast(), asc(contentGroups.ordinal), asc(contentGroups.id));
    },

    /** The company's favourite-type groups, default first: their settings drive the reader's shelves. */
    async favoriteGroups(companyId: number): Promise<ContentGroupRow[]> {
      return db
        .select()
        .from(contentGroups)
        .where(and(eq(contentGroups.companyId, companyId), eq(contentGroups.type, 'FAVORITE')))
        .orderBy(desc(contentGroups.isDefault), asc(contentGroups.ordinal), asc(contentGroups.id));
    },

    async findGroup(companyId: number, id: number): Promise<ContentGroupRow | null> {
      const rows = await db
        .select()
        .from(contentGroups)
        .where(and(eq(contentGroups.id, id), eq(contentGroups.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether `viewer` may see the group now (dates, user group); same rule as the lists. */
    async isGroupVisible(viewer: Viewer, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: contentGroups.id })
        .from(contentGroups)
        .where(and(eq(contentGroups.id, id), visibleGroupsCondition(viewer)))
        .limit(1);
      return rows.length > 0;
    },

    async favoriteGroupId(
      companyId: number,
      userId: number,
      contentId: string,
    ): Promise<number | null> {
      const rows = await db
        .select({ contentGroupId: favorites.contentGroupId })
        .from(favorites)
        .where(
          and(
            eq(favorites.companyId, companyId),
            eq(favorites.userId, userId),
            eq(favorites.contentId, contentId),
          ),
        )
        .limit(1);
      return rows[0]?.contentGroupId ?? null;
    },
  };
}

/**
 * The first column of a search's statements: its conditions decide its plan, so it is planned for
 * their values on every run (kept-statements.ts).
 */
const searchColumn = <T>(column: SQL) => sql<T>`${sql.raw(PLANNED_PER_RUN)} ${column}`;

/** Shelves, filtered pages and one listed content. */
function libraryContentQueries(db: Executor) {
  async function countUpTo(where: SQL | undefined, most: number): Promise<number> {
    const limited = db
      .select({ one: searchColumn(sql`1`) })
      .from(contents)
      .where(where)
      .limit(most)
      .as('found');
    const counted = await db.select({ count: sql<number>`count(*)::int` }).from(limited);
    return counted[0]?.count ?? 0;
  }

  /**
   * The ids of one page of the contents meeting `where`, in `order`. Newest first, the company's
   * contents are read in that order (its index) until the page is full: a search past the count
   * bound matches at least that many, so the page is near. The fence (`offset 0`) keeps the
   * planner from sorting every match instead, as its estimate of a LIKE may tell it to.
   */
  async function pageInOrder(
    companyId: number,
    where: SQL | undefined,
    order: ListOrder,
    size: number,
    offset: number,
  ): Promise<string[]> {
    const source = order.newestFirst
      ? sql`(select * from ${contents} where ${eq(contents.companyId, companyId)} order by ${sql.join(order.by, sql`, `)} offset 0) as ${contents}`
      : sql`${contents}`;
    const rows = await db
      .select({ id: searchColumn<string>(qualified(contents.id)) })
      .from(source)
      .where(where)
      .orderBy(...order.by)
      .limit(size)
      .offset(offset);
    return rows.map((row) => row.id);
  }

  /**
   * The page's listing, one statement per viewer shape: drizzle took longer to build it (its
   * columns' six subqueries and the rule in them) than PostgreSQL to run it, and every field and
   * hashtag search sends one (docs/decisions.md, "The page's listing, prepared").
   */
  const preparedListing = preparedPerViewerShape((placeholders) =>
    db
      .select(listedColumns(placeholders))
      .from(contents)
      .where(
        and(
          eq(contents.companyId, placeholders.companyId),
          sql`${qualified(contents.id)} = any(${sql.placeholder('ids')}::text[])`,
        ),
      )
      .prepare(''),
  );
  /** The listed contents of `ids` (in no order) as `viewer` sees them. */
  function listing(viewer: Viewer, ids: string[]): Promise<ListedContent[]> {
    return preparedListing(viewer, { ids });
  }

  return {
    /** The columns of a ListedContent: the searches select them so results look like cards. */
    listedColumns,

    /** One page of a shelf, and how many contents it holds in all. */
    async shelfPage(
      viewer: Viewer,
      source: ShelfSource,
      sort: ShelfSort,
      page: number,
      size: number,
    ): Promise<{ rows: ListedContent[]; total: number }> {
      const base = db.select(listedColumns(viewer)).from(contents).$dynamic();
      const counter = db
        .select({ count: sql<number>`count(*)::int` })
        .from(contents)
        .$dynamic();
      let where: SQL;
      if (source.kind === 'group') {
        where = visibleContentsCondition(viewer, { contentGroupId: source.contentGroupId });
      } else if (source.kind === 'favorites') {
        where = and(visibleContentsCondition(viewer), eq(favorites.userId, source.userId))!;
        base.innerJoin(favorites, eq(favorites.contentId, contents.id));
        counter.innerJoin(favorites, eq(favorites.contentId, contents.id));
      } else {
        where = and(visibleContentsCondition(viewer), eq(readingStates.userId, source.userId))!;
        base.innerJoin(readingStates, eq(readingStates.contentId, contents.id));
        counter.innerJoin(readingStates, eq(readingStates.contentId, contents.id));
      }
      const [rows, counted] = await Promise.all([
        base
          .where(where)
          .orderBy(...orderOf(source, sort))
          .limit(size)
          .offset((page - 1) * size),
        counter.where(where),
      ]);
      return { rows, total: counted[0]?.count ?? 0 };
    },

    /**
     * One page of the contents `viewer` may see that also meet `where` (a search's conditions),
     * in `order`; with `contentGroupIds`, only those reached through each of these groups.
     * The access rule is applied here, so no search can leave it out. The total is exact up to
     * `countBound` (SEARCH_COUNT_BOUND), and past it a lower bound (`totalIsLowerBound`).
     */
    async filteredPage(
      viewer: Viewer,
      query: {
        contentGroupIds: number[];
        where: SQL | undefined;
        order: ListOrder;
        page: number;
        size: number;
        countBound?: number;
      },
    ): Promise<{ rows: ListedContent[]; total: number; totalIsLowerBound: boolean }> {
      const visible =
        query.contentGroupIds.length === 0
          ? [visibleContentsCondition(viewer)]
          : query.contentGroupIds.map((contentGroupId) =>
              visibleContentsCondition(viewer, { contentGroupId }),
            );
      const where = and(...visible, query.where);
      const bound = query.countBound ?? SEARCH_COUNT_BOUND;
      const offset = (query.page - 1) * query.size;
      // The matches up to the bound, found however the planner finds them fastest (in no order),
      // then ordered: when there are no more, that is every match, its page and its exact total.
      const found = db
        .select(Object.fromEntries(query.order.columns.map((column) => [column.name, column])))
        .from(contents)
        .where(where)
        .limit(bound + 1)
        .as('contents');
      const matched = await db
        .select({
          id: searchColumn<string>(sql`"id"`),
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(found)
        .orderBy(...query.order.by)
        .limit(query.size)
        .offset(offset);
      const total = matched[0]?.total;
      let ids = matched.map((row) => row.id);
      if (total === undefined) {
        // A page past the end holds no row to carry the count.
        const counted = query.page === 1 ? 0 : await countUpTo(where, bound + 1);
        return { rows: [], total: Math.min(counted, bound), totalIsLowerBound: counted > bound };
      }
      if (total > bound) {
        // A common word: its page lies among the first contents in order.
        ids = await pageInOrder(viewer.companyId, where, query.order, query.size, offset);
      }
      const listed = ids.length === 0 ? [] : await listing(viewer, ids);
      const byId = new Map(listed.map((row) => [row.content.id, row]));
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      return { rows, total: Math.min(total, bound), totalIsLowerBound: total > bound };
    },

    /** One content with the list extras (the access rule was asked before). */
    async listedContent(viewer: Viewer, contentId: string): Promise<ListedContent | null> {
      const rows = await listing(viewer, [contentId]);
      return rows[0] ?? null;
    },

    async findContentIdByDetailId(companyId: number, detailId: string): Promise<string | null> {
      const rows = await db
        .select({ id: contents.id })
        .from(contents)
        .where(and(eq(contents.detailId, detailId), eq(contents.companyId, companyId)))
        .limit(1);
      return rows[0]?.id ?? null;
    },
  };
}

/** What a reader leaves: favourites, views, reading positions. */
function readerStateQueries(db: Executor) {
  return {
    /** False when the pair was already there (783). */
    async addFavorite(values: typeof favorites.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(favorites)
        .values(values)
        .onConflictDoNothing()
        .returning({ contentId: favorites.contentId });
      return rows.length > 0;
    },

    /** False when there was no such favourite (784). */
    async removeFavorite(companyId: number, userId: number, contentId: string): Promise<boolean> {
      const rows = await db
        .delete(favorites)
        .where(
          and(
            eq(favorites.companyId, companyId),
            eq(favorites.userId, userId),
            eq(favorites.contentId, contentId),
          ),
        )
        .returning({ contentId: favorites.contentId });
      return rows.length > 0;
    },

    /** False (nothing written) when the content is not the company's. */
    /** Counts a view unless this viewer's view of the book in this hour is counted already. */
    async recordView(values: {
      companyId: number;
      contentId: string;
      userId: number | null;
      viewerKey: string | null;
      viewedAt: Date;
      viewHour: Date;
    }): Promise<boolean> {
      const owned = await db
        .select({ id: contents.id })
        .from(contents)
        .where(and(eq(contents.id, values.contentId), eq(contents.companyId, values.companyId)))
        .limit(1);
      if (owned.length === 0) return false;
      await db.insert(contentViews).values(values).onConflictDoNothing();
      return true;
    },

    /** Marks the book as opened now (recently read), keeping any saved position. */
    async touchReadingState(values: {
      userId: number;
      contentId: string;
      companyId: number;
      contentGroupId: number | null;
    }): Promise<void> {
      const now = new Date();
      await db
        .insert(readingStates)
        .values({ ...values, lastOpenedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [readingStates.userId, readingStates.contentId],
          set: { lastOpenedAt: now, contentGroupId: values.contentGroupId },
        });
    },

    async savePosition(values: {
      userId: number;
      contentId: string;
      companyId: number;
      location: string;
      progress: number | null;
    }) {
      const now = new Date();
      const rows = await db
        .insert(readingStates)
        .values({ ...values, lastOpenedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [readingStates.userId, readingStates.contentId],
          set: { location: values.location, progress: values.progress, updatedAt: now },
        })
        .returning();
      return rows[0]!;
    },

    async readingState(companyId: number, userId: number, contentId: string) {
      const rows = await db
        .select()
        .from(readingStates)
        .where(
          and(
            eq(readingStates.companyId, companyId),
            eq(readingStates.userId, userId),
            eq(readingStates.contentId, contentId),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

/**
 * The library's read side: shelves, favourites, reading states and views. Every content query
 * goes through the access rule's list form, so a list never shows what `canOpen` refuses.
 */
export function createLibraryRepository(db: Executor) {
  return { ...libraryGroupQueries(db), ...libraryContentQueries(db), ...readerStateQueries(db) };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;

import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { hashtags } from '../hashtag/hashtag.tables.js';
import {
  contentGroupContents,
  contentHashtags,
  contents,
  contentTexts,
  type ContentRow,
} from './content.tables.js';

export type NewContentRow = typeof contents.$inferInsert;
/** Columns to change: values, or SQL computed from the row (in the same UPDATE). */
export type ContentUpdate = { [K in keyof NewContentRow]?: NewContentRow[K] | SQL };

export type ContentSortField =
  'title' | 'author' | 'create_date' | 'update_date' | 'encoding_status' | 'page_count';

export interface ContentPageQuery {
  page: number;
  size: number;
  search?: string;
  sortField: ContentSortField;
  sortOrder: 'asc' | 'desc';
  contentGroupId?: number;
  encodingStatus?: number;
}

const sortColumns = {
  title: contents.title,
  author: contents.author,
  create_date: contents.createdAt,
  update_date: contents.updatedAt,
  encoding_status: contents.encodingStatus,
  page_count: contents.pageCount,
} as const;

/** Finding contents, one or a page or all, and counting them against maxContent. */
function contentReads(db: Executor) {
  function pageFilter(companyId: number, query: Omit<ContentPageQuery, 'page' | 'size'>) {
    const conditions: SQL[] = [eq(contents.companyId, companyId)];
    const search = query.search?.trim();
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      conditions.push(
        or(
          ilike(contents.title, pattern),
          ilike(contents.author, pattern),
          ilike(contents.keywords, pattern),
        )!,
      );
    }
    if (query.encodingStatus !== undefined) {
      conditions.push(eq(contents.encodingStatus, query.encodingStatus));
    }
    if (query.contentGroupId !== undefined) {
      conditions.push(
        inArray(
          contents.id,
          db
            .select({ id: contentGroupContents.contentId })
            .from(contentGroupContents)
            .where(eq(contentGroupContents.contentGroupId, query.contentGroupId)),
        ),
      );
    }
    return and(...conditions);
  }
  return {
    async findById(companyId: number, id: string): Promise<ContentRow | null> {
      const rows = await db
        .select()
        .from(contents)
        .where(and(eq(contents.id, id), eq(contents.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** One page of the company's contents and the total; nulls sort last either way. */
    async findPage(
      companyId: number,
      query: ContentPageQuery,
    ): Promise<{ rows: ContentRow[]; total: number }> {
      const where = pageFilter(companyId, query);
      const column = sortColumns[query.sortField];
      const direction = query.sortOrder === 'asc' ? asc : desc;
      // id breaks ties, so pages never repeat or skip a content.
      const order = [sql`${direction(column)} nulls last`, direction(contents.id)];
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(contents)
          .where(where)
          .orderBy(...order)
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(contents)
          .where(where),
      ]);
      return { rows, total: counted[0]?.count ?? 0 };
    },

    /** Every content of the company matching the list's filters, oldest first (CSV export). */
    async findAll(
      companyId: number,
      query: Omit<ContentPageQuery, 'page' | 'size'>,
    ): Promise<ContentRow[]> {
      const direction = query.sortOrder === 'asc' ? asc : desc;
      return db
        .select()
        .from(contents)
        .where(pageFilter(companyId, query))
        .orderBy(
          sql`${direction(sortColumns[query.sortField])} nulls last`,
          direction(contents.id),
        );
    },

    async count(companyId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(contents)
        .where(eq(contents.companyId, companyId));
      return row?.count ?? 0;
    },

    /**
     * The company's maxContent. With `lock` (inside a transaction) the company row stays locked
     * until the transaction ends, so two uploads cannot both take the last free place.
     */
    async maxContentOf(companyId: number, options: { lock: boolean }): Promise<number | null> {
      const query = db
        .select({ maxContent: companies.maxContent })
        .from(companies)
        .where(eq(companies.id, companyId));
      const rows = options.lock ? await query.for('update') : await query;
      return rows[0]?.maxContent ?? null;
    },
  };
}

/** A content's groups and hashtags. */
function contentLinks(db: Executor) {
  return {
    /** Group ids → the groups of their content, for the contents given. */
    async groupIdsOf(contentIds: string[]): Promise<Map<string, number[]>> {
      const map = new Map<string, number[]>(contentIds.map((id) => [id, []]));
      if (contentIds.length === 0) return map;
      const rows = await db
        .select()
        .from(contentGroupContents)
        .where(inArray(contentGroupContents.contentId, contentIds))
        .orderBy(asc(contentGroupContents.contentGroupId));
      for (const row of rows) map.get(row.contentId)?.push(row.contentGroupId);
      return map;
    },

    /** Hashtag ids → the hashtags each content carries, for the contents given. */
    async hashtagIdsOf(contentIds: string[]): Promise<Map<string, number[]>> {
      const map = new Map<string, number[]>(contentIds.map((id) => [id, []]));
      if (contentIds.length === 0) return map;
      const rows = await db
        .select()
        .from(contentHashtags)
        .where(inArray(contentHashtags.contentId, contentIds))
        .orderBy(asc(contentHashtags.hashtagId));
      for (const row of rows) map.get(row.contentId)?.push(row.hashtagId);
      return map;
    },

    /** Which of `hashtagIds` are hashtags of the company. */
    async existingHashtagIds(companyId: number, hashtagIds: number[]): Promise<Set<number>> {
      if (hashtagIds.length === 0) return new Set();
      const rows = await db
        .select({ id: hashtags.id })
        .from(hashtags)
        .where(and(eq(hashtags.companyId, companyId), inArray(hashtags.id, hashtagIds)));
      return new Set(rows.map((row) => row.id));
    },

    /** The content carries exactly `hashtagIds` (already checked to be the company's). */
    async setHashtags(contentId: string, hashtagIds: number[]): Promise<void> {
      await db.delete(contentHashtags).where(eq(contentHashtags.contentId, contentId));
      if (hashtagIds.length === 0) return;
      await db
        .insert(contentHashtags)
        .values(hashtagIds.map((hashtagId) => ({ contentId, hashtagId })));
    },

    /** How many of the company's contents carry each of its hashtags (any state). */
    async hashtagContentCounts(companyId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ hashtagId: contentHashtags.hashtagId, n: count() })
        .from(contentHashtags)
        .innerJoin(hashtags, eq(hashtags.id, contentHashtags.hashtagId))
        .where(eq(hashtags.companyId, companyId))
        .groupBy(contentHashtags.hashtagId);
      return new Map(rows.map((row) => [row.hashtagId, row.n]));
    },

    /** Which of `groupIds` are groups of the company. */
    async existingGroupIds(companyId: number, groupIds: number[]): Promise<Set<number>> {
      if (groupIds.length === 0) return new Set();
      const rows = await db
        .select({ id: contentGroups.id })
        .from(contentGroups)
        .where(and(eq(contentGroups.companyId, companyId), inArray(contentGroups.id, groupIds)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Makes the content a member of exactly `groupIds` (already checked to be the company's);
     * a group it stays in keeps its ordinal, a new one puts it last.
     */
    async setGroups(contentId: string, groupIds: number[]): Promise<void> {
      const current = await db
        .select({ groupId: contentGroupContents.contentGroupId })
        .from(contentGroupContents)
        .where(eq(contentGroupContents.contentId, contentId));
      const wanted = new Set(groupIds);
      const have = new Set(current.map((row) => row.groupId));
      const gone = [...have].filter((id) => !wanted.has(id));
      if (gone.length > 0) {
        await db
          .delete(contentGroupContents)
          .where(
            and(
              eq(contentGroupContents.contentId, contentId),
              inArray(contentGroupContents.contentGroupId, gone),
            ),
          );
      }
      for (const groupId of wanted) {
        if (have.has(groupId)) continue;
        await db.insert(contentGroupContents).values({
          contentGroupId: groupId,
          contentId,
          ordinal: sql`(select coalesce(max(${contentGroupContents.ordinal}), 0) + 1 from ${contentGroupContents} where ${contentGroupContents.contentGroupId} = ${groupId})`,
        });
      }
    },
  };
}

/** Writing and deleting contents and their page texts. */
function contentWrites(db: Executor) {
  return {
    async insert(values: NewContentRow): Promise<ContentRow> {
      const rows = await db.insert(contents).values(values).returning();
      return rows[0]!;
    },

    async update(companyId: number, id: string, values: ContentUpdate): Promise<ContentRow | null> {
      const rows = await db
        .update(contents)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(contents.id, id), eq(contents.companyId, companyId)))
        .returning();
      return rows[0] ?? null;
    },

    /** Deletes the content; its group links, texts, favourites, views and tokens cascade. */
    async delete(companyId: number, id: string): Promise<ContentRow | null> {
      const rows = await db
        .delete(contents)
        .where(and(eq(contents.id, id), eq(contents.companyId, companyId)))
        .returning();
      return rows[0] ?? null;
    },

    /** The page texts of the previous file, gone when the file is replaced. */
    async deleteTexts(companyId: number, contentId: string): Promise<void> {
      await db
        .delete(contentTexts)
        .where(and(eq(contentTexts.contentId, contentId), eq(contentTexts.companyId, companyId)));
    },
  };
}

/** The only place that queries contents and their group links; every call takes the company id. */
export function createContentRepository(db: Executor) {
  return { ...contentReads(db), ...contentLinks(db), ...contentWrites(db) };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

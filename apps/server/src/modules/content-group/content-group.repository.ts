import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../platform/db/qualified.js';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import {
  contentGroups,
  type ContentGroupRow,
  type NewContentGroupRow,
} from './content-group.tables.js';

/** A group with how many contents it holds (content_group_contents, every status). */
export interface ContentGroupWithCount {
  group: ContentGroupRow;
  contentCount: number;
}

export interface ContentGroupPageQuery {
  page: number;
  size: number;
  search?: string;
  sortField: 'ordinal' | 'name' | 'created_date';
  sortOrder: 'asc' | 'desc';
}

/**
 * product.md §4: default groups last, except that a default normal group comes before a default
 * favourite one; the caller's order applies within those bands.
 */
export function defaultGroupsLast(): SQL[] {
  return [
    asc(contentGroups.isDefault),
    asc(
      sql`(${qualified(contentGroups.isDefault)} and ${qualified(contentGroups.type)} = 'FAVORITE')`,
    ),
  ];
}

const contentCount = sql<number>`(select count(*)::int from content_group_contents cgc where cgc.content_group_id = ${qualified(contentGroups.id)})`;

/** The only place that writes content_groups; every call takes the company id. */
export function createContentGroupRepository(db: Executor) {
  return {
    async findById(companyId: number, id: number): Promise<ContentGroupRow | null> {
      const rows = await db
        .select()
        .from(contentGroups)
        .where(and(eq(contentGroups.id, id), eq(contentGroups.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findWithCount(companyId: number, id: number): Promise<ContentGroupWithCount | null> {
      const rows = await db
        .select({ group: contentGroups, contentCount })
        .from(contentGroups)
        .where(and(eq(contentGroups.id, id), eq(contentGroups.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async page(
      companyId: number,
      query: ContentGroupPageQuery,
    ): Promise<{ rows: ContentGroupWithCount[]; total: number }> {
      const where = and(
        eq(contentGroups.companyId, companyId),
        query.search ? ilike(contentGroups.name, `%${escapeLike(query.search)}%`) : undefined,
      );
      const column = {
        ordinal: contentGroups.ordinal,
        name: contentGroups.name,
        created_date: contentGroups.createdAt,
      }[query.sortField];
      const direction = query.sortOrder === 'asc' ? asc : desc;
      const [rows, counted] = await Promise.all([
        db
          .select({ group: contentGroups, contentCount })
          .from(contentGroups)
          .where(where)
          .orderBy(...defaultGroupsLast(), direction(column), asc(contentGroups.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(contentGroups)
          .where(where),
      ]);
      return { rows, total: counted[0]?.count ?? 0 };
    },

    async all(companyId: number): Promise<ContentGroupWithCount[]> {
      return db
        .select({ group: contentGroups, contentCount })
        .from(contentGroups)
        .where(eq(contentGroups.companyId, companyId))
        .orderBy(...defaultGroupsLast(), asc(contentGroups.ordinal), asc(contentGroups.id));
    },

    async nextOrdinal(companyId: number): Promise<number> {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${qualified(contentGroups.ordinal)}), 0)::int` })
        .from(contentGroups)
        .where(eq(contentGroups.companyId, companyId));
      return (row?.max ?? 0) + 1;
    },

    async insert(values: NewContentGroupRow): Promise<ContentGroupRow> {
      const rows = await db.insert(contentGroups).values(values).returning();
      return rows[0]!;
    },

    async update(
      companyId: number,
      id: number,
      values: Partial<Omit<NewContentGroupRow, 'id' | 'companyId'>>,
    ): Promise<ContentGroupRow | null> {
      const rows = await db
        .update(contentGroups)
        .set(values)
        .where(and(eq(contentGroups.id, id), eq(contentGroups.companyId, companyId)))
        .returning();
      return rows[0] ?? null;
    },

    async delete(companyId: number, id: number): Promise<void> {
      await db
        .delete(contentGroups)
        .where(and(eq(contentGroups.id, id), eq(contentGroups.companyId, companyId)));
    },

    async findDefaults(companyId: number): Promise<ContentGroupRow[]> {
      return db
        .select()
        .from(contentGroups)
        .where(and(eq(contentGroups.companyId, companyId), eq(contentGroups.isDefault, true)))
        .orderBy(asc(contentGroups.id));
    },
  };
}

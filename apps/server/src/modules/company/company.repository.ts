import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { companies, type CompanyRow, type NewCompanyRow } from './company.tables.js';

export type CompanySortField = 'id' | 'name';

export interface CompanyPageQuery {
  search?: string;
  /** 1-based. */
  page: number;
  size: number;
  sortField: CompanySortField;
  sortOrder: 'asc' | 'desc';
}

/** The only place that queries the companies table. */
export function createCompanyRepository(db: Executor) {
  return {
    async findByDomain(domain: string): Promise<CompanyRow | null> {
      const rows = await db
        .select()
        .from(companies)
        .where(eq(sql`lower(${companies.domain})`, domain.toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether another company than `exceptId` already serves `domain` (case-insensitive). */
    async isDomainTaken(domain: string, exceptId?: number): Promise<boolean> {
      const sameDomain = eq(sql`lower(${companies.domain})`, domain.toLowerCase());
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(exceptId === undefined ? sameDomain : and(sameDomain, ne(companies.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async findById(id: number): Promise<CompanyRow | null> {
      const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The row, locked until the transaction ends (read-modify-write of its settings). */
    async findByIdForUpdate(id: number): Promise<CompanyRow | null> {
      const rows = await db.select().from(companies).where(eq(companies.id, id)).for('update');
      return rows[0] ?? null;
    },

    /** One page of companies whose name, domain or e-mail contains `search`, and the total. */
    async findPage(query: CompanyPageQuery): Promise<{ rows: CompanyRow[]; total: number }> {
      let where: SQL | undefined;
      const search = query.search?.trim();
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        where = or(
          ilike(companies.name, pattern),
          ilike(companies.domain, pattern),
          ilike(companies.email, pattern),
        );
      }
      const direction = query.sortOrder === 'asc' ? asc : desc;
      // id breaks ties between equal names, so pages never repeat or skip a company.
      const order =
        query.sortField === 'name'
          ? [direction(companies.name), direction(companies.id)]
          : [direction(companies.id)];
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(companies)
          .where(where)
          .orderBy(...order)
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(companies)
          .where(where),
      ]);
      return { rows, total: counted[0]?.count ?? 0 };
    },

    async insert(values: NewCompanyRow): Promise<CompanyRow> {
      const rows = await db.insert(companies).values(values).returning();
      return rows[0]!;
    },

    /** Changes the given columns and `updated_at`; null when the company does not exist. */
    async update(id: number, values: Partial<NewCompanyRow>): Promise<CompanyRow | null> {
      const rows = await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companies.id, id))
        .returning();
      return rows[0] ?? null;
    },

    /** Deletes the company; its users, groups and contents go with it (foreign keys cascade). */
    async deleteById(id: number): Promise<CompanyRow | null> {
      const rows = await db.delete(companies).where(eq(companies.id, id)).returning();
      return rows[0] ?? null;
    },

    async countAll(): Promise<number> {
      const rows = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
      return rows[0]?.count ?? 0;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

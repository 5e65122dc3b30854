import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { companies, type CompanyRow, type NewCompanyRow } from './company.tables.js';

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

    async findById(id: number): Promise<CompanyRow | null> {
      const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insert(values: NewCompanyRow): Promise<CompanyRow> {
      const rows = await db.insert(companies).values(values).returning();
      return rows[0]!;
    },

    async countAll(): Promise<number> {
      const rows = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
      return rows[0]?.count ?? 0;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

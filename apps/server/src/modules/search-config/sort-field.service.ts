import { englishVariantChanges, ErrorCode, type sortFieldBodySchema } from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { createOrdinalRepository } from './ordinal.repository.js';
import { assertOrdinalIds, type Ordinals } from './search-config.checks.js';
import {
  createSearchConfigReader,
  defaultSortFields,
  type SortFieldRow,
} from './search-config.reader.js';
import { createSortFieldRepository, type SortFieldRepository } from './sort-field.repository.js';

export type SortFieldBody = z.infer<typeof sortFieldBodySchema>;

/** A company keeps one default sort field: the first one when the default went away. */
async function keepOneDefaultSortField(repo: SortFieldRepository, companyId: number) {
  const rows = await repo.storedSortFields(companyId);
  const first = rows[0];
  if (first && !rows.some((row) => row.isSortFieldDefault)) {
    await repo.makeOnlyDefaultSortField(companyId, first.id);
  }
}

/** Company administrators' sort fields (api-catalogue §7, sort field) and the readers' list. */
export function createSortFieldService(db: Database) {
  const repository = createSortFieldRepository(db);
  const reader = createSearchConfigReader(db);

  async function mustFindSortField(ctx: CompanyContext, id: number): Promise<SortFieldRow> {
    const row = await repository.sortField(ctx.company.id, id);
    if (!row) throw new AppError(ErrorCode.SortNotFound);
    return row;
  }

  async function assertSortFieldFree(ctx: CompanyContext, field: number, exceptId?: number) {
    const rows = await repository.storedSortFields(ctx.company.id);
    if (rows.some((row) => row.field === field && row.id !== exceptId)) {
      throw new AppError(ErrorCode.SortExists);
    }
  }

  return {
    /** The company's sort fields in order; the defaults (id 0) until it stores its own. */
    sortFields(ctx: CompanyContext): Promise<SortFieldRow[]> {
      return reader.sortFields(ctx.company.id);
    },

    sortField(ctx: CompanyContext, id: number) {
      return mustFindSortField(ctx, id);
    },

    /**
     * 731 for a field already sorted by. The first add stores the defaults the readers saw, so
     * the new one comes after them. A new default sort field replaces the previous default.
     */
    async addSortField(ctx: CompanyContext, body: SortFieldBody): Promise<SortFieldRow> {
      return db.transaction(async (tx) => {
        const repo = createSortFieldRepository(tx);
        if ((await repo.storedSortFields(ctx.company.id)).length === 0) {
          await repo.insertSortFields(ctx.company.id, [...defaultSortFields]);
        }
        const rows = await repo.storedSortFields(ctx.company.id);
        if (rows.some((row) => row.field === body.field)) throw new AppError(ErrorCode.SortExists);
        const top = rows.reduce((highest, row) => Math.max(highest, row.ordinal), -1);
        const [row] = await repo.insertSortFields(ctx.company.id, [
          {
            field: body.field,
            title: body.title,
            ...englishVariantChanges({ titleEn: body.title_en }),
            isAscDefault: body.is_asc_default,
            isSortFieldDefault: body.is_sort_field_default,
            ordinal: body.ordinal ?? top + 1,
          },
        ]);
        if (body.is_sort_field_default)
          await repo.makeOnlyDefaultSortField(ctx.company.id, row!.id);
        return (await repo.sortField(ctx.company.id, row!.id))!;
      });
    },

    async updateSortField(ctx: CompanyContext, id: number, body: SortFieldBody) {
      await mustFindSortField(ctx, id);
      await assertSortFieldFree(ctx, body.field, id);
      return db.transaction(async (tx) => {
        const repo = createSortFieldRepository(tx);
        await repo.updateSortField(ctx.company.id, id, {
          field: body.field,
          title: body.title,
          ...englishVariantChanges({ titleEn: body.title_en }),
          isAscDefault: body.is_asc_default,
          isSortFieldDefault: body.is_sort_field_default,
          ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
        });
        if (body.is_sort_field_default) await repo.makeOnlyDefaultSortField(ctx.company.id, id);
        else await keepOneDefaultSortField(repo, ctx.company.id);
        return (await repo.sortField(ctx.company.id, id))!;
      });
    },

    async orderSortFields(ctx: CompanyContext, ordinals: Ordinals): Promise<SortFieldRow[]> {
      return db.transaction(async (tx) => {
        const ordering = createOrdinalRepository(tx);
        const ids = ordinals.map((entry) => entry.id);
        assertOrdinalIds(
          ordinals,
          await ordering.existingIds(ctx.company.id, 'sortFields', ids),
          ErrorCode.SortNotFound,
        );
        for (const { id, ordinal } of ordinals) {
          await ordering.setOrdinal(ctx.company.id, 'sortFields', id, ordinal);
        }
        return createSortFieldRepository(tx).storedSortFields(ctx.company.id);
      });
    },

    /** Deleting the default sort field makes the first remaining one the default. */
    async deleteSortField(ctx: CompanyContext, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createSortFieldRepository(tx);
        if (!(await repo.deleteSortField(ctx.company.id, id))) {
          throw new AppError(ErrorCode.SortNotFound);
        }
        await keepOneDefaultSortField(repo, ctx.company.id);
      });
    },

    /** Replaces the company's sort fields by the defaults (stored, so they have ids). */
    async resetSortFields(ctx: CompanyContext): Promise<SortFieldRow[]> {
      return db.transaction(async (tx) => {
        const repo = createSortFieldRepository(tx);
        await repo.deleteAllSortFields(ctx.company.id);
        return repo.insertSortFields(ctx.company.id, [...defaultSortFields]);
      });
    },
  };
}

export type SortFieldService = ReturnType<typeof createSortFieldService>;

import {
  CREATED_DATE_FIELD,
  englishVariantChanges,
  ErrorCode,
  type ContentFieldName,
  type contentFieldSettingBodySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import {
  createFieldSettingRepository,
  type ContentFieldKind,
  type ContentFieldSettingRow,
  type FieldSettingRepository,
} from './field-setting.repository.js';
import { assertOrdinalIds, type Ordinals } from './search-config.checks.js';

export type ContentFieldSettingBody = z.infer<typeof contentFieldSettingBodySchema>;

type FieldSettingDefault = {
  field: ContentFieldName;
  title: null;
  titleEn: null;
  size: number;
  ordinal: number;
};

/**
 * The fields of each search result and of the detail page until the company sets its own (the
 * readers' pages get them with id 0; the first `add` stores them so the new one comes after).
 */
export const defaultFieldSettings: Record<ContentFieldKind, readonly FieldSettingDefault[]> = {
  search_result: [
    { field: 'title', title: null, titleEn: null, size: 12, ordinal: 0 },
    { field: 'author', title: null, titleEn: null, size: 6, ordinal: 1 },
    { field: CREATED_DATE_FIELD, title: null, titleEn: null, size: 6, ordinal: 2 },
  ],
  detail: [
    { field: 'author', title: null, titleEn: null, size: 6, ordinal: 0 },
    { field: 'distributorName', title: null, titleEn: null, size: 6, ordinal: 1 },
    { field: 'keywords', title: null, titleEn: null, size: 12, ordinal: 2 },
    { field: 'description', title: null, titleEn: null, size: 12, ordinal: 3 },
    { field: 'toc', title: null, titleEn: null, size: 12, ordinal: 4 },
  ],
};

const fieldSettingNotFound: Record<ContentFieldKind, ErrorCode> = {
  search_result: ErrorCode.SearchResultSettingNotFound,
  detail: ErrorCode.ContentDetailParamNotFound,
};

async function mustFindFieldSetting(
  repository: FieldSettingRepository,
  ctx: CompanyContext,
  kind: ContentFieldKind,
  id: number,
): Promise<ContentFieldSettingRow> {
  const row = await repository.fieldSetting(ctx.company.id, kind, id);
  if (!row) throw new AppError(fieldSettingNotFound[kind]);
  return row;
}

async function assertFieldFree(
  repository: FieldSettingRepository,
  ctx: CompanyContext,
  kind: ContentFieldKind,
  field: string,
  exceptId?: number,
) {
  const rows = await repository.fieldSettings(ctx.company.id, kind);
  if (rows.some((row) => row.field === field && row.id !== exceptId)) {
    throw kind === 'detail'
      ? new AppError(ErrorCode.ContentDetailParamExists)
      : new AppError(ErrorCode.BadParameters, {
          message: `The field ${field} is already shown in the search results.`,
        });
  }
}

/**
 * The content fields the readers' pages show: each search result's (search-result params) and
 * the detail page's (content-detail params), in the company's order.
 */
export function createFieldSettingService(db: Database) {
  const repository = createFieldSettingRepository(db);

  async function fieldSettingsOrDefaults(
    companyId: number,
    kind: ContentFieldKind,
  ): Promise<ContentFieldSettingRow[]> {
    const rows = await repository.fieldSettings(companyId, kind);
    if (rows.length > 0) return rows;
    return defaultFieldSettings[kind].map((values) => ({ ...values, id: 0, companyId, kind }));
  }

  return {
    /** The company's fields of `kind` in order; the defaults (id 0) until it stores its own. */
    fieldSettingsOrDefaults,

    async fieldSettingPage(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      page: number,
      size: number,
    ): Promise<{ rows: ContentFieldSettingRow[]; total: number }> {
      const total = await repository.countFieldSettings(ctx.company.id, kind);
      if (total === 0) {
        const all = await fieldSettingsOrDefaults(ctx.company.id, kind);
        return { rows: all.slice((page - 1) * size, page * size), total: all.length };
      }
      const rows = await repository.fieldSettings(ctx.company.id, kind, {
        offset: (page - 1) * size,
        limit: size,
      });
      return { rows, total };
    },

    fieldSetting(ctx: CompanyContext, kind: ContentFieldKind, id: number) {
      return mustFindFieldSetting(repository, ctx, kind, id);
    },

    /** The first add stores the defaults the readers saw, then the new field after them. */
    async addFieldSetting(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      body: ContentFieldSettingBody,
    ): Promise<ContentFieldSettingRow> {
      return db.transaction(async (tx) => {
        const repo = createFieldSettingRepository(tx);
        if ((await repo.countFieldSettings(ctx.company.id, kind)) === 0) {
          await repo.insertFieldSettings(ctx.company.id, kind, [...defaultFieldSettings[kind]]);
        }
        const rows = await repo.fieldSettings(ctx.company.id, kind);
        if (rows.some((row) => row.field === body.field)) {
          throw kind === 'detail'
            ? new AppError(ErrorCode.ContentDetailParamExists)
            : new AppError(ErrorCode.BadParameters, {
                message: `The field ${body.field} is already shown in the search results.`,
              });
        }
        const top = rows.reduce((highest, row) => Math.max(highest, row.ordinal), -1);
        const [row] = await repo.insertFieldSettings(ctx.company.id, kind, [
          {
            field: body.field,
            title: body.title?.trim() ? body.title.trim() : null,
            ...englishVariantChanges({ titleEn: body.title_en }),
            size: body.size,
            ordinal: body.ordinal ?? top + 1,
          },
        ]);
        return row!;
      });
    },

    async updateFieldSetting(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      id: number,
      body: ContentFieldSettingBody,
    ): Promise<ContentFieldSettingRow> {
      await mustFindFieldSetting(repository, ctx, kind, id);
      await assertFieldFree(repository, ctx, kind, body.field, id);
      const row = await repository.updateFieldSetting(ctx.company.id, kind, id, {
        field: body.field,
        title: body.title?.trim() ? body.title.trim() : null,
        ...englishVariantChanges({ titleEn: body.title_en }),
        size: body.size,
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(fieldSettingNotFound[kind]);
      return row;
    },

    async orderFieldSettings(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      ordinals: Ordinals,
    ): Promise<ContentFieldSettingRow[]> {
      return db.transaction(async (tx) => {
        const repo = createFieldSettingRepository(tx);
        const rows = await repo.fieldSettings(ctx.company.id, kind);
        assertOrdinalIds(ordinals, new Set(rows.map((row) => row.id)), fieldSettingNotFound[kind]);
        for (const { id, ordinal } of ordinals) {
          await repo.updateFieldSetting(ctx.company.id, kind, id, { ordinal });
        }
        return repo.fieldSettings(ctx.company.id, kind);
      });
    },

    async deleteFieldSetting(ctx: CompanyContext, kind: ContentFieldKind, id: number) {
      if (!(await repository.deleteFieldSetting(ctx.company.id, kind, id))) {
        throw new AppError(fieldSettingNotFound[kind]);
      }
    },
  };
}

export type FieldSettingService = ReturnType<typeof createFieldSettingService>;

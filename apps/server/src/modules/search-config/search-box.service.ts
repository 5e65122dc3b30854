import {
  englishVariantChanges,
  ErrorCode,
  SearchFieldType,
  type SearchBoxBody,
} from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { createOrdinalRepository } from './ordinal.repository.js';
import { createSearchBoxRepository } from './search-box.repository.js';
import { assertSearchableFields, choiceTypes } from './search-config.checks.js';
import { createSearchConfigReader, type SearchBoxRow } from './search-config.reader.js';

/** Company administrators' search boxes (api-catalogue §7, search box). */
export function createSearchBoxService(db: Database) {
  const repository = createSearchBoxRepository(db);
  const ordering = createOrdinalRepository(db);
  const reader = createSearchConfigReader(db);

  async function mustFindBox(ctx: CompanyContext, id: number): Promise<SearchBoxRow> {
    const box = await reader.searchBox(ctx.company.id, id);
    if (!box) throw new AppError(ErrorCode.SearchBoxNotFound);
    return box;
  }

  /**
   * The box's stored values: 419 for unknown fields (and for a field box with none), 418 for a
   * choice box without match values or with a repeated one, 782 for a second full-text box.
   */
  async function boxValues(ctx: CompanyContext, body: SearchBoxBody, exceptId?: number) {
    if (body.is_full_text) {
      if (body.type !== SearchFieldType.PartialMatch) {
        throw new AppError(ErrorCode.BadParameters, {
          message: 'A full-text box is a partial-match box (type 1).',
        });
      }
      if (await repository.hasFullTextBox(ctx.company.id, exceptId)) {
        throw new AppError(ErrorCode.FullTextSearchOneBoxOnly);
      }
    } else {
      assertSearchableFields(body.search_fields);
      if (body.search_fields.length === 0) {
        throw new AppError(ErrorCode.InvalidSearchField, {
          message: 'Choose at least one field for the box to search.',
        });
      }
    }
    const isChoice = choiceTypes.includes(body.type);
    if (isChoice) {
      if (body.match_values.length === 0) {
        throw new AppError(ErrorCode.InvalidMatchValue, {
          message: 'A choice box needs at least one match value.',
        });
      }
      const repeated = body.match_values.filter(
        (value, index) => body.match_values.indexOf(value) !== index,
      );
      if (repeated.length > 0) {
        throw new AppError(ErrorCode.InvalidMatchValue, {
          message: `Match values must not repeat: ${[...new Set(repeated)].join(', ')}.`,
          details: { match_values: [...new Set(repeated)] },
        });
      }
    }
    return {
      label: body.label,
      searchFields: body.is_full_text ? [] : [...new Set(body.search_fields)],
      type: body.type,
      operation: body.operation,
      // Only choice boxes offer values; other types keep none.
      matchValues: isChoice ? body.match_values : [],
      isFullText: body.is_full_text,
      placeholder: body.placeholder?.trim() ? body.placeholder.trim() : null,
      ...englishVariantChanges({ labelEn: body.label_en, placeholderEn: body.placeholder_en }),
    };
  }

  return {
    async boxPage(ctx: CompanyContext, page: number, size: number) {
      const [rows, total] = await Promise.all([
        repository.boxes(ctx.company.id, { offset: (page - 1) * size, limit: size }),
        repository.countBoxes(ctx.company.id),
      ]);
      return { rows, total };
    },

    boxes(ctx: CompanyContext): Promise<SearchBoxRow[]> {
      return repository.boxes(ctx.company.id);
    },

    /** 706 when it is not the company's box. */
    box(ctx: CompanyContext, id: number): Promise<SearchBoxRow> {
      return mustFindBox(ctx, id);
    },

    async addBox(ctx: CompanyContext, body: SearchBoxBody): Promise<SearchBoxRow> {
      const values = await boxValues(ctx, body);
      return repository.insertBox(ctx.company.id, {
        ...values,
        ordinal: body.ordinal ?? (await ordering.nextOrdinal(ctx.company.id, 'searchBoxes')),
      });
    },

    async updateBox(ctx: CompanyContext, id: number, body: SearchBoxBody): Promise<SearchBoxRow> {
      await mustFindBox(ctx, id);
      const values = await boxValues(ctx, body, id);
      const row = await repository.updateBox(ctx.company.id, id, {
        ...values,
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(ErrorCode.SearchBoxNotFound);
      return row;
    },

    async deleteBox(ctx: CompanyContext, id: number): Promise<void> {
      if (!(await repository.deleteBox(ctx.company.id, id))) {
        throw new AppError(ErrorCode.SearchBoxNotFound);
      }
    },
  };
}

export type SearchBoxService = ReturnType<typeof createSearchBoxService>;

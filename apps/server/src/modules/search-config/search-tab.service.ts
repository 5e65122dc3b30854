import {
  englishVariantChanges,
  ErrorCode,
  type SearchCondition,
  type searchTabBodySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { createOrdinalRepository } from './ordinal.repository.js';
import type { SearchBoxService } from './search-box.service.js';
import {
  assertOrdinalIds,
  assertSearchableFields,
  choiceTypes,
  type Ordinals,
} from './search-config.checks.js';
import { createSearchConfigReader, type SearchTabRow } from './search-config.reader.js';
import { createSearchTabRepository } from './search-tab.repository.js';

export type SearchTabBody = z.infer<typeof searchTabBodySchema>;

/** Tabs a company may have (779 beyond). */
export const MAX_TABS = 20;

/**
 * Company administrators' tabs: preset searches, limited to a content group or not (api-catalogue
 * §7, tab). A condition naming a box is checked against the company's boxes.
 */
export function createSearchTabService(db: Database, boxes: Pick<SearchBoxService, 'box'>) {
  const repository = createSearchTabRepository(db);
  const ordering = createOrdinalRepository(db);
  const reader = createSearchConfigReader(db);

  async function mustFindTab(ctx: CompanyContext, id: number): Promise<SearchTabRow> {
    const tab = await reader.tab(ctx.company.id, id);
    if (!tab) throw new AppError(ErrorCode.TabNotFound);
    return tab;
  }

  /** A tab's preset conditions: known fields (419), the company's boxes (706), box values (418). */
  async function checkConditions(ctx: CompanyContext, conditions: SearchCondition[]) {
    for (const condition of conditions) {
      if (condition.search_box_id !== undefined) {
        const box = await boxes.box(ctx, condition.search_box_id);
        if (choiceTypes.includes(box.type)) {
          const chosen = [
            ...(condition.value ? [condition.value] : []),
            ...(condition.values ?? []),
          ];
          const outside = chosen.filter((value) => !box.matchValues.includes(value));
          if (outside.length > 0) {
            throw new AppError(ErrorCode.InvalidMatchValue, {
              message: `Not a choice of box ${box.id}: ${outside.join(', ')}.`,
            });
          }
        }
      } else {
        if (condition.type === undefined || !condition.search_fields?.length) {
          throw new AppError(ErrorCode.BadParameters, {
            message: 'A condition names a search box or gives its search_fields and type.',
          });
        }
        assertSearchableFields(condition.search_fields);
      }
    }
  }

  async function tabValues(ctx: CompanyContext, body: SearchTabBody) {
    const groupId = body.content_group_id ?? null;
    if (groupId !== null && !(await repository.isCompanyGroup(ctx.company.id, groupId))) {
      throw new AppError(ErrorCode.ContentGroupNotFound);
    }
    await checkConditions(ctx, body.conditions);
    return {
      name: body.name,
      ...englishVariantChanges({ nameEn: body.name_en }),
      contentGroupId: groupId,
      conditions: body.conditions,
    };
  }

  return {
    tabs(ctx: CompanyContext): Promise<SearchTabRow[]> {
      return repository.tabs(ctx.company.id);
    },

    tab(ctx: CompanyContext, id: number): Promise<SearchTabRow> {
      return mustFindTab(ctx, id);
    },

    /** 779 beyond MAX_TABS; 715 for another company's group. */
    async addTab(ctx: CompanyContext, body: SearchTabBody): Promise<SearchTabRow> {
      if ((await repository.countTabs(ctx.company.id)) >= MAX_TABS) {
        throw new AppError(ErrorCode.TabLimitReached);
      }
      const values = await tabValues(ctx, body);
      return repository.insertTab(ctx.company.id, {
        ...values,
        ordinal: body.ordinal ?? (await ordering.nextOrdinal(ctx.company.id, 'searchTabs')),
      });
    },

    async updateTab(ctx: CompanyContext, id: number, body: SearchTabBody): Promise<SearchTabRow> {
      await mustFindTab(ctx, id);
      const values = await tabValues(ctx, body);
      const row = await repository.updateTab(ctx.company.id, id, {
        ...values,
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(ErrorCode.TabNotFound);
      return row;
    },

    async orderTabs(ctx: CompanyContext, ordinals: Ordinals): Promise<SearchTabRow[]> {
      return db.transaction(async (tx) => {
        const txOrdering = createOrdinalRepository(tx);
        const ids = ordinals.map((entry) => entry.id);
        assertOrdinalIds(
          ordinals,
          await txOrdering.existingIds(ctx.company.id, 'searchTabs', ids),
          ErrorCode.TabNotFound,
        );
        for (const { id, ordinal } of ordinals) {
          await txOrdering.setOrdinal(ctx.company.id, 'searchTabs', id, ordinal);
        }
        return createSearchTabRepository(tx).tabs(ctx.company.id);
      });
    },

    async deleteTab(ctx: CompanyContext, id: number): Promise<void> {
      if (!(await repository.deleteTab(ctx.company.id, id))) {
        throw new AppError(ErrorCode.TabNotFound);
      }
    },
  };
}

export type SearchTabService = ReturnType<typeof createSearchTabService>;

import { englishVariantChanges, ErrorCode, type contentGroupFieldsSchema } from '@hondana/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { assertDateOrder, parseGroupDate } from './content-group.dates.js';
import {
  createContentGroupRepository,
  type ContentGroupPageQuery,
  type ContentGroupWithCount,
} from './content-group.repository.js';
import type { ContentGroupRow, NewContentGroupRow } from './content-group.tables.js';

export type ContentGroupFields = z.infer<typeof contentGroupFieldsSchema>;

/**
 * The groups every company's home page has; `reset-content-group` brings them back. Each name in
 * both languages (readers see one), not "おすすめ / Featured" in one field.
 */
export const DEFAULT_GROUPS = [
  { type: 'NORMAL', name: 'おすすめ', nameEn: 'Featured' },
  { type: 'FAVORITE', name: 'お気に入り', nameEn: 'Favourites' },
] as const;

/** Display settings a reset restores (the columns' defaults). */
const DISPLAY_DEFAULTS = {
  numRow: 1,
  itemSize: 10,
  isWrapLine: false,
  printable: true,
  startDate: null,
  endDate: null,
} as const;

/** Pages and lists of groups, adding one, the defaults. */
function groupListCalls(db: Executor) {
  const repository = createContentGroupRepository(db);
  return {
    page(ctx: CompanyContext, query: ContentGroupPageQuery) {
      return repository.page(ctx.company.id, query);
    },

    all(ctx: CompanyContext): Promise<ContentGroupWithCount[]> {
      return repository.all(ctx.company.id);
    },

    /** 865 for a date that is not yyyy-MM-dd, 826 for an end before the start. */
    async add(ctx: CompanyContext, fields: ContentGroupFields): Promise<ContentGroupWithCount> {
      const startDate = parseGroupDate(fields.start_date);
      const endDate = parseGroupDate(fields.end_date);
      assertDateOrder(startDate, endDate);
      const group = await repository.insert({
        companyId: ctx.company.id,
        name: fields.name,
        ...englishVariantChanges({ nameEn: fields.name_en }),
        type: fields.type,
        numRow: fields.num_row,
        itemSize: fields.item_size,
        isWrapLine: fields.is_wrap_line,
        printable: fields.printable,
        refCode: blankToNull(fields.ref_code),
        startDate,
        endDate,
        ordinal: await repository.nextOrdinal(ctx.company.id),
      });
      return { group, contentCount: 0 };
    },

    /**
     * Brings the home page's default groups back: creates a missing default normal or favourite
     * group and restores the display settings of both. Other groups are left as they are.
     */
    async resetDefaults(ctx: CompanyContext): Promise<ContentGroupWithCount[]> {
      const existing = await repository.findDefaults(ctx.company.id);
      for (const wanted of DEFAULT_GROUPS) {
        const found = existing.find((group) => group.type === wanted.type);
        if (found) {
          await repository.update(ctx.company.id, found.id, DISPLAY_DEFAULTS);
        } else {
          await repository.insert({
            companyId: ctx.company.id,
            name: wanted.name,
            nameEn: wanted.nameEn,
            type: wanted.type,
            isDefault: true,
            ordinal: await repository.nextOrdinal(ctx.company.id),
            ...DISPLAY_DEFAULTS,
          });
        }
      }
      return repository.all(ctx.company.id);
    },

    /** For setup code (the demo seed): a group with explicit values, default flag included. */
    create(
      ctx: CompanyContext,
      values: Omit<NewContentGroupRow, 'companyId'>,
    ): Promise<ContentGroupRow> {
      return repository.insert({ ...values, companyId: ctx.company.id });
    },
  };
}

/** One group: read, change, delete, its reference code. */
function oneGroupCalls(db: Executor, plansUsing: PlansUsingGroup) {
  const repository = createContentGroupRepository(db);

  async function mustFind(ctx: CompanyContext, id: number): Promise<ContentGroupWithCount> {
    const found = await repository.findWithCount(ctx.company.id, id);
    if (!found) throw new AppError(ErrorCode.ContentGroupNotFound);
    return found;
  }
  return {
    detail(ctx: CompanyContext, id: number): Promise<ContentGroupWithCount> {
      return mustFind(ctx, id);
    },

    /** Changes the fields given; the date order is checked against the stored other date. */
    async update(
      ctx: CompanyContext,
      id: number,
      fields: Partial<ContentGroupFields>,
    ): Promise<ContentGroupWithCount> {
      const current = (await mustFind(ctx, id)).group;
      const startDate =
        fields.start_date === undefined ? current.startDate : parseGroupDate(fields.start_date);
      const endDate =
        fields.end_date === undefined ? current.endDate : parseGroupDate(fields.end_date);
      assertDateOrder(startDate, endDate);
      const values: Partial<NewContentGroupRow> = {
        name: fields.name,
        ...englishVariantChanges({ nameEn: fields.name_en }),
        type: fields.type,
        numRow: fields.num_row,
        itemSize: fields.item_size,
        isWrapLine: fields.is_wrap_line,
        printable: fields.printable,
        refCode: fields.ref_code === undefined ? undefined : blankToNull(fields.ref_code),
        startDate,
        endDate,
      };
      await repository.update(ctx.company.id, id, values);
      return mustFind(ctx, id);
    },

    /** 771 for a default group; its contents stay (only their membership of it goes). */
    async delete(ctx: CompanyContext, id: number): Promise<ContentGroupRow> {
      const { group } = await mustFind(ctx, id);
      if (group.isDefault) throw new AppError(ErrorCode.DefaultContentGroupNotDeletable);
      // A plan must keep a group to unlock (829): take the group out of the plan first.
      if (await plansUsing(ctx.company.id, id)) throw new AppError(ErrorCode.ContentGroupInPlan);
      await repository.delete(ctx.company.id, id);
      return group;
    },

    /** 844 when the code is blank: this call exists to set one. */
    async updateRefCode(
      ctx: CompanyContext,
      id: number,
      refCode: string | null | undefined,
    ): Promise<ContentGroupWithCount> {
      const code = blankToNull(refCode);
      if (code === null) throw new AppError(ErrorCode.RefCodeRequired);
      await mustFind(ctx, id);
      await repository.update(ctx.company.id, id, { refCode: code });
      return mustFind(ctx, id);
    },
  };
}

/** Company administrators' content group calls (api-catalogue "Layout and search administration"). */
/** Whether a subscription plan unlocks the group (the subscription module, above, answers). */
export type PlansUsingGroup = (companyId: number, contentGroupId: number) => Promise<boolean>;

export function createContentGroupService(db: Executor, plansUsing: PlansUsingGroup) {
  return { ...groupListCalls(db), ...oneGroupCalls(db, plansUsing) };
}

export type ContentGroupService = ReturnType<typeof createContentGroupService>;

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The tab dialog: a name, an optional content group and preset conditions, each over one of the
 * company's search boxes with a value of that box's type. The tab's search is those conditions
 * combined with AND.
 */
import { z } from 'zod';
import { SearchFieldType } from '@hondana/contract';
import type { SearchBox, SearchTab, SearchTabBody } from './search-admin-api';
import { isChoiceType } from './search-box-form';

const conditionSchema = z.object({
  /** '' until a box is chosen. */
  searchBoxId: z.union([z.number().int().positive(), z.literal('')]),
  value: z.string().trim().max(255, 'searchAdmin.validation.tooLong'),
  values: z.array(z.string()),
  from: z.string().trim().max(10),
  to: z.string().trim().max(10),
});
export type TabConditionValues = z.infer<typeof conditionSchema>;

export const tabFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(64, 'searchAdmin.validation.tooLong'),
  nameEn: z.string().trim().max(64, 'searchAdmin.validation.tooLong'),
  /** '' for every group. */
  contentGroupId: z.union([z.number().int().positive(), z.literal('')]),
  conditions: z.array(conditionSchema).max(20),
});
export type TabFormValues = z.infer<typeof tabFormSchema>;

export const emptyCondition: TabConditionValues = {
  searchBoxId: '',
  value: '',
  values: [],
  from: '',
  to: '',
};

export const emptyTabValues: TabFormValues = {
  name: '',
  nameEn: '',
  contentGroupId: '',
  conditions: [],
};

/** A tab's conditions over free fields (not over a box): the screen keeps them as they are. */
export function keptConditionsOf(tab: SearchTab | null): NonNullable<SearchTabBody['conditions']> {
  return (tab?.conditions ?? []).filter((condition) => condition.searchBoxId === undefined);
}

export function tabToFormValues(tab: SearchTab): TabFormValues {
  return {
    name: tab.name,
    nameEn: tab.nameEn ?? '',
    contentGroupId: tab.contentGroupId ?? '',
    conditions: tab.conditions
      // The screen edits conditions over boxes; the API's free-field ones are kept as they are.
      .filter((condition) => condition.searchBoxId !== undefined)
      .map((condition) => ({
        searchBoxId: condition.searchBoxId ?? '',
        value: condition.value ?? '',
        values: condition.values ?? [],
        from: condition.from ?? '',
        to: condition.to ?? '',
      })),
  };
}

/** Date range ends as the type writes them: yyyy-MM-dd, yyyy-MM, yyyy. */
const rangePatterns: Record<number, RegExp> = {
  [SearchFieldType.DateRange]: /^\d{4}-\d{2}-\d{2}$/,
  [SearchFieldType.MonthRange]: /^\d{4}-\d{2}$/,
  [SearchFieldType.YearRange]: /^\d{4}$/,
};

/** Whether a box of this type is searched by a from/to range. */
export function isRangeType(type: number): boolean {
  return type in rangePatterns;
}

export interface ConditionIssue {
  index: number;
  field: 'searchBoxId' | 'value' | 'values' | 'from' | 'to';
  message: string;
}

/**
 * What is wrong with the conditions, given the company's boxes: a box must be chosen and given a
 * value its type accepts (a choice of its own for choice boxes, one end at least for ranges).
 */
export function findConditionIssues(
  conditions: readonly TabConditionValues[],
  boxes: readonly SearchBox[],
): ConditionIssue[] {
  const issues: ConditionIssue[] = [];
  conditions.forEach((condition, index) => {
    const box = boxes.find((item) => item.id === condition.searchBoxId);
    if (!box) {
      issues.push({ index, field: 'searchBoxId', message: 'searchAdmin.validation.boxRequired' });
      return;
    }
    if (box.type === SearchFieldType.MultiChoice) {
      if (condition.values.length === 0) {
        issues.push({ index, field: 'values', message: 'searchAdmin.validation.valueRequired' });
      }
    } else if (isRangeType(box.type)) {
      const pattern = rangePatterns[box.type]!;
      if (!condition.from && !condition.to) {
        issues.push({ index, field: 'from', message: 'searchAdmin.validation.rangeRequired' });
      }
      for (const end of ['from', 'to'] as const) {
        if (condition[end] && !pattern.test(condition[end])) {
          issues.push({ index, field: end, message: 'searchAdmin.validation.rangeFormat' });
        }
      }
      if (condition.from && condition.to && condition.from > condition.to) {
        issues.push({ index, field: 'to', message: 'searchAdmin.validation.rangeOrder' });
      }
    } else if (!condition.value.trim()) {
      issues.push({ index, field: 'value', message: 'searchAdmin.validation.valueRequired' });
    } else if (isChoiceType(box.type) && !box.matchValues.includes(condition.value)) {
      issues.push({ index, field: 'value', message: 'searchAdmin.validation.notAChoice' });
    }
  });
  return issues;
}

/**
 * The add/update body; each condition carries only what its box's type reads. `kept` are the
 * tab's conditions this screen does not edit (free fields set through the API): they stay.
 */
export function formValuesToTabBody(
  values: TabFormValues,
  boxes: readonly SearchBox[],
  ordinal?: number,
  kept: NonNullable<SearchTabBody['conditions']> = [],
): SearchTabBody {
  const conditions = values.conditions.flatMap(
    (condition): NonNullable<SearchTabBody['conditions']> => {
      const box = boxes.find((item) => item.id === condition.searchBoxId);
      if (!box) return [];
      if (box.type === SearchFieldType.MultiChoice) {
        return [{ searchBoxId: box.id, values: [...condition.values] }];
      }
      if (isRangeType(box.type)) {
        return [
          {
            searchBoxId: box.id,
            ...(condition.from ? { from: condition.from } : {}),
            ...(condition.to ? { to: condition.to } : {}),
          },
        ];
      }
      return [{ searchBoxId: box.id, value: condition.value.trim() }];
    },
  );
  return {
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    contentGroupId: values.contentGroupId === '' ? null : values.contentGroupId,
    conditions: [...conditions, ...kept],
    ...(ordinal === undefined ? {} : { ordinal }),
  };
}

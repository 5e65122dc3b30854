/**
 * From the address's search to the request: the conditions of `POST content/search` (one per
 * filled box, combined with AND by the server) and which search answers (hashtags, full text or
 * fields). Pure, so the rules are tested without a browser.
 */
import { searchableFields } from '@hondana/contract';
import type {
  SearchBox as SearchBoxWire,
  SearchCondition as SearchConditionWire,
} from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { isBoxFilled } from './search-url';
import type { BoxInput, SearchState } from './search-url';

/** A configured box as the screens read it (camelCase). */
export type SearchBox = CamelCasedDeep<SearchBoxWire>;
/** A condition as the screens build it (sent as snake_case). */
export type SearchCondition = CamelCasedDeep<SearchConditionWire>;

/** Search field types of product.md §3 (Search configuration). */
export const SearchBoxType = {
  Partial: 1,
  Exact: 2,
  DateRange: 3,
  SingleChoice: 4,
  MultiChoice: 5,
  MonthRange: 6,
  YearRange: 7,
} as const;

/** The format each range type sends (contract: yyyy-MM-dd, yyyy-MM, yyyy). */
export const rangePatterns: Partial<Record<number, RegExp>> = {
  [SearchBoxType.DateRange]: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  [SearchBoxType.MonthRange]: /^\d{4}-(0[1-9]|1[0-2])$/,
  [SearchBoxType.YearRange]: /^\d{4}$/,
};

export function isRangeType(type: number): boolean {
  return rangePatterns[type] !== undefined;
}

export type RangeProblem = 'format' | 'order' | null;

/** Why a range cannot be searched: an end in the wrong format, or the start after the end. */
export function rangeProblemOf(type: number, input: BoxInput | undefined): RangeProblem {
  const pattern = rangePatterns[type];
  if (!pattern || !input) return null;
  const { from, to } = input;
  if ((from && !pattern.test(from)) || (to && !pattern.test(to))) return 'format';
  // Same-length ISO strings compare in date order.
  if (from && to && from > to) return 'order';
  return null;
}

/** One box's condition, or null when the box is empty or its input cannot be searched. */
export function conditionOfBox(
  box: SearchBox,
  input: BoxInput | undefined,
): SearchCondition | null {
  if (!isBoxFilled(input) || !input) return null;
  const base = { searchBoxId: box.id };
  switch (box.type) {
    case SearchBoxType.Partial:
    case SearchBoxType.Exact: {
      const value = input.values.join(' ').replace(/\s+/g, ' ').trim().slice(0, 255);
      return value ? { ...base, value } : null;
    }
    case SearchBoxType.SingleChoice: {
      const value = input.values.find((choice) => box.matchValues.includes(choice));
      return value ? { ...base, value } : null;
    }
    case SearchBoxType.MultiChoice: {
      const values = input.values.filter((choice) => box.matchValues.includes(choice));
      return values.length > 0 ? { ...base, values } : null;
    }
    default: {
      if (!isRangeType(box.type) || rangeProblemOf(box.type, input) !== null) return null;
      if (!input.from && !input.to) return null;
      return {
        ...base,
        ...(input.from ? { from: input.from } : {}),
        ...(input.to ? { to: input.to } : {}),
      };
    }
  }
}

/** The company's full-text box (one at most, 782), whose words are the address's `q`. */
export function fullTextBoxOf(boxes: readonly SearchBox[]): SearchBox | undefined {
  return boxes.find((box) => box.isFullText);
}

/**
 * The conditions of a field search: each filled box but the full-text one; without a full-text
 * box, `q` searches every searchable field as free words (fields OR, words AND).
 */
export function conditionsOf(state: SearchState, boxes: readonly SearchBox[]): SearchCondition[] {
  const conditions: SearchCondition[] = [];
  for (const box of boxes) {
    if (box.isFullText) continue;
    const condition = conditionOfBox(box, state.boxes[box.id]);
    if (condition) conditions.push(condition);
  }
  if (state.q && !fullTextBoxOf(boxes)) {
    conditions.push({
      searchFields: [...searchableFields],
      type: SearchBoxType.Partial,
      value: state.q.slice(0, 255),
    });
  }
  return conditions;
}

/**
 * Which search answers: hashtags when some are chosen (the hashtag search takes only ids),
 * else the text of the books when the words go to the full-text box, else the fields.
 */
export type SearchMode = 'hashtag' | 'fullText' | 'field';

export function searchModeOf(state: SearchState, boxes: readonly SearchBox[]): SearchMode {
  if (state.tags.length > 0) return 'hashtag';
  if (state.q && fullTextBoxOf(boxes)) return 'fullText';
  return 'field';
}

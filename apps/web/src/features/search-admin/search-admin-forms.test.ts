import { describe, expect, it } from 'vitest';
import { changedOrdinals, moveRow, nextOrdinal } from './ordering';
import type { SearchBox } from './search-admin-api';
import {
  emptySearchBoxValues,
  findRepeatedValues,
  formValuesToSearchBoxBody,
  searchBoxFormSchema,
} from './search-box-form';
import {
  emptySortFieldValues,
  formValuesToSortFieldBody,
  sortFieldOptions,
} from './sort-field-form';
import {
  emptyCondition,
  findConditionIssues,
  formValuesToTabBody,
  keptConditionsOf,
  tabToFormValues,
} from './tab-form';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const box = (id: number, type: number, matchValues: string[] = []): SearchBox => ({
  id,
  label: `Box ${id}`,
  searchFields: ['param1'],
  type,
  operation: 'OR',
  matchValues,
  isFullText: false,
  placeholder: null,
  ordinal: id,
});

describe('search box form', () => {
  it('needs a field to search unless the box is the full-text one', () => {
    const values = { ...emptySearchBoxValues, label: 'Title', searchFields: [] };
    expect(messagesOf(searchBoxFormSchema.safeParse(values))).toEqual([
      'searchAdmin.validation.fieldsRequired',
    ]);
    expect(searchBoxFormSchema.safeParse({ ...values, isFullText: true }).success).toBe(true);
  });

  it('needs at least one choice for choice boxes and refuses repeated ones (as 418 does)', () => {
    const choice = { ...emptySearchBoxValues, label: 'Language', type: 4 };
    expect(messagesOf(searchBoxFormSchema.safeParse(choice))).toEqual([
      'searchAdmin.validation.matchValuesRequired',
    ]);
    expect(
      messagesOf(searchBoxFormSchema.safeParse({ ...choice, matchValues: ['ja', 'en', 'ja '] })),
    ).toEqual(['searchAdmin.validation.matchValuesRepeated']);
    expect(findRepeatedValues(['a', 'b', 'a', ' b'])).toEqual(['a', 'b']);
  });

  it('sends only what the type uses', () => {
    const body = formValuesToSearchBoxBody(
      {
        ...emptySearchBoxValues,
        label: ' Year ',
        type: 7,
        matchValues: ['x'],
        placeholder: 'ignored',
        operation: 'OR',
      },
      3,
    );
    expect(body).toEqual({
      label: 'Year',
      labelEn: null,
      isFullText: false,
      type: 7,
      searchFields: ['title'],
      operation: 'AND',
      matchValues: [],
      placeholder: null,
      placeholderEn: null,
      ordinal: 3,
    });
    const fullText = formValuesToSearchBoxBody({
      ...emptySearchBoxValues,
      label: 'Text',
      isFullText: true,
      placeholder: '本文',
    });
    expect(fullText).toMatchObject({ type: 1, searchFields: [], placeholder: '本文' });
  });
});

describe('tab form', () => {
  const boxes = [box(1, 1), box(2, 4, ['ja', 'en']), box(3, 5, ['a', 'b']), box(4, 6)];

  it('finds missing boxes, values, choices outside the box and bad ranges', () => {
    const issues = findConditionIssues(
      [
        { ...emptyCondition },
        { ...emptyCondition, searchBoxId: 1 },
        { ...emptyCondition, searchBoxId: 2, value: 'fr' },
        { ...emptyCondition, searchBoxId: 3 },
        { ...emptyCondition, searchBoxId: 4, from: '2026-13-01', to: '2025-01' },
      ],
      boxes,
    );
    expect(issues.map((issue) => [issue.index, issue.field, issue.message])).toEqual([
      [0, 'searchBoxId', 'searchAdmin.validation.boxRequired'],
      [1, 'value', 'searchAdmin.validation.valueRequired'],
      [2, 'value', 'searchAdmin.validation.notAChoice'],
      [3, 'values', 'searchAdmin.validation.valueRequired'],
      [4, 'from', 'searchAdmin.validation.rangeFormat'],
      [4, 'to', 'searchAdmin.validation.rangeOrder'],
    ]);
  });

  it('sends each condition with what its box type reads', () => {
    const body = formValuesToTabBody(
      {
        name: ' 日本語 ',
        nameEn: ' Japanese ',
        contentGroupId: '',
        conditions: [
          { ...emptyCondition, searchBoxId: 2, value: 'ja', from: 'x' },
          { ...emptyCondition, searchBoxId: 3, values: ['a'] },
          { ...emptyCondition, searchBoxId: 4, from: '2026-01' },
        ],
      },
      boxes,
      2,
    );
    expect(body).toEqual({
      name: '日本語',
      nameEn: 'Japanese',
      contentGroupId: null,
      conditions: [
        { searchBoxId: 2, value: 'ja' },
        { searchBoxId: 3, values: ['a'] },
        { searchBoxId: 4, from: '2026-01' },
      ],
      ordinal: 2,
    });
  });

  it('keeps the conditions over free fields that the screen does not edit', () => {
    const free = { searchFields: ['title'], type: 1, value: 'guide' };
    const tab = {
      id: 5,
      name: 'Guides',
      contentGroupId: 3,
      conditions: [free, { searchBoxId: 2, value: 'en' }],
      ordinal: 0,
    };
    const values = tabToFormValues(tab);
    expect(values.conditions).toEqual([{ ...emptyCondition, searchBoxId: 2, value: 'en' }]);
    expect(formValuesToTabBody(values, boxes, undefined, keptConditionsOf(tab))).toEqual({
      name: 'Guides',
      nameEn: null,
      contentGroupId: 3,
      conditions: [{ searchBoxId: 2, value: 'en' }, free],
    });
  });
});

describe('ordering', () => {
  const rows = [
    { id: 7, ordinal: 0 },
    { id: 3, ordinal: 1 },
    { id: 9, ordinal: 5 },
  ];

  it('swaps a row with its neighbour and numbers the rows again', () => {
    expect(moveRow(rows, 2, -1)).toEqual([
      { id: 7, ordinal: 0 },
      { id: 9, ordinal: 1 },
      { id: 3, ordinal: 2 },
    ]);
    expect(moveRow(rows, 0, -1)).toBeNull();
    expect(moveRow(rows, 2, 1)).toBeNull();
  });

  it('names only the rows whose ordinal changes, and where a new row goes', () => {
    expect(changedOrdinals(rows, moveRow(rows, 0, 1)!)).toEqual([
      { id: 3, ordinal: 0 },
      { id: 7, ordinal: 1 },
      { id: 9, ordinal: 2 },
    ]);
    expect(changedOrdinals(rows, moveRow(rows, 1, 1)!)).toEqual([
      { id: 9, ordinal: 1 },
      { id: 3, ordinal: 2 },
    ]);
    expect(nextOrdinal(rows)).toBe(6);
    expect(nextOrdinal([])).toBe(0);
  });
});

describe('sort field form', () => {
  it('offers the twelve sort codes, 12 being the created date, and picks a free one', () => {
    expect(sortFieldOptions).toHaveLength(12);
    expect(sortFieldOptions[11]).toEqual({ code: 12, name: 'created_date' });
    expect(emptySortFieldValues([12, 1]).field).toBe(2);
    expect(
      formValuesToSortFieldBody({
        field: 12,
        title: ' 新着 ',
        titleEn: '  ',
        direction: 'desc',
        isSortFieldDefault: true,
      }),
    ).toEqual({
      field: 12,
      title: '新着',
      // A blank English name is none: English readers see the name.
      titleEn: null,
      isAscDefault: false,
      isSortFieldDefault: true,
    });
  });
});

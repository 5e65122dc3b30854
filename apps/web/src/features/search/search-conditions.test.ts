import { describe, expect, it } from 'vitest';
import { searchableFields } from '@hondana/contract';
import {
  conditionOfBox,
  conditionsOf,
  rangeProblemOf,
  searchModeOf,
  SearchBoxType,
} from './search-conditions';
import type { SearchBox } from './search-conditions';
import { emptySearchState } from './search-url';

function box(id: number, type: number, extra: Partial<SearchBox> = {}): SearchBox {
  return {
    id,
    label: `Box ${id}`,
    searchFields: ['title'],
    type,
    operation: 'AND',
    matchValues: [],
    isFullText: false,
    placeholder: null,
    ordinal: id,
    ...extra,
  };
}

describe('conditionOfBox', () => {
  it('joins the words of a text box', () => {
    expect(conditionOfBox(box(1, SearchBoxType.Partial), { values: [' a  b ', 'c'] })).toEqual({
      searchBoxId: 1,
      value: 'a b c',
    });
    expect(conditionOfBox(box(1, SearchBoxType.Exact), { values: [] })).toBeNull();
  });

  it('sends only the box choices', () => {
    const choices = { matchValues: ['red', 'blue'] };
    expect(
      conditionOfBox(box(4, SearchBoxType.SingleChoice, choices), { values: ['x', 'blue'] }),
    ).toEqual({ searchBoxId: 4, value: 'blue' });
    expect(
      conditionOfBox(box(5, SearchBoxType.MultiChoice, choices), { values: ['red', 'x', 'blue'] }),
    ).toEqual({ searchBoxId: 5, values: ['red', 'blue'] });
    expect(
      conditionOfBox(box(5, SearchBoxType.MultiChoice, choices), { values: ['x'] }),
    ).toBeNull();
  });

  it('sends a range with either end, and no range in the wrong format or order', () => {
    expect(
      conditionOfBox(box(3, SearchBoxType.DateRange), { values: [], from: '2024-01-31' }),
    ).toEqual({
      searchBoxId: 3,
      from: '2024-01-31',
    });
    expect(conditionOfBox(box(6, SearchBoxType.MonthRange), { values: [], to: '2024-02' })).toEqual(
      {
        searchBoxId: 6,
        to: '2024-02',
      },
    );
    expect(
      conditionOfBox(box(7, SearchBoxType.YearRange), { values: [], from: '2020', to: '2024' }),
    ).toEqual({ searchBoxId: 7, from: '2020', to: '2024' });
    expect(conditionOfBox(box(7, SearchBoxType.YearRange), { values: [], from: '20' })).toBeNull();
    expect(
      conditionOfBox(box(7, SearchBoxType.YearRange), { values: [], from: '2024', to: '2020' }),
    ).toBeNull();
  });
});

describe('rangeProblemOf', () => {
  it('names a wrong format and a reversed range', () => {
    expect(rangeProblemOf(SearchBoxType.DateRange, { values: [], from: '2024-13-01' })).toBe(
      'format',
    );
    expect(
      rangeProblemOf(SearchBoxType.MonthRange, { values: [], from: '2024-05', to: '2024-04' }),
    ).toBe('order');
    expect(
      rangeProblemOf(SearchBoxType.MonthRange, { values: [], from: '2024-04', to: '2024-04' }),
    ).toBeNull();
    expect(rangeProblemOf(SearchBoxType.Partial, { values: ['x'] })).toBeNull();
  });
});

describe('conditionsOf', () => {
  const boxes = [
    box(1, SearchBoxType.Partial),
    box(2, SearchBoxType.Partial, { isFullText: true }),
  ];

  it('leaves the full-text box out of a field search', () => {
    const state = {
      ...emptySearchState,
      q: 'words',
      boxes: { 1: { values: ['a'] }, 2: { values: ['b'] } },
    };
    expect(conditionsOf(state, boxes)).toEqual([{ searchBoxId: 1, value: 'a' }]);
    expect(searchModeOf(state, boxes)).toBe('fullText');
  });

  it('searches every field for the words when the company has no full-text box', () => {
    const state = { ...emptySearchState, q: '桜 春' };
    expect(conditionsOf(state, [boxes[0]!])).toEqual([
      { searchFields: [...searchableFields], type: SearchBoxType.Partial, value: '桜 春' },
    ]);
    expect(searchModeOf(state, [boxes[0]!])).toBe('field');
  });

  it('ignores boxes the company no longer has', () => {
    expect(conditionsOf({ ...emptySearchState, boxes: { 99: { values: ['x'] } } }, boxes)).toEqual(
      [],
    );
  });

  it('answers with hashtags when some are chosen', () => {
    expect(searchModeOf({ ...emptySearchState, q: 'a', tags: [1] }, boxes)).toBe('hashtag');
    expect(searchModeOf(emptySearchState, boxes)).toBe('field');
  });
});

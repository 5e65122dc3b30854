import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import {
  pairsOf,
  resolveCondition,
  searchTermsOf,
  type SearchBoxRule,
} from './search-conditions.js';

function codeOf(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : -1;
  }
}

const box = (values: Partial<SearchBoxRule>): SearchBoxRule => ({
  searchFields: ['title'],
  type: 1,
  operation: 'AND',
  matchValues: [],
  isFullText: false,
  ...values,
});

describe('resolveCondition', () => {
  it('splits partial words after NFKC, dropping repeats and blanks', () => {
    expect(
      resolveCondition(
        { search_fields: ['title', 'author'], type: 1, value: ' ＡＢ\u3000ｱｲ  AB ' },
        null,
      ),
    ).toEqual({
      kind: 'partial',
      fields: ['title', 'author'],
      words: ['AB', 'アイ'],
      operation: 'AND',
    });
    expect(
      resolveCondition({ search_fields: ['title'], type: 1, value: ' \u3000' }, null),
    ).toBeNull();
  });

  it('takes fields, type, operation and choices from a named box', () => {
    const rule = box({
      searchFields: ['param1', 'param2'],
      type: 5,
      operation: 'AND',
      matchValues: ['x', 'y'],
    });
    expect(
      resolveCondition({ search_fields: ['title'], type: 1, values: ['x', 'y', 'x'] }, rule),
    ).toEqual({
      kind: 'choice',
      fields: ['param1', 'param2'],
      values: ['x', 'y'],
      operation: 'AND',
    });
    expect(codeOf(() => resolveCondition({ values: ['z'] }, rule))).toBe(
      ErrorCode.InvalidMatchValue,
    );
    expect(codeOf(() => resolveCondition({ value: 'x' }, box({ isFullText: true })))).toBe(
      ErrorCode.BadParameters,
    );
  });

  it('refuses unknown, missing and empty field lists with 419', () => {
    for (const search_fields of [['title', 'secret'], [], undefined]) {
      expect(codeOf(() => resolveCondition({ search_fields, type: 1, value: 'x' }, null))).toBe(
        ErrorCode.InvalidSearchField,
      );
    }
  });

  it('reads range ends with / and . as -, each type in its own form', () => {
    expect(
      resolveCondition({ search_fields: ['param1'], type: 3, from: '2024/01/31' }, null),
    ).toEqual({
      kind: 'range',
      fields: ['param1'],
      length: 10,
      from: '2024-01-31',
      to: null,
    });
    expect(
      resolveCondition({ search_fields: ['param1'], type: 6, to: '2024.02' }, null),
    ).toMatchObject({
      length: 7,
      from: null,
      to: '2024-02',
    });
    expect(resolveCondition({ search_fields: ['param1'], type: 7 }, null)).toBeNull();
    expect(
      codeOf(() =>
        resolveCondition({ search_fields: ['param1'], type: 3, from: '2024-02-30x' }, null),
      ),
    ).toBe(ErrorCode.WrongIsoDateFormat);
    expect(
      codeOf(() => resolveCondition({ search_fields: ['param1'], type: 6, from: '2024-13' }, null)),
    ).toBe(ErrorCode.BadParameters);
    expect(
      codeOf(() =>
        resolveCondition(
          { search_fields: ['param1'], type: 6, from: '2024-05', to: '2024-04' },
          null,
        ),
      ),
    ).toBe(ErrorCode.FromDateAfterToDate);
  });
});

describe('searchTermsOf', () => {
  it('counts typed words once per condition, not choices or dates', () => {
    const fields = { search_fields: ['title'] };
    const matches = [
      resolveCondition({ ...fields, type: 1, value: 'Kokoro  Soseki' }, null),
      resolveCondition({ ...fields, type: 2, value: '夏目漱石' }, null),
      resolveCondition({ ...fields, type: 1, value: 'Kokoro Soseki' }, null),
      resolveCondition({ ...fields, type: 4, value: '小説' }, null),
      resolveCondition({ ...fields, type: 7, from: '2020' }, null),
      null,
    ];
    expect(searchTermsOf(matches)).toEqual(['Kokoro Soseki', '夏目漱石']);
  });
});

describe('pairsOf', () => {
  it('counts each word or value against each field, and an exact value or a range once', () => {
    const two = { search_fields: ['title', 'author', 'title'] };
    expect(pairsOf(resolveCondition({ ...two, type: 1, value: 'a b c a' }, null))).toBe(6);
    expect(pairsOf(resolveCondition({ ...two, type: 2, value: 'a b c' }, null))).toBe(2);
    expect(pairsOf(resolveCondition({ ...two, type: 5, values: ['x', 'y', 'x'] }, null))).toBe(4);
    expect(pairsOf(resolveCondition({ ...two, type: 7, from: '2020', to: '2024' }, null))).toBe(2);
    expect(pairsOf(resolveCondition({ ...two, type: 1, value: ' ' }, null))).toBe(0);
  });

  it('counts the fields of the box a condition names', () => {
    const wide = box({ searchFields: ['title', 'author', 'keywords', 'toc'] });
    expect(pairsOf(resolveCondition({ search_box_id: 1, value: 'a b c' }, wide))).toBe(12);
  });
});

import { describe, expect, it } from 'vitest';
import {
  convertKeysToCamel,
  convertKeysToSnake,
  convertKeyToCamel,
  convertKeyToSnake,
} from './case-conversion';

describe('convertKeyToCamel', () => {
  it('joins snake_case words with capitals', () => {
    expect(convertKeyToCamel('total_elements')).toBe('totalElements');
    expect(convertKeyToCamel('is_new_search')).toBe('isNewSearch');
    expect(convertKeyToCamel('param_1')).toBe('param1');
  });

  it('keeps keys that are already one word or camelCase', () => {
    expect(convertKeyToCamel('status')).toBe('status');
    expect(convertKeyToCamel('contentGroupId')).toBe('contentGroupId');
  });
});

describe('convertKeyToSnake', () => {
  it('splits camelCase words with underscores', () => {
    expect(convertKeyToSnake('contentGroupId')).toBe('content_group_id');
    expect(convertKeyToSnake('keepLogin')).toBe('keep_login');
    expect(convertKeyToSnake('page')).toBe('page');
  });
});

describe('convertKeysToCamel', () => {
  it('converts nested objects and arrays of objects', () => {
    const wire = {
      total_elements: 2,
      content: [{ content_group_id: 'g1', is_favorite: true }],
      view_settings: { footer: { copy_right: '© ACME' } },
    };
    expect(convertKeysToCamel(wire)).toEqual({
      totalElements: 2,
      content: [{ contentGroupId: 'g1', isFavorite: true }],
      viewSettings: { footer: { copyRight: '© ACME' } },
    });
  });

  it('leaves values untouched, including strings that look like keys', () => {
    expect(convertKeysToCamel({ sort_field: 'created_date', tags: ['a_b'], none: null })).toEqual({
      sortField: 'created_date',
      tags: ['a_b'],
      none: null,
    });
  });

  it('passes primitives and non-plain objects through', () => {
    const date = new Date(0);
    expect(convertKeysToCamel('plain_text')).toBe('plain_text');
    expect(convertKeysToCamel(42)).toBe(42);
    expect(convertKeysToCamel({ created_at: date }).createdAt).toBe(date);
  });
});

describe('convertKeysToSnake', () => {
  it('converts a request body deeply', () => {
    expect(
      convertKeysToSnake({
        keepLogin: true,
        passwordHash: 'abc',
        searchConditions: [{ matchValue: 'x' }],
      }),
    ).toEqual({
      keep_login: true,
      password_hash: 'abc',
      search_conditions: [{ match_value: 'x' }],
    });
  });

  it('round-trips wire keys', () => {
    const wire = { subscription_plan_id: 1, coupon_code: 'A', card_holder_email: 'a@b.c' };
    expect(convertKeysToSnake(convertKeysToCamel(wire))).toEqual(wire);
  });
});

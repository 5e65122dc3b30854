import { describe, expect, it } from 'vitest';
import { durationUnitKey, formatOrdinal } from './plan-format';

describe('formatOrdinal', () => {
  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((n) => formatOrdinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('leaves the number alone in Japanese', () => {
    expect(formatOrdinal(2, 'ja')).toBe('2');
  });
});

describe('durationUnitKey', () => {
  it('names the units of the contract', () => {
    expect([0, 1, 2].map(durationUnitKey)).toEqual(['day', 'month', 'year']);
  });
});

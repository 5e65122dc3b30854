import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './display-date';

describe('formatDisplayDate', () => {
  it('writes local dates as YYYY/MM/DD with zero padding', () => {
    expect(formatDisplayDate(new Date(2025, 0, 5, 23, 59))).toBe('2025/01/05');
    expect(formatDisplayDate(new Date(2024, 11, 31).toISOString())).toBe('2024/12/31');
  });

  it('gives an empty text for unreadable values', () => {
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

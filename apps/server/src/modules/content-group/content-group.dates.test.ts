import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { assertDateOrder, formatGroupDate, parseGroupDate } from './content-group.dates.js';

describe('content group dates', () => {
  it('reads yyyy-MM-dd as midnight UTC and writes it back unchanged', () => {
    const date = parseGroupDate('2026-03-31');
    expect(date?.toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(formatGroupDate(date)).toBe('2026-03-31');
    expect(parseGroupDate('')).toBeNull();
    expect(parseGroupDate(null)).toBeNull();
  });

  it.each(['2026/03/31', '03/31/2026', '2026-02-30', '2026-13-01', '2026-3-1', 'tomorrow'])(
    'refuses %s with 865',
    (value) => {
      expect(() => parseGroupDate(value)).toThrow(
        expect.objectContaining({ code: ErrorCode.WrongIsoDateFormat }),
      );
    },
  );

  it('refuses an end before the start with 826 and allows a one-day group', () => {
    const day = parseGroupDate('2026-05-02');
    expect(() => assertDateOrder(day, parseGroupDate('2026-05-01'))).toThrow(
      expect.objectContaining({ code: ErrorCode.ContentGroupEndBeforeStart }),
    );
    expect(() => assertDateOrder(day, day)).not.toThrow();
  });
});

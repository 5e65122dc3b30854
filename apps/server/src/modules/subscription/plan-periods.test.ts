import { describe, expect, it } from 'vitest';
import { periodEnd, planDays } from './plan-periods.js';

const at = (iso: string) => new Date(iso);

describe('plan periods', () => {
  it('counts a month as 30 days and a year as 365', () => {
    expect(planDays({ duration: 14, durationType: 0 })).toBe(14);
    expect(planDays({ duration: 2, durationType: 1 })).toBe(60);
    expect(planDays({ duration: 1, durationType: 2 })).toBe(365);
  });

  it('ends a BY_DAYS period after the plan’s days', () => {
    const plan = { duration: 1, durationType: 1, termType: 'BY_DAYS' };
    expect(periodEnd(at('2026-01-31T10:00:00Z'), plan)).toEqual(at('2026-03-02T10:00:00Z'));
  });

  it('ends a BY_DATE period on the same date, or the last day of a shorter month', () => {
    const monthly = { duration: 1, durationType: 1, termType: 'BY_DATE' };
    expect(periodEnd(at('2026-01-15T10:00:00Z'), monthly)).toEqual(at('2026-02-15T10:00:00Z'));
    expect(periodEnd(at('2026-01-31T10:00:00Z'), monthly)).toEqual(at('2026-02-28T10:00:00Z'));
    const yearly = { duration: 1, durationType: 2, termType: 'BY_DATE' };
    expect(periodEnd(at('2028-02-29T00:00:00Z'), yearly)).toEqual(at('2029-02-28T00:00:00Z'));
  });

  it('runs an END_OF_MONTH period to the end of the month it would end in', () => {
    const monthly = { duration: 1, durationType: 1, termType: 'END_OF_MONTH' };
    expect(periodEnd(at('2026-01-15T10:00:00Z'), monthly)).toEqual(at('2026-03-01T00:00:00Z'));
    const weekly = { duration: 7, durationType: 0, termType: 'END_OF_MONTH' };
    expect(periodEnd(at('2026-04-28T10:00:00Z'), weekly)).toEqual(at('2026-06-01T00:00:00Z'));
  });
});

import type { PopularityPeriod } from '@hondana/contract';

/** product.md §9: months count as 30 days. */
const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<PopularityPeriod, number | null> = {
  LAST_30_DAYS: 30,
  LAST_3_MONTHS: 90,
  LAST_6_MONTHS: 180,
  LONGEST: null,
};

/** The first instant whose views count for `period`; null counts every view ever recorded. */
export function periodStart(period: PopularityPeriod, now: Date = new Date()): Date | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

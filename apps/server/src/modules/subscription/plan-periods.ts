import { DAYS_PER_MONTH, DurationUnit, TermType } from '@hondana/contract';

/** What of a plan its periods depend on. */
export interface PlanTerm {
  duration: number;
  durationType: number;
  termType: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_YEAR = 365;

/** A plan's duration in days: a month is 30 days (product.md §9), a year 365. */
export function planDays(plan: Pick<PlanTerm, 'duration' | 'durationType'>): number {
  if (plan.durationType === DurationUnit.Month) return plan.duration * DAYS_PER_MONTH;
  if (plan.durationType === DurationUnit.Year) return plan.duration * DAYS_PER_YEAR;
  return plan.duration;
}

export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** The same day-of-month `months` later (UTC), the month's last day when it is shorter. */
function addCalendarMonths(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

function startOfNextMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/**
 * When a billing period that starts at `start` ends (exclusive), by the plan's term type:
 * BY_DAYS counts days (a month is 30); BY_DATE moves the calendar (the same date next month or
 * year, the last day of a shorter month); END_OF_MONTH runs to the end of the month the BY_DATE
 * period ends in. Calendar rules read UTC, as content group dates do.
 */
export function periodEnd(start: Date, plan: PlanTerm): Date {
  if (plan.termType === TermType.ByDays || plan.durationType === DurationUnit.Day) {
    const end = addDays(start, planDays(plan));
    return plan.termType === TermType.EndOfMonth ? startOfNextMonth(addDays(end, -1)) : end;
  }
  const months = plan.durationType === DurationUnit.Year ? plan.duration * 12 : plan.duration;
  const end = addCalendarMonths(start, months);
  return plan.termType === TermType.EndOfMonth ? startOfNextMonth(addDays(end, -1)) : end;
}

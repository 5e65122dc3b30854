import { DurationUnit } from '@hondana/contract';

/** The text key of a plan's duration unit (0 day, 1 month, 2 year). */
export function durationUnitKey(durationType: number): 'day' | 'month' | 'year' {
  if (durationType === DurationUnit.Year) return 'year';
  if (durationType === DurationUnit.Month) return 'month';
  return 'day';
}

const englishSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
let englishOrdinals: Intl.PluralRules | undefined;

/**
 * A billing period's number as its text needs it: `1st`, `2nd`, `11th` in English; the plain
 * number in Japanese, whose text says 回目 around it.
 */
export function formatOrdinal(value: number, language: string): string {
  if (language !== 'en') return String(value);
  englishOrdinals ??= new Intl.PluralRules('en', { type: 'ordinal' });
  return `${value}${englishSuffixes[englishOrdinals.select(value)] ?? 'th'}`;
}

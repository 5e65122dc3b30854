import { ErrorCode } from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';

// Start and end dates of a content group travel as yyyy-MM-dd (865 otherwise) and are stored as
// midnight UTC of that day; the access rule counts the end day as a whole day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** null for null/blank; a Date at midnight UTC; 865 for anything but a real yyyy-MM-dd date. */
export function parseGroupDate(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) throw new AppError(ErrorCode.WrongIsoDateFormat);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2026-02-30 and the like, which Date would roll over into March.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw new AppError(ErrorCode.WrongIsoDateFormat);
  }
  return date;
}

/** 826 when the group would end before it starts (the same day for both is allowed). */
export function assertDateOrder(start: Date | null, end: Date | null): void {
  if (start && end && end.getTime() < start.getTime()) {
    throw new AppError(ErrorCode.ContentGroupEndBeforeStart);
  }
}

export function formatGroupDate(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

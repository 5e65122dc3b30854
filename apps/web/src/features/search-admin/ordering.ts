import { moved } from '../search-display/ordering';

/** Moving one row of an ordered list up or down, as the ordering calls want it. */

export interface Ordinal {
  id: number;
  ordinal: number;
}

/**
 * The ordinals of every row after moving the row at `index` by `delta` (-1 up, +1 down), numbered
 * 0, 1, 2… in the new order; null when the row cannot move that way.
 */
export function moveRow(
  rows: readonly { id: number }[],
  index: number,
  delta: -1 | 1,
): Ordinal[] | null {
  const target = index + delta;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return null;
  return moved(rows, index, delta).map((row, ordinal) => ({ id: row.id, ordinal }));
}

/** Only the rows whose ordinal changes (for lists updated one row at a time). */
export function changedOrdinals(
  rows: readonly { id: number; ordinal: number }[],
  next: readonly Ordinal[],
): Ordinal[] {
  const current = new Map(rows.map((row) => [row.id, row.ordinal]));
  return next.filter((entry) => current.get(entry.id) !== entry.ordinal);
}

/** The ordinal after the last row (where a new row goes). */
export function nextOrdinal(rows: readonly { ordinal: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.ordinal + 1), 0);
}

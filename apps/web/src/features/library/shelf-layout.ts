/** A group's shelf settings (product.md §3 Content group). */
export interface ShelfSettings {
  numRow: number;
  itemSize: number;
  isWrapLine: boolean;
}

export interface ShelfLayout {
  /** Contents per page of the shelf. */
  pageSize: number;
  /** Rows the cards flow into when the shelf does not wrap (then it scrolls sideways). */
  rows: number;
  wrap: boolean;
}

const maxRows = 10;
const maxPageSize = 100;

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;
}

/**
 * A wrapping shelf is a grid that breaks into as many lines as the page needs. A shelf that
 * does not wrap keeps its cards in `numRow` rows and scrolls sideways, so a page of `itemSize`
 * books never pushes the next group off the screen.
 */
export function shelfLayout(settings: ShelfSettings): ShelfLayout {
  const pageSize = clamp(settings.itemSize, 1, maxPageSize, 10);
  return {
    pageSize,
    rows: settings.isWrapLine ? 1 : Math.min(clamp(settings.numRow, 1, maxRows, 1), pageSize),
    wrap: settings.isWrapLine,
  };
}

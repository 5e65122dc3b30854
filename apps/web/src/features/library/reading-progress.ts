import type { Content } from './library-types';

/**
 * How far the signed-in reader is in a book, as a cover's bar and its caption say it: a PDF by
 * page ("page n of N", the page the reader reopens at; page 1 before the first turn), an EPUB by
 * the share foliate-js reported with its location. Null for a book the reader never opened.
 */
export type ReadingProgress =
  | { fraction: number; kind: 'page'; page: number; total: number }
  | { fraction: number; kind: 'percent'; percent: number };

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export function readingProgressOf(
  content: Pick<Content, 'fileType' | 'pageCount' | 'readingState'>,
): ReadingProgress | null {
  const state = content.readingState;
  if (!state) return null;
  const total = content.pageCount ?? 0;
  if (content.fileType === 'pdf' && total > 0) {
    const saved = Number(state.location);
    const page = Number.isInteger(saved) && saved >= 1 && saved <= total ? saved : 1;
    return { fraction: page / total, kind: 'page', page, total };
  }
  const fraction = clamp(state.progress ?? 0);
  return { fraction, kind: 'percent', percent: Math.round(fraction * 100) };
}

import { describe, expect, it } from 'vitest';
import { readingProgressOf } from './reading-progress';

const pdf = { fileType: 'pdf' as const, pageCount: 40 };
const epub = { fileType: 'epub' as const, pageCount: 12 };

describe('readingProgressOf', () => {
  it('gives nothing for a book the reader never opened', () => {
    expect(readingProgressOf({ ...pdf, readingState: null })).toBeNull();
  });

  it('reads a PDF by its saved page, page 1 before the first turn or for a page it lacks', () => {
    const at = (location: string | null) =>
      readingProgressOf({ ...pdf, readingState: { location, progress: null } });
    expect(at('10')).toEqual({ fraction: 0.25, kind: 'page', page: 10, total: 40 });
    expect(at(null)).toMatchObject({ kind: 'page', page: 1, total: 40 });
    expect(at('41')).toMatchObject({ page: 1 });
    expect(at('2.5')).toMatchObject({ page: 1 });
  });

  it('reads an EPUB (or a PDF of unknown length) by the share the reader reported', () => {
    const cfi = 'epubcfi(/6/4!/4/2/1:0)';
    expect(
      readingProgressOf({ ...epub, readingState: { location: cfi, progress: 0.426 } }),
    ).toEqual({ fraction: 0.426, kind: 'percent', percent: 43 });
    expect(
      readingProgressOf({ ...epub, readingState: { location: null, progress: null } }),
    ).toMatchObject({ fraction: 0, percent: 0 });
    expect(
      readingProgressOf({
        fileType: 'pdf',
        pageCount: null,
        readingState: { location: '3', progress: 1.2 },
      }),
    ).toMatchObject({ fraction: 1, percent: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import { importStatusOf, looksLikeCsv } from './import-status';

describe('importStatusOf', () => {
  it('names each stage of an uploaded file', () => {
    expect(importStatusOf({ requestStatus: null, progressState: 2 })).toBe('uploaded');
    expect(importStatusOf({ requestStatus: 0, progressState: 2 })).toBe('pending');
    expect(importStatusOf({ requestStatus: 0, progressState: 1 })).toBe('progressing');
    expect(importStatusOf({ requestStatus: 1, progressState: 0 })).toBe('success');
    expect(importStatusOf({ requestStatus: 2, progressState: 0 })).toBe('error');
  });

  it('offers .csv files only', () => {
    expect(looksLikeCsv({ name: 'books.CSV' })).toBe(true);
    expect(looksLikeCsv({ name: 'books.xlsx' })).toBe(false);
  });
});

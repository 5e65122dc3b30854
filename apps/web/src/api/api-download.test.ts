import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './api-download';

describe('fileNameFromDisposition', () => {
  it('prefers the encoded name, then the plain one, then the fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="contents.csv"; filename*=UTF-8''%E6%9C%AC.csv`,
        'x.csv',
      ),
    ).toBe('本.csv');
    expect(fileNameFromDisposition('attachment; filename="contents-2026.csv"', 'x.csv')).toBe(
      'contents-2026.csv',
    );
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
  });
});

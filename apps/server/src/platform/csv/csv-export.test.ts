import { describe, expect, it } from 'vitest';
import { toSpreadsheetCsv, UTF8_BOM } from './csv-export.js';

describe('spreadsheet CSV', () => {
  it('starts with a BOM and escapes formulas, quotes and line breaks', () => {
    const csv = toSpreadsheetCsv(
      ['a', 'b'],
      [
        ['=1+2', '+cmd'],
        ['-5', '@SUM(A1)'],
        ['\tx', 'say "hi",\nthen'],
        [null, 42],
        ['日本語', 'a-b'],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      [
        'a,b',
        "'=1+2,'+cmd",
        "'-5,'@SUM(A1)",
        `'\tx,"say ""hi"",\nthen"`,
        ',42',
        '日本語,a-b',
        '',
      ].join('\r\n'),
    );
  });
});

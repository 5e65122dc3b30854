import { contentCsvColumns, contentCsvTemplateColumns } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { CsvFileError, decodeCsvBytes, unescapeCell } from '../../platform/csv/csv-text.js';
import { interpretContentRow, parseContentCsv } from './content-csv.js';

const header = contentCsvTemplateColumns.join(',');

function rowOf(values: Partial<Record<(typeof contentCsvTemplateColumns)[number], string>>) {
  const { rows, ...file } = parseContentCsv(
    `${header}\n${contentCsvTemplateColumns.map((c) => JSON.stringify(values[c] ?? '')).join(',')}`,
  );
  return interpretContentRow(rows[0]!, file, 'en');
}

describe('content CSV', () => {
  it('reads UTF-8 with a BOM and Japanese Excel’s Shift_JIS, and refuses binaries', () => {
    const text = `${header}\n,本,,,,,,,,,,,,,,,0`;
    expect(decodeCsvBytes(Buffer.from(`\uFEFF${text}`))).toBe(text);
    // 「本」 in Shift_JIS is 0x96 0x7B.
    const sjis = Buffer.concat([Buffer.from(`${header}\n,`), Buffer.from([0x96, 0x7b])]);
    expect(decodeCsvBytes(sjis)).toBe(`${header}\n,本`);
    expect(() => decodeCsvBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toThrow(CsvFileError);
  });

  it('takes the columns in any order and ignores the reason column of an error file', () => {
    const reordered = [...contentCsvTemplateColumns].reverse().join(',');
    const { columns } = parseContentCsv(`${reordered},reason\n${'x,'.repeat(17)}why`);
    expect(columns.action).toBe(0);
    expect(columns.id).toBe(16);
    expect(() => parseContentCsv(`${header},titel\n`)).toThrow(/Unknown column "titel"/);
    expect(() => parseContentCsv(`${header},title\n`)).toThrow(/appears twice/);
  });

  it('takes off only the apostrophe the export puts before a formula', () => {
    expect(unescapeCell("'=1+1")).toBe('=1+1');
    expect(unescapeCell("'@cmd")).toBe('@cmd');
    expect(unescapeCell("'90s")).toBe("'90s");
  });

  it('reads add, update and delete rows', () => {
    expect(rowOf({ title: 'A', content_group_ids: '1; 2;2', action: '0' })).toEqual({
      action: 'add',
      fields: expect.objectContaining({ title: 'A', view: 1, print: 0, content_group_ids: [1, 2] }),
    });
    const update = rowOf({ id: 'abc', title: 'B', author: '', print: '2', action: '1' });
    expect(update).toEqual({
      action: 'update',
      id: 'abc',
      fields: expect.objectContaining({
        title: 'B',
        author: null,
        print: 2,
        content_group_ids: [],
      }),
    });
    // An empty view keeps the content's current setting.
    expect(update.action === 'update' && 'view' in update.fields).toBe(false);
    expect(rowOf({ id: 'abc', action: '2' })).toEqual({ action: 'delete', id: 'abc' });
  });

  it('imports an exported file: its file columns are skipped, the action follows the id', () => {
    const exportHeader = [...contentCsvColumns].join(',');
    const exported = parseContentCsv(
      `${exportHeader}\r\nabc,'=1+1,,,,,,,,,,,1,0,,,book.pdf,pdf,100,3,3,2026-01-01,2026-01-01\r\n` +
        `,New,,,,,,,,,,,1,0,,,,,,,1,2026-01-01,2026-01-01\r\n`,
    );
    expect(exported.columns.action).toBeUndefined();
    expect(interpretContentRow(exported.rows[0]!, exported, 'en')).toMatchObject({
      action: 'update',
      id: 'abc',
      fields: { title: '=1+1' },
    });
    expect(interpretContentRow(exported.rows[1]!, exported, 'en')).toMatchObject({
      action: 'add',
      fields: { title: 'New' },
    });
  });

  it('explains rows it cannot use', () => {
    const reason = (values: Parameters<typeof rowOf>[0]) => {
      const row = rowOf(values);
      return row.action === 'invalid' ? row.reason : null;
    };
    expect(reason({ title: 'A', action: 'x' })).toMatch(/action must be/);
    expect(reason({ id: 'x', title: 'A', action: '0' })).toMatch(/Leave id empty/);
    expect(reason({ title: 'A', action: '1' })).toMatch(/needs the id/);
    expect(reason({ title: 'A', content_group_ids: 'a;b', action: '0' })).toMatch(/semicolons/);
    expect(reason({ title: 'A', view: 'yes', action: '0' })).toMatch(/view must be a number/);
    expect(reason({ title: 'A', print: '5', action: '0' })).toMatch(/print is not valid/);
    expect(reason({ title: 'A', type: 'old', action: '0' })).toMatch(/type is not valid/);
  });
});

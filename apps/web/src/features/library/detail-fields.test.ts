import { describe, expect, it } from 'vitest';
import { detailFieldsOf } from './detail-fields';
import type { Content } from './library-types';

const content = {
  title: 'T',
  author: 'Author',
  keywords: '',
  toc: 'Ch 1\nCh 2',
  description: null,
  distributorName: 'Dist',
  param1: 'P1',
  param2: null,
  param3: null,
  param4: null,
  param5: null,
  createDate: '2024-03-05T10:00:00.000Z',
} as unknown as Content;

describe('detailFieldsOf', () => {
  it('shows every filled field but the title by default, long texts multiline', () => {
    const fields = detailFieldsOf(content, []);
    expect(fields.map((f) => f.field)).toEqual(['author', 'toc', 'distributorName', 'param1']);
    expect(fields.find((f) => f.field === 'toc')).toMatchObject({ multiline: true, size: 12 });
  });

  it('follows the configured fields, titles, widths and order', () => {
    const fields = detailFieldsOf(content, [
      { field: 'param1', title: 'Edition', size: 4, ordinalNumber: 2 },
      { field: 'author', title: '', size: 5, ordinalNumber: 1 },
      { field: 'unknown', title: 'x', size: 3, ordinalNumber: 0 },
      { field: 'description', title: 'About', size: 12, ordinalNumber: 3 },
    ]);
    expect(fields).toEqual([
      { field: 'author', title: null, size: 12, multiline: false, value: 'Author' },
      { field: 'param1', title: 'Edition', size: 4, multiline: false, value: 'P1' },
    ]);
  });

  it('shows the created date when the administrator adds it', () => {
    const [field] = detailFieldsOf(content, [
      { field: 'created_date', title: null, size: 6, ordinalNumber: 0 },
    ]);
    expect(field).toMatchObject({ field: 'created_date', size: 6 });
    expect(field?.value).toMatch(/^2024\/03\/0[45]$/);
  });
});

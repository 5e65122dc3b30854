import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContent } from '../content-access/content-access-test-helpers.js';
import { contents } from '../content/content.tables.js';
import type { FieldMatch } from './search-conditions.js';
import { conditionSql } from './search.filters.js';

// A range on a free-text field, in SQL, against the rule it implements: the field counts when it
// starts with a date of the range's form (`/` and `.` read as `-`), compared as text.

const VALUES = [
  '1990-01-01',
  '1990/01/01',
  '1990.01.01 morning',
  '1995-12-31',
  '1996-01-01',
  '1989-12-31',
  '1990-1-1',
  '19900101',
  ' 1990-01-01',
  '1990-06',
  '1990/06/15',
  '1990',
  '199',
  'abcd-ef-gh',
  '2000',
  '2010/12/31',
  '2011-01-01',
  '2010-12-31 evening',
  '201:',
  '1995-12-31x',
  '1993-xx-01',
  '',
];

const FORMS = [
  { length: 10, shape: /^\d{4}-\d{2}-\d{2}/, from: '1990-01-01', to: '1995-12-31' },
  { length: 7, shape: /^\d{4}-\d{2}/, from: '1990-01', to: '1990-06' },
  { length: 4, shape: /^\d{4}/, from: '1990', to: null },
  { length: 10, shape: /^\d{4}-\d{2}-\d{2}/, from: null, to: '1990-01-01' },
  // Bounds sharing their first digits (the SQL first keeps the values that begin with them).
  { length: 4, shape: /^\d{4}/, from: '2000', to: '2010' },
  { length: 10, shape: /^\d{4}-\d{2}-\d{2}/, from: '1990-01-01', to: '1990-01-01' },
] as const;

function inRangeByRule(value: string, form: (typeof FORMS)[number]): boolean {
  const dashed = value.replace(/[/.]/g, '-');
  const prefix = dashed.slice(0, form.length);
  return (
    form.shape.test(dashed) &&
    (form.from === null || prefix >= form.from) &&
    (form.to === null || prefix <= form.to)
  );
}

describe('a date range on a text field', () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;
  const idOf = new Map<string, string>();

  beforeAll(async () => {
    handle = await openTestDatabase();
    company = await createCompany(handle.db);
    for (const value of VALUES) {
      idOf.set(
        value,
        (await createContent(handle.db, company, [], { param1: value, title: value })).id,
      );
    }
  });
  afterAll(() => handle.close());

  it('finds exactly the values the rule finds, in every form, with either bound open', async () => {
    // A custom field, whose dates are indexed, and another field, which the bounds' shared digits
    // narrow instead (search.filters.ts).
    for (const field of ['param1', 'title'] as const) {
      for (const form of FORMS) {
        const match: FieldMatch = {
          kind: 'range',
          fields: [field],
          length: form.length,
          from: form.from,
          to: form.to,
        };
        const rows = await handle.db
          .select({ value: contents[field] })
          .from(contents)
          .where(
            and(
              eq(contents.companyId, company.id),
              inArray(contents.id, [...idOf.values()]),
              conditionSql(match),
            ),
          );
        const found = rows.map((row) => row.value).sort();
        const expected = VALUES.filter((value) => inRangeByRule(value, form)).sort();
        expect(found, `${field} ${JSON.stringify(form)}`).toEqual(expected);
        expect(found.length, JSON.stringify(form)).toBeGreaterThan(0);
      }
    }
  });
});

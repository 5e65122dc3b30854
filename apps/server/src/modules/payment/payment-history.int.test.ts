import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import type { UserRow } from '../user/user.tables.js';
import { callAs } from '../subscription/subscription-test-helpers.js';
import { transactionCsvColumns } from './history.service.js';
import { recordOrder } from './payment-test-helpers.js';

describe('the payment history (transaction/page) and its CSV', () => {
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let secondReader: UserRow;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ({ home, other } = await twoTenants(t));
    secondReader = await createUser(t.database.db, home.company, { fullName: 'Hanako Yamada' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    ids.readerOld = (await recordOrder(t, home.company, home.reader, { createdAt: day(1) })).id;
    ids.readerFailed = (
      await recordOrder(t, home.company, home.reader, {
        createdAt: day(2),
        status: 'FAILED',
        message: 'The card was declined.',
        planName: 'Yearly',
      })
    ).id;
    ids.readerNew = (
      await recordOrder(t, home.company, home.reader, {
        createdAt: day(3),
        kind: 'RENEWAL',
        period: 2,
        couponCode: 'SPRING',
      })
    ).id;
    ids.second = (
      await recordOrder(t, home.company, secondReader, {
        createdAt: day(4),
        planName: '=HYPERLINK("http://evil")',
        status: 'PENDING',
      })
    ).id;
    ids.otherCompany = (await recordOrder(t, other.company, other.reader)).id;
  });
  afterAll(() => t.close());

  const idsOf = (response: { json(): { results: { content: { id: string }[] } } }) =>
    response.json().results.content.map((row) => row.id);

  it('shows a reader their own payments only, newest first, as the wire says', async () => {
    const response = await home.asReader('GET', '/transaction/page');
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.readerNew, ids.readerFailed, ids.readerOld]);
    expect(response.json().results.content[0]).toEqual({
      id: ids.readerNew,
      name: 'Monthly',
      price: 1100,
      created_date: '2026-01-03T00:00:00.000Z',
      status: 'SUCCESS',
      kind: 'RENEWAL',
      period: 2,
      coupon_code: 'SPRING',
      card_number: '411111******1111',
      message: null,
      user_id: home.reader.id,
      user_name: home.reader.fullName,
      user_email: home.reader.email,
    });
    expect(response.json().results).toMatchObject({ total_elements: 3 });
  });

  it('keeps a reader to their own payments whatever user_id they send', async () => {
    const response = await home.asReader('GET', `/transaction/page?user_id=${secondReader.id}`);
    expect(idsOf(response)).toEqual([ids.readerNew, ids.readerFailed, ids.readerOld]);
  });

  it('shows the company administrator every reader’s, filtered by reader, status and search', async () => {
    const all = await home.asAdmin('GET', '/transaction/page');
    expect(idsOf(all)).toEqual([ids.second, ids.readerNew, ids.readerFailed, ids.readerOld]);
    const byReader = await home.asAdmin('GET', `/transaction/page?user_id=${secondReader.id}`);
    expect(idsOf(byReader)).toEqual([ids.second]);
    const failed = await home.asAdmin('GET', '/transaction/page?status=FAILED');
    expect(idsOf(failed)).toEqual([ids.readerFailed]);
    const byName = await home.asAdmin('GET', `/transaction/page?search_key=hanako`);
    expect(idsOf(byName)).toEqual([ids.second]);
    const byPlan = await home.asAdmin('GET', '/transaction/page?search_key=yearly');
    expect(idsOf(byPlan)).toEqual([ids.readerFailed]);
    const byOrder = await home.asAdmin('GET', `/transaction/page?search_key=${ids.readerOld}`);
    expect(idsOf(byOrder)).toEqual([ids.readerOld]);
    const wildcard = await home.asAdmin('GET', '/transaction/page?search_key=%25');
    expect(idsOf(wildcard)).toEqual([]);
  });

  it('pages by 10 unless told otherwise', async () => {
    const reader = await createUser(t.database.db, home.company);
    for (let n = 0; n < 12; n += 1) {
      await recordOrder(t, home.company, reader, { createdAt: new Date(Date.UTC(2025, 0, n + 1)) });
    }
    const first = await callAs(t, home, reader)('GET', '/transaction/page');
    expect(first.json().results).toMatchObject({ total_elements: 12, total_pages: 2 });
    expect(idsOf(first)).toHaveLength(10);
    const second = await callAs(t, home, reader)('GET', '/transaction/page?page=2');
    expect(idsOf(second)).toHaveLength(2);
  });

  it('shows another company’s administrator none of these payments', async () => {
    const response = await other.asAdmin('GET', '/transaction/page');
    expect(idsOf(response)).toEqual([ids.otherCompany]);
    const asked = await other.asAdmin('GET', `/transaction/page?user_id=${home.reader.id}`);
    expect(idsOf(asked)).toEqual([]);
    const csv = await other.asAdmin('GET', '/transaction/csv');
    expect(csv.body).not.toContain(ids.readerOld);
  });

  it('refuses bad filters (400)', async () => {
    for (const query of ['status=PAID', 'size=101', 'page=0', 'user_id=x']) {
      const response = await home.asAdmin('GET', `/transaction/page?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('exports the administrator’s filtered history as a spreadsheet CSV', async () => {
    const response = await home.asAdmin('GET', `/transaction/csv?user_id=${secondReader.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('payments.csv');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(response.body.slice(1)) as string[][];
    expect(rows[0]).toEqual([...transactionCsvColumns]);
    expect(rows.slice(1)).toEqual([
      [
        ids.second,
        '2026-01-04T00:00:00.000Z',
        'PENDING',
        'FIRST',
        '1',
        // A formula is written as text, never run by the spreadsheet.
        `'=HYPERLINK("http://evil")`,
        '1100',
        '',
        '411111******1111',
        '',
        String(secondReader.id),
        'Hanako Yamada',
        secondReader.email!,
      ],
    ]);
    const searched = await home.asAdmin('GET', '/transaction/csv?status=FAILED');
    const failedRows = parse(searched.body.slice(1)) as string[][];
    expect(failedRows.map((row) => row[0])).toEqual(['order_id', ids.readerFailed]);
  });

  it('lets only the company administrator export (readers 403)', async () => {
    const response = await home.asReader('GET', '/transaction/csv');
    expect(response.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createSearchTermRepository } from './search-terms.repository.js';

describe('search terms repository', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts the same words once per search, normalized, per company', async () => {
    const repository = createSearchTermRepository(database.db);
    const company = await createCompany(database.db);
    const other = await createCompany(database.db);
    await repository.record(company.id, 'Hondana  本棚');
    await repository.record(company.id, ' ｈｏｎｄａｎａ\u3000本棚 ');
    await Promise.all([
      repository.record(company.id, 'hondana 本棚'),
      repository.record(company.id, 'HONDANA 本棚'),
    ]);
    await repository.record(company.id, '   ');
    await repository.record(other.id, 'hondana 本棚');

    const mine = await repository.page(company.id, {
      field: 'count',
      order: 'desc',
      page: 1,
      size: 10,
    });
    expect(mine.total).toBe(1);
    expect(mine.rows.map((row) => [row.term, row.count])).toEqual([['hondana 本棚', 4]]);
    const theirs = await repository.page(other.id, {
      field: 'count',
      order: 'desc',
      page: 1,
      size: 10,
    });
    expect(theirs.rows.map((row) => [row.term, row.count])).toEqual([['hondana 本棚', 1]]);
  });

  it('pages, sorts and filters by a literal part of the term', async () => {
    const repository = createSearchTermRepository(database.db);
    const company = await createCompany(database.db);
    for (const term of ['apple', 'apple', 'apple', 'banana', '100%', '100 percent']) {
      await repository.record(company.id, term);
    }
    const byCount = await repository.page(company.id, {
      field: 'count',
      order: 'desc',
      page: 1,
      size: 2,
    });
    expect(byCount.total).toBe(4);
    expect(byCount.rows.map((row) => row.term)).toEqual(['apple', '100 percent']);
    const second = await repository.page(company.id, {
      field: 'term',
      order: 'asc',
      page: 2,
      size: 2,
    });
    expect(second.rows.map((row) => row.term)).toEqual(['apple', 'banana']);
    const literal = await repository.page(company.id, {
      searchKey: '%',
      field: 'term',
      order: 'asc',
      page: 1,
      size: 10,
    });
    expect(literal.rows.map((row) => row.term)).toEqual(['100%']);
  });
});

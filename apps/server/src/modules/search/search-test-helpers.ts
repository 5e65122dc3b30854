import type { ContentWire } from '@hondana/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { contentHashtags } from '../content/content.tables.js';
import { hashtags, type HashtagRow } from '../hashtag/hashtag.tables.js';
import {
  searchBoxes,
  searchSettings,
  searchTabs,
  sortFields,
} from '../search-config/search-config.tables.js';

// Search configuration written directly (the administration calls are another module's), so the
// search tests need only the tables.

export async function createSearchBox(
  db: Database,
  company: CompanyRow,
  values: Partial<typeof searchBoxes.$inferInsert> &
    Pick<typeof searchBoxes.$inferInsert, 'type' | 'searchFields'>,
) {
  const [row] = await db
    .insert(searchBoxes)
    .values({ companyId: company.id, label: 'box', ...values })
    .returning();
  return row!;
}

export async function createSearchTab(
  db: Database,
  company: CompanyRow,
  values: Partial<typeof searchTabs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(searchTabs)
    .values({ companyId: company.id, name: 'tab', ...values })
    .returning();
  return row!;
}

export async function createSortField(
  db: Database,
  company: CompanyRow,
  values: Pick<typeof sortFields.$inferInsert, 'field'> & Partial<typeof sortFields.$inferInsert>,
) {
  const [row] = await db
    .insert(sortFields)
    .values({ companyId: company.id, title: `sort ${values.field}`, ...values })
    .returning();
  return row!;
}

/** A hashtag of `company` carried by `contentIds`. */
export async function createHashtag(
  db: Database,
  company: CompanyRow,
  name: string,
  contentIds: string[] = [],
): Promise<HashtagRow> {
  const [row] = await db.insert(hashtags).values({ companyId: company.id, name }).returning();
  if (contentIds.length > 0) {
    await db
      .insert(contentHashtags)
      .values(contentIds.map((contentId) => ({ contentId, hashtagId: row!.id })));
  }
  return row!;
}

export async function allowMultipleHashtags(db: Database, company: CompanyRow): Promise<void> {
  await db
    .insert(searchSettings)
    .values({ companyId: company.id, multipleSelectHashtag: true })
    .onConflictDoUpdate({ target: searchSettings.companyId, set: { multipleSelectHashtag: true } });
}

/** A client of the search calls on one company's host. */
export function searchClient(t: TestApp, host: string) {
  return (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host, ...(options.token ? { 'x-access-token': options.token } : {}) },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
}

/** The ids of a successful page of contents; fails loudly with the answer otherwise. */
export function idsOfPage(answer: LightMyRequestResponse): string[] {
  const body = answer.json();
  if (body.status !== 200) throw new Error(`expected a page, got ${answer.body}`);
  return (body.results.content as ContentWire[]).map((content) => content.id);
}

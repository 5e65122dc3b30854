/**
 * The search spec's data, made through the demo company administrator's API: params on the demo
 * books, a box of each type, a tab, two sorts and a hashtag; everything is put back afterwards
 * (the books' params and hashtags too).
 */
import { callApiOk, signInDemoCompanyAdmin, waitForDemoBooks } from './site-api';

const host = 'demo.localhost';

interface AdminContent {
  id: string;
  title: string;
  encoding_status: number;
  param1: string | null;
  param2: string | null;
  param3: string | null;
  param4: string | null;
  hash_tag_ids?: number[];
}

/** What the spec creates, to remove it afterwards. */
const created = {
  boxes: [] as number[],
  tabs: [] as number[],
  sortFields: [] as number[],
  hashtags: [] as number[],
};
let token = '';
let previousSearchBoxHashtags: number[] = [];
let previousTabSetting: { show_tabs: boolean; all_tab_label: string | null } | null = null;
const books: Record<string, AdminContent> = {};

/** Params of the demo books that the boxes search (param1 kind, 2 date, 3 month, 4 year). */
const bookParams: Record<
  string,
  { param1: string; param2: string; param3: string; param4: string }
> = {
  文の図書館: { param1: 'novel', param2: '2021-04-10', param3: '2022-05', param4: '2019' },
  'Harbor Town Stories': {
    param1: 'novel',
    param2: '2023-01-15',
    param3: '2023-08',
    param4: '2021',
  },
  風の手紙: { param1: 'essay', param2: '2020-12-01', param3: '2021-02', param4: '2015' },
  'Hondana 利用ガイド': {
    param1: 'guide',
    param2: '2024-03-03',
    param3: '2024-03',
    param4: '2024',
  },
  'Getting Started with Hondana': {
    param1: 'guide',
    param2: '2022-07-20',
    param3: '2022-07',
    param4: '2022',
  },
};

export function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  return callApiOk<T>(host, method, path, { token, body });
}

async function addBox(body: Record<string, unknown>): Promise<number> {
  const box = await api<{ id: number }>('POST', '/search-box/add', {
    operation: 'OR',
    match_values: [],
    is_full_text: false,
    ...body,
  });
  created.boxes.push(box.id);
  return box.id;
}

/** What the spec's pages show, by the ids and names the server gave. */
export interface SearchData {
  boxIds: Record<string, number>;
  tabId: number;
  hashtagId: number;
  sortLabels: Record<number, string>;
}

export async function setUpSearchData(): Promise<SearchData> {
  const boxIds: Record<string, number> = {};
  let tabId = 0;
  let hashtagId = 0;
  const sortLabels: Record<number, string> = {};
  token = await signInDemoCompanyAdmin(host);
  for (const book of await waitForDemoBooks<AdminContent>(host, token)) books[book.title] = book;
  for (const [title, params] of Object.entries(bookParams)) {
    await api('PUT', `/content/update/${books[title]!.id}`, params);
  }
  boxIds.title = await addBox({ label: 'E2E タイトル', search_fields: ['title'], type: 1 });
  boxIds.author = await addBox({ label: 'E2E 著者', search_fields: ['author'], type: 2 });
  boxIds.date = await addBox({ label: 'E2E 発行日', search_fields: ['param2'], type: 3 });
  boxIds.kind = await addBox({
    label: 'E2E 種類',
    search_fields: ['param1'],
    type: 4,
    match_values: ['novel', 'essay', 'guide'],
  });
  boxIds.kinds = await addBox({
    label: 'E2E 種類（複数）',
    search_fields: ['param1'],
    type: 5,
    match_values: ['novel', 'essay', 'guide'],
  });
  boxIds.month = await addBox({ label: 'E2E 発行月', search_fields: ['param3'], type: 6 });
  boxIds.year = await addBox({ label: 'E2E 発行年', search_fields: ['param4'], type: 7 });

  const tabSetting = await api<{ show_tabs: boolean; all_tab_label: string | null }>(
    'GET',
    '/tab-setting/detail',
  );
  previousTabSetting = {
    show_tabs: tabSetting.show_tabs,
    all_tab_label: tabSetting.all_tab_label,
  };
  await api('PUT', '/tab-setting/update', { show_tabs: true, all_tab_label: null });
  const tab = await api<{ id: number }>('POST', '/tab/add', {
    name: 'E2E ガイド',
    conditions: [{ search_fields: ['param1'], type: 2, value: 'guide' }],
  });
  tabId = tab.id;
  created.tabs.push(tab.id);

  // The company's sorts by title (1) and author (2): added unless it has them already.
  const sortFields = await api<{ field: number; title: string }[]>(
    'GET',
    `/sort-field/public?domain=${host}`,
  );
  for (const [field, title] of [
    [1, 'E2E 書名順'],
    [2, 'E2E 著者順'],
  ] as const) {
    const existing = sortFields.find((sort) => sort.field === field);
    if (existing) {
      sortLabels[field] = existing.title;
      continue;
    }
    const added = await api<{ id: number; title: string }>('POST', '/sort-field/add', {
      field,
      title,
      is_asc_default: true,
      is_sort_field_default: false,
    });
    created.sortFields.push(added.id);
    sortLabels[field] = added.title;
  }

  const hashtag = await api<{ id: number }>('POST', '/hash-tag/add', { name: 'e2e灯台' });
  hashtagId = hashtag.id;
  created.hashtags.push(hashtag.id);
  const letters = books['風の手紙']!;
  await api('PUT', `/content/update/${letters.id}`, {
    hash_tag_ids: [...(letters.hash_tag_ids ?? []), hashtag.id],
  });
  const searchBox = await api<{ hash_tag_ids: number[] }>('GET', '/hash-tag/get-search-box');
  previousSearchBoxHashtags = searchBox.hash_tag_ids;
  await api('PUT', '/hash-tag/update-search-box-hash-tag', {
    hash_tag_ids: [...searchBox.hash_tag_ids, hashtag.id],
  });
  return { boxIds, tabId, hashtagId, sortLabels };
}

export async function removeSearchData(): Promise<void> {
  if (!token) return;
  await api('PUT', '/hash-tag/update-search-box-hash-tag', {
    hash_tag_ids: previousSearchBoxHashtags,
  }).catch(() => undefined);
  for (const id of created.hashtags)
    await api('DELETE', `/hash-tag/delete/${id}`).catch(() => undefined);
  for (const id of created.tabs) await api('DELETE', `/tab/delete/${id}`).catch(() => undefined);
  if (previousTabSetting) {
    await api('PUT', '/tab-setting/update', previousTabSetting).catch(() => undefined);
  }
  for (const id of created.sortFields) {
    await api('DELETE', `/sort-field/delete/${id}`).catch(() => undefined);
  }
  for (const id of created.boxes)
    await api('DELETE', `/search-box/delete/${id}`).catch(() => undefined);
  // The books as they were: their params and hashtags.
  for (const book of Object.values(books)) {
    const { param1, param2, param3, param4 } = book;
    await api('PUT', `/content/update/${book.id}`, {
      param1,
      param2,
      param3,
      param4,
      ...(book.hash_tag_ids ? { hash_tag_ids: book.hash_tag_ids } : {}),
    }).catch(() => undefined);
  }
}

/**
 * The search as the address keeps it (shared decision of issue 8): `q` the full-text or free
 * words, `b<boxId>` a box's value (repeated for several choices), `b<boxId>_from` and
 * `b<boxId>_to` a range, `tab`, `sort_by` (sort field code), `sort`, `tags` (comma ids) and
 * `page`. Reading and writing are pure, so a shared link and the back button show the same search.
 */
import { parsePageParam } from '../../ui/pager/pager-window';

/** What one box holds: its words or choices, and a range's ends (empty strings dropped). */
export interface BoxInput {
  values: string[];
  from?: string;
  to?: string;
}

export interface SearchState {
  q: string;
  boxes: Record<number, BoxInput>;
  tab: number | null;
  sortBy: number | null;
  sort: 'asc' | 'desc' | null;
  tags: number[];
  page: number;
}

export const emptySearchState: SearchState = {
  q: '',
  boxes: {},
  tab: null,
  sortBy: null,
  sort: null,
  tags: [],
  page: 1,
};

const boxKey = /^b([1-9]\d{0,9})(?:_(from|to))?$/;

function positiveId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Reads the search from the query string; anything malformed is left out. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const boxes: Record<number, BoxInput> = {};
  for (const [key, raw] of params) {
    const match = boxKey.exec(key);
    if (!match) continue;
    const value = raw.trim();
    if (!value) continue;
    const id = Number(match[1]);
    const box = (boxes[id] ??= { values: [] });
    if (match[2] === 'from') box.from = value;
    else if (match[2] === 'to') box.to = value;
    else if (!box.values.includes(value)) box.values.push(value);
  }
  const sortBy = positiveId(params.get('sort_by'));
  const sort = params.get('sort');
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((part) => positiveId(part.trim()))
    .filter((id): id is number => id !== null);
  return {
    q: (params.get('q') ?? '').trim(),
    boxes,
    tab: positiveId(params.get('tab')),
    sortBy: sortBy !== null && sortBy <= 12 ? sortBy : null,
    sort: sort === 'asc' || sort === 'desc' ? sort : null,
    tags: [...new Set(tags)],
    page: parsePageParam(params.get('page')),
  };
}

/** True when the box holds something to search for. */
export function isBoxFilled(input: BoxInput | undefined): boolean {
  return Boolean(input && (input.values.length > 0 || input.from || input.to));
}

/**
 * True when the visitor asked for something (words, a box, a tab, a sort or a hashtag): on the
 * home layout the library shows until then.
 */
export function hasSearch(state: SearchState): boolean {
  return (
    state.q !== '' ||
    Object.values(state.boxes).some(isBoxFilled) ||
    state.tab !== null ||
    state.sortBy !== null ||
    state.tags.length > 0
  );
}

/** The library's own address keys (its sort, period and page) that a search replaces. */
const libraryKeys = ['sort', 'period', 'page'] as const;

/**
 * Writes the search into a query string, keeping unrelated keys of `base` (other features'
 * state) but none of the previous search's. Defaults (page 1, no sort) are left out.
 */
export function writeSearchState(
  state: SearchState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of base) {
    const isSearchKey =
      boxKey.test(key) || ['q', 'tab', 'sort_by', 'tags', ...libraryKeys].includes(key);
    if (!isSearchKey) next.append(key, value);
  }
  if (state.q.trim()) next.set('q', state.q.trim());
  for (const [id, input] of Object.entries(state.boxes).sort(([a], [b]) => Number(a) - Number(b))) {
    for (const value of input.values) if (value.trim()) next.append(`b${id}`, value.trim());
    if (input.from?.trim()) next.set(`b${id}_from`, input.from.trim());
    if (input.to?.trim()) next.set(`b${id}_to`, input.to.trim());
  }
  if (state.tab !== null) next.set('tab', String(state.tab));
  if (state.sortBy !== null) next.set('sort_by', String(state.sortBy));
  if (state.sort !== null) next.set('sort', state.sort);
  if (state.tags.length > 0) next.set('tags', state.tags.join(','));
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/**
 * The library lives at / and, for the header's Books link, also at /home-search (product.md §2
 * Home layout): links stay under the prefix the visitor came in by.
 */
export function libraryBasePath(pathname: string): '' | '/home-search' {
  return pathname === '/home-search' || pathname.startsWith('/home-search/') ? '/home-search' : '';
}

export function libraryHomePath(base: string): string {
  return base || '/';
}

/** A reader's recently read books (the side menu's entry), one address whatever the prefix. */
export const recentlyReadPath = '/recently-read';

export function groupPath(base: string, contentGroupId: number | string): string {
  return `${base}/${encodeURIComponent(String(contentGroupId))}`;
}

export function contentDetailPath(
  base: string,
  contentGroupId: number | string,
  contentId: string,
): string {
  return `${groupPath(base, contentGroupId)}/${encodeURIComponent(contentId)}`;
}

/** A group id from the address: a positive whole number, else null (no such group). */
export function parseGroupId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

import { ContentGroupType } from '@hondana/contract';

/** What the ordering and the menu need to know of a content group. */
export interface OrderedGroup {
  id: number;
  type: string;
  isDefault: boolean;
  ordinal: number;
}

// Rank 0 for the company's own groups, then the default normal group, then the default
// favourite group (product.md §4 "Content group sorting").
function rankOf(group: OrderedGroup): number {
  if (!group.isDefault) return 0;
  return group.type === ContentGroupType.Favorite ? 2 : 1;
}

/**
 * Default groups last, the default normal one before the default favourite one; otherwise the
 * order the administrator gave (ordinal, then id so equal ordinals stay stable).
 */
export function sortContentGroups<T extends OrderedGroup>(groups: readonly T[]): T[] {
  return [...groups].sort((a, b) => rankOf(a) - rankOf(b) || a.ordinal - b.ordinal || a.id - b.id);
}

/** The default favourite group, whose place on the home page holds favourites and recently read. */
export function findDefaultFavoriteGroup<T extends OrderedGroup>(
  groups: readonly T[],
): T | undefined {
  return groups.find((group) => group.isDefault && group.type === ContentGroupType.Favorite);
}

/** True for favourite groups: a reader's own list, never a shelf of the company's books. */
export function isFavoriteGroup(group: OrderedGroup): boolean {
  return group.type === ContentGroupType.Favorite;
}

/**
 * The groups a visitor sees on the home page, in order. Favourite groups stand for the reader's
 * favourites and recently read, so they show only to signed-in readers.
 */
export function homeGroups<T extends OrderedGroup>(groups: readonly T[], isReader: boolean): T[] {
  return sortContentGroups(groups).filter((group) => isReader || !isFavoriteGroup(group));
}

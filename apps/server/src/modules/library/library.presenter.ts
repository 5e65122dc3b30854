import type { ContentGroupShelf, ContentWire } from '@hondana/contract';
import { presentContentGroup } from '../content-group/content-group.presenter.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import { presentContent } from '../content/content.presenter.js';
import type { ListedContent } from './library.repository.js';

/**
 * A content as readers see it. `group` is where it is shown from: a group that forbids printing
 * turns the print permission off (the access rule's printMode, for lists).
 */
export function presentListedContent(
  listed: ListedContent,
  group: ContentGroupRow | null = null,
): ContentWire {
  return presentContent(listed.content, {
    groupIds: listed.contentGroupIds,
    hashtagIds: listed.hashtagIds,
    printableContent: group && !group.printable ? 0 : listed.content.printMode,
    isFavorite: listed.isFavorite,
    isSubscriptionPlan: listed.isSubscriptionPlan,
    isRegistered: listed.isRegistered,
    viewCount: listed.viewCount,
    readingState: listed.readingState,
  });
}

export interface Shelf {
  group: ContentGroupRow;
  listType: number;
  page: number;
  size: number;
  total: number;
  rows: ListedContent[];
}

export function presentShelf(shelf: Shelf): ContentGroupShelf {
  return {
    ...presentContentGroup(shelf.group, shelf.total),
    list_type: shelf.listType,
    page: shelf.page,
    total_pages: Math.ceil(shelf.total / shelf.size),
    total_elements: shelf.total,
    contents: shelf.rows.map((row) => presentListedContent(row, shelf.group)),
  };
}

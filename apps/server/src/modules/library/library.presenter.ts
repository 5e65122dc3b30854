import type { ContentGroupShelf, ContentWire } from '@hondana/contract';
import { presentContentGroup } from '../content-group/content-group.presenter.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { ListedContent } from './library.repository.js';

/** Covers are served by the content module's cover route, never from storage URLs. */
function coverUrl(contentId: string, size: 'small' | 'large'): string {
  return `/api/v1/content/cover/${contentId}?size=${size}`;
}

/**
 * A content as readers see it. `group` is where it is shown from: a group that forbids printing
 * turns the print permission off (the access rule's printMode, for lists).
 */
export function presentListedContent(
  listed: ListedContent,
  group: ContentGroupRow | null = null,
): ContentWire {
  const { content } = listed;
  const hasCover = content.coverKey !== null;
  return {
    id: content.id,
    title: content.title,
    author: content.author,
    keywords: content.keywords,
    toc: content.toc,
    description: content.description,
    distributor_name: content.distributorName,
    param1: content.param1,
    param2: content.param2,
    param3: content.param3,
    param4: content.param4,
    param5: content.param5,
    file_name: content.fileName,
    file_type: content.fileType,
    file_size: content.fileSize,
    page_count: content.pageCount,
    encoding_status: content.encodingStatus,
    encoding_error: content.encodingError,
    view: content.viewMode,
    print: content.printMode,
    printable_content: group && !group.printable ? 0 : content.printMode,
    type: content.ribbon,
    content_group_ids: listed.contentGroupIds,
    detail_id: content.detailId,
    cover_url: hasCover ? coverUrl(content.id, 'small') : null,
    cover_large_url: hasCover ? coverUrl(content.id, 'large') : null,
    is_favorite: listed.isFavorite,
    view_count: listed.viewCount,
    create_date: content.createdAt.toISOString(),
    update_date: content.updatedAt.toISOString(),
  };
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

import { ContentEncodingStatus } from '@hondana/contract';
import type { ContentAdminWire, ContentWire, ReadingStateWire } from '@hondana/contract';
import type { ContentRow } from './content.tables.js';

/** The URL of a cover image; the route serves it from storage (content.routes.ts). */
export function coverUrlOf(contentId: string, size: 'small' | 'large'): string {
  return `/api/v1/content/cover/${contentId}?size=${size}`;
}

/** What a list or detail knows about a content beyond its row. */
export interface ContentPresentation {
  groupIds: number[];
  /** The hashtags it carries; none when not given. */
  hashtagIds?: number[];
  /** The print mode in force where it is shown (a group that forbids printing makes it 0). */
  printableContent?: number;
  isFavorite?: boolean;
  /** The plan gate's flags (docs/subscriptions.md); false when not given. */
  isSubscriptionPlan?: boolean;
  isRegistered?: boolean;
  viewCount?: number;
  /** The signed-in reader's place in the book; null when not given. */
  readingState?: ReadingStateWire | null;
}

/** A content as readers and administrators see it: never a storage key. */
export function presentContent(row: ContentRow, extra: ContentPresentation): ContentWire {
  // The update time makes the URL change when processing makes a new cover, so caches refresh.
  const version = row.coverKey ? `&v=${row.updatedAt.getTime()}` : '';
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    keywords: row.keywords,
    toc: row.toc,
    description: row.description,
    distributor_name: row.distributorName,
    language: row.language,
    param1: row.param1,
    param2: row.param2,
    param3: row.param3,
    param4: row.param4,
    param5: row.param5,
    file_name: row.fileName,
    file_type: row.fileType,
    file_size: row.fileSize,
    page_count: row.pageCount,
    encoding_status: row.encodingStatus,
    encoding_error: row.encodingStatus === ContentEncodingStatus.Error ? row.encodingError : null,
    view: row.viewMode,
    print: row.printMode,
    printable_content: extra.printableContent ?? row.printMode,
    type: row.ribbon,
    content_group_ids: extra.groupIds,
    hash_tag_ids: extra.hashtagIds ?? [],
    detail_id: row.detailId,
    cover_url: row.coverKey ? `${coverUrlOf(row.id, 'small')}${version}` : null,
    cover_large_url: row.coverKey ? `${coverUrlOf(row.id, 'large')}${version}` : null,
    is_favorite: extra.isFavorite ?? false,
    is_subscription_plan: extra.isSubscriptionPlan ?? false,
    is_registered: extra.isRegistered ?? false,
    view_count: extra.viewCount ?? 0,
    reading_state: extra.readingState ?? null,
    create_date: row.createdAt.toISOString(),
    update_date: row.updatedAt.toISOString(),
  };
}

/** The company administrator's view adds the direct-view token. */
export function presentAdminContent(row: ContentRow, extra: ContentPresentation): ContentAdminWire {
  return {
    ...presentContent(row, extra),
    view_token: row.viewToken,
    cover_uploaded: row.coverUploaded,
  };
}

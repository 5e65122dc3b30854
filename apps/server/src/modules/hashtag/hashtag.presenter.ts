import type { Hashtag } from '@hondana/contract';
import type { HashtagWithCount } from './hashtag.service.js';
import type { HashtagRow } from './hashtag.tables.js';
// Rows of the hashtag module as the wire shapes of its answers.

export function presentHashtag({ hashtag, contentCount }: HashtagWithCount): Hashtag {
  return {
    id: hashtag.id,
    name: hashtag.name,
    name_en: hashtag.nameEn,
    ordinal: hashtag.ordinal,
    content_count: contentCount,
  };
}

export function presentPublicHashtag(row: HashtagRow) {
  return { id: row.id, name: row.name, name_en: row.nameEn, ordinal: row.ordinal };
}

export function presentSearchBox(box: { hashtagIds: number[]; multipleSelect: boolean }) {
  return { hash_tag_ids: box.hashtagIds, multiple_select: box.multipleSelect };
}

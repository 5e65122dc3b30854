import type { ContentGroupWire } from '@hondana/contract';
import { formatGroupDate } from './content-group.dates.js';
import type { ContentGroupWithCount } from './content-group.repository.js';
import type { ContentGroupRow } from './content-group.tables.js';

export function presentContentGroup(
  group: ContentGroupRow,
  contentCount: number,
): ContentGroupWire {
  return {
    id: group.id,
    name: group.name,
    name_en: group.nameEn,
    type: group.type,
    is_default: group.isDefault,
    num_row: group.numRow,
    item_size: group.itemSize,
    is_wrap_line: group.isWrapLine,
    printable: group.printable,
    ref_code: group.refCode,
    start_date: formatGroupDate(group.startDate),
    end_date: formatGroupDate(group.endDate),
    ordinal: group.ordinal,
    content_count: contentCount,
    created_date: group.createdAt.toISOString(),
  };
}

export function presentGroupWithCount({
  group,
  contentCount,
}: ContentGroupWithCount): ContentGroupWire {
  return presentContentGroup(group, contentCount);
}

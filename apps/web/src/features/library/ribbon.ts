import { ContentBadge, ContentListType } from '@hondana/contract';

export type Ribbon = ContentBadge;

const ribbonByListType: Partial<Record<number, Ribbon>> = {
  [ContentListType.New]: ContentBadge.New,
  [ContentListType.Popular]: ContentBadge.Popular,
  [ContentListType.Recommend]: ContentBadge.Recommend,
};

/**
 * The ribbon over a cover: the content's own type (new, popular, recommend) set by the
 * administrator; else the kind of list it is shown in when that list is itself a new, popular
 * or recommend list; else none.
 */
export function chooseRibbon(
  content: { type: string | null },
  listType?: number | null,
): Ribbon | null {
  const own = Object.values(ContentBadge).find((badge) => badge === content.type);
  if (own) return own;
  return listType ? (ribbonByListType[listType] ?? null) : null;
}

/** Ribbon colours: white text on each passes WCAG AA (4.5:1) at the ribbon's small size. */
export const ribbonColors: Record<Ribbon, string> = {
  new: '#c62828',
  popular: '#8a4b00',
  recommend: '#1f5f9e',
};

import { AccountType, ButtonPosition, ContentAccessMode } from '@hondana/contract';

/** What the View Book button does for this visitor (product.md §4 View Book). */
export type ViewBookAction = 'open' | 'login';

export function decideViewBook(input: {
  isSignedIn: boolean;
  /** The content's access mode: 2 lets anyone view the book. */
  accessMode: number;
  accountType: string | null | undefined;
}): ViewBookAction {
  if (input.isSignedIn) return 'open';
  if (input.accessMode === ContentAccessMode.ViewBook) return 'open';
  if (input.accountType === AccountType.OpenType) return 'open';
  return 'login';
}

/** The reader's address; it opens in a new tab (product.md §2 Online viewer). */
export function viewerPath(contentId: string, contentGroupId: number | string | null): string {
  const id = encodeURIComponent(contentId);
  return contentGroupId === null || contentGroupId === ''
    ? `/view-online/${id}`
    : `/view-online/${id}/${encodeURIComponent(String(contentGroupId))}`;
}

export type ViewBookPosition = (typeof ButtonPosition)[keyof typeof ButtonPosition];

export interface ViewBookButtonStyle {
  /** Null: the translated default label. */
  label: string | null;
  backgroundColor: string;
  textColor: string;
  position: ViewBookPosition;
}

/** Hondana's button colours (style.md: #317a2e) and a centred button; pages use the theme's. */
export const defaultViewBookButton: ViewBookButtonStyle = {
  label: null,
  backgroundColor: '#317a2e',
  textColor: '#ffffff',
  position: ButtonPosition.Center,
};

/** CSS justify-content of a button position. */
export const justifyOfPosition: Record<ViewBookPosition, string> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

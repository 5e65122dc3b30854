import { AccountType, ButtonPosition, ContentAccessMode } from '@hondana/contract';

/**
 * What the View Book button does for this viewer (product.md §4 View Book): open the book, ask a
 * visitor to sign in, or offer the plans of a book behind a plan the viewer does not hold.
 */
export type ViewBookAction = 'open' | 'login' | 'subscribe';

export function decideViewBook(input: {
  isSignedIn: boolean;
  /** The content's access mode: 2 lets anyone view the book. */
  accessMode: number;
  accountType: string | null | undefined;
  /** The company shows subscriptions (showSubscriptionStatus): only then does the gate apply. */
  isSubscriptionEnabled: boolean;
  /** The content is in a plan (isSubscriptionPlan) and the viewer holds none (isRegistered). */
  isSubscriptionPlan: boolean;
  isRegistered: boolean;
}): ViewBookAction {
  // Before the sign-in rules: the server refuses a gated book to anyone without the plan (863),
  // readers included, so opening the viewer would only show a refusal.
  if (input.isSubscriptionEnabled && input.isSubscriptionPlan && !input.isRegistered) {
    return 'subscribe';
  }
  if (input.isSignedIn) return 'open';
  if (input.accessMode === ContentAccessMode.ViewBook) return 'open';
  if (input.accountType === AccountType.OpenType) return 'open';
  return 'login';
}

/** Query flag of the detail address a visitor returns to after signing in to read the book. */
export const viewAfterLoginParam = 'view';

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

/**
 * The View Book button as the content search-result setting configures it. Both book pages use
 * it (the search layout's and the home layout's), so the position set is the position shown.
 */
export function viewButtonStyleOf(setting: {
  viewButtonLabel: string | null;
  viewButtonColor: string | null;
  viewButtonTextColor: string | null;
  viewButtonPosition: ViewBookPosition;
}): Partial<ViewBookButtonStyle> {
  return {
    ...(setting.viewButtonLabel ? { label: setting.viewButtonLabel } : {}),
    ...(setting.viewButtonColor ? { backgroundColor: setting.viewButtonColor } : {}),
    ...(setting.viewButtonTextColor ? { textColor: setting.viewButtonTextColor } : {}),
    position: setting.viewButtonPosition,
  };
}

/** CSS justify-content of a button position. */
export const justifyOfPosition: Record<ViewBookPosition, string> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

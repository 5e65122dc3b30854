import { AccountType, ButtonPosition, ContentAccessMode } from '@hondana/contract';
import type { Language } from '@hondana/contract';

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

/** The theme's button colours (style.md: #317a2e) and a centred button. */
export const defaultViewBookButton: ViewBookButtonStyle = {
  label: null,
  backgroundColor: '#317a2e',
  textColor: '#ffffff',
  position: ButtonPosition.Center,
};

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function readLabel(value: unknown, language: Language): string | null {
  if (typeof value === 'string') return value.trim() || null;
  const byLanguage = asRecord(value);
  const text = byLanguage?.[language];
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

function readColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && hexColor.test(value) ? value : fallback;
}

/**
 * The View Book button from the company's view settings (`viewSettings.viewBookButton`: label,
 * a string or one per language, backgroundColor, textColor, position left/center/right). Missing
 * or malformed parts keep their defaults, so a half-filled setting never hides the button.
 */
export function readViewBookButton(
  viewSettings: Record<string, unknown> | null | undefined,
  language: Language,
): ViewBookButtonStyle {
  const setting = asRecord(viewSettings?.viewBookButton);
  if (!setting) return defaultViewBookButton;
  const position = Object.values(ButtonPosition).find((value) => value === setting.position);
  return {
    label: readLabel(setting.label, language),
    backgroundColor: readColor(setting.backgroundColor, defaultViewBookButton.backgroundColor),
    textColor: readColor(setting.textColor, defaultViewBookButton.textColor),
    position: position ?? defaultViewBookButton.position,
  };
}

/** CSS justify-content of a button position. */
export const justifyOfPosition: Record<ViewBookPosition, string> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

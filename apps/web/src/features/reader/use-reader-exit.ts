import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { decideReaderExit, readerFromParam, type ReaderExit } from './reader-exit';

/** The part of the Navigation API read here (Chromium, Safari 26, Firefox 147). */
interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

function previousEntryUrl(): string | null {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  if (!navigation || index < 1) return null;
  return navigation.entries()[index - 1]?.url ?? null;
}

/** The referrer, only when this document was loaded at the reader (not reached in-app). */
function documentReferrer(): string | null {
  const [entry] = performance.getEntriesByType('navigation');
  if (!entry || new URL(entry.name).pathname !== window.location.pathname) return null;
  return document.referrer || null;
}

/**
 * A page of this site came before in this tab: react-router's index (in history.state) above 0,
 * or the Navigation API's, whose entries are this origin's only. With the site's no-referrer
 * policy the browser hides the URL of an entry of another document, not that it exists.
 */
function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  if (typeof state?.idx === 'number' && state.idx > 0) return true;
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  return (navigation?.currentEntry?.index ?? 0) > 0;
}

/** Esc belongs to whatever open dialog, menu or field has the focus before it closes the reader. */
export function isEscapeForReader(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return false;
  const target = event.target as Element | null;
  return !target?.closest?.(
    'input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"], .MuiPopover-root, .MuiModal-root',
  );
}

/**
 * The reader's way out: where it goes (decided once, on opening) and `leave`, which goes there:
 * back through the history when the previous entry is that page, else to it in place of the
 * reader. Esc leaves too; an engine whose pages live in frames calls `onFrameKey` with their keys.
 */
export function useReaderExit(): {
  exit: ReaderExit;
  leave: () => void;
  onFrameKey: (event: KeyboardEvent) => void;
} {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [exit] = useState(() =>
    decideReaderExit({
      readerPath: location.pathname,
      fromParam: params.get(readerFromParam),
      fromState: location.state,
      previousEntryUrl: previousEntryUrl(),
      referrer: documentReferrer(),
      hasAppHistory: hasAppHistory(),
      origin: window.location.origin,
    }),
  );
  const leave = useCallback(() => {
    if (exit.viaHistory) void navigate(-1);
    else void navigate(exit.to, { replace: true });
  }, [exit, navigate]);
  const onFrameKey = useCallback(
    (event: KeyboardEvent) => {
      if (isEscapeForReader(event)) {
        event.preventDefault();
        leave();
      }
    },
    [leave],
  );
  useEffect(() => {
    window.addEventListener('keydown', onFrameKey);
    return () => window.removeEventListener('keydown', onFrameKey);
  }, [onFrameKey]);
  return { exit, leave, onFrameKey };
}

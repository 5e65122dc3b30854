import { useCallback, useEffect, useRef } from 'react';
import { saveReadingPosition } from './reader-api';

/** Page turns come in bursts (holding an arrow key); one save per pause is enough. */
const SAVE_DELAY_MS = 800;

/**
 * Reports the reader's place to the server, debounced; the last one is sent when the reader
 * closes. Visitors (no account) keep no position: `enabled` false.
 */
export function usePositionSaver(contentId: string, enabled: boolean) {
  const pending = useRef<{ location: string; progress: number | null } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const position = pending.current;
    pending.current = null;
    if (position && enabled) void saveReadingPosition(contentId, position);
  }, [contentId, enabled]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useCallback(
    (location: string, progress: number | null) => {
      if (!enabled) return;
      pending.current = { location, progress };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [enabled, flush],
  );
}

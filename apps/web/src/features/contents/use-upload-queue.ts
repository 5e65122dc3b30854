import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshContents, uploadContent } from './contents-api';
import { nextWaiting, uploadQueueReducer } from './upload-queue';
import type { UploadItem } from './upload-queue';
import { useUploadErrorText } from './upload-error-text';

/**
 * The page's upload queue: files are sent one after another (each gets the whole link) and keep
 * going while the dialog is closed; the list reloads after each, so new rows appear at once, and
 * the dialog then follows each content's processing until it is done.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const errorText = useUploadErrorText();
  const [items, dispatch] = useReducer(uploadQueueReducer, [] as readonly UploadItem[]);
  const nextId = useRef(1);
  const next = nextWaiting(items);

  useEffect(() => {
    if (!next) return;
    const controller = new AbortController();
    dispatch({ type: 'started', id: next.id });
    uploadContent(
      next.file,
      // No title: the server takes the book's own (or, without one, the file name's).
      { contentGroupIds: [...next.contentGroupIds] },
      (fraction) => dispatch({ type: 'progressed', id: next.id, fraction }),
      controller.signal,
    )
      .then((content) => {
        dispatch({ type: 'succeeded', id: next.id, contentId: content.id });
        void refreshContents(queryClient);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        dispatch({ type: 'failed', id: next.id, error: errorText(error) });
      });
    // Only a new file to send starts an upload; re-renders during one must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next?.id]);

  const add = useCallback((files: readonly File[], contentGroupIds: readonly number[]) => {
    if (files.length === 0) return;
    dispatch({ type: 'added', files, firstId: nextId.current, contentGroupIds });
    nextId.current += files.length;
  }, []);
  const remove = useCallback((id: number) => dispatch({ type: 'removed', id }), []);
  const clearFinished = useCallback(() => dispatch({ type: 'closed' }), []);

  return { items, add, remove, clearFinished };
}

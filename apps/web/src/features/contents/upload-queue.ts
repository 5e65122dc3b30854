/**
 * The upload dialog's list of files as a reducer: each file waits, is sent with a progress
 * fraction, then is done or failed with a message. Closing the dialog drops the finished ones.
 */
export type UploadState = 'waiting' | 'sending' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  file: File;
  /** The content groups the new content joins (chosen when the file was added). */
  contentGroupIds: readonly number[];
  state: UploadState;
  /** 0 to 1. */
  progress: number;
  /** Why it failed, ready to show. */
  error: string | null;
  /** The content the upload made (once sent): the dialog follows its processing. */
  contentId: string | null;
}

export type UploadAction =
  | {
      type: 'added';
      files: readonly File[];
      firstId: number;
      contentGroupIds?: readonly number[];
    }
  | { type: 'started'; id: number }
  | { type: 'progressed'; id: number; fraction: number }
  | { type: 'succeeded'; id: number; contentId: string }
  | { type: 'failed'; id: number; error: string }
  | { type: 'removed'; id: number }
  | { type: 'closed' };

function update(
  items: readonly UploadItem[],
  id: number,
  change: (item: UploadItem) => UploadItem,
): UploadItem[] {
  return items.map((item) => (item.id === id ? change(item) : item));
}

export function uploadQueueReducer(
  items: readonly UploadItem[],
  action: UploadAction,
): readonly UploadItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.files.map((file, index) => ({
          id: action.firstId + index,
          file,
          contentGroupIds: action.contentGroupIds ?? [],
          state: 'waiting' as const,
          progress: 0,
          error: null,
          contentId: null,
        })),
      ];
    case 'started':
      return update(items, action.id, (item) => ({ ...item, state: 'sending', progress: 0 }));
    case 'progressed':
      return update(items, action.id, (item) =>
        item.state === 'sending'
          ? { ...item, progress: Math.min(1, Math.max(item.progress, action.fraction)) }
          : item,
      );
    case 'succeeded':
      return update(items, action.id, (item) => ({
        ...item,
        state: 'done',
        progress: 1,
        contentId: action.contentId,
      }));
    case 'failed':
      return update(items, action.id, (item) => ({
        ...item,
        state: 'failed',
        error: action.error,
      }));
    case 'removed':
      return items.filter((item) => item.id !== action.id || item.state === 'sending');
    case 'closed':
      return items.filter((item) => item.state === 'waiting' || item.state === 'sending');
  }
}

/** The next file to send: uploads go one at a time, so each gets the whole link. */
export function nextWaiting(items: readonly UploadItem[]): UploadItem | undefined {
  if (items.some((item) => item.state === 'sending')) return undefined;
  return items.find((item) => item.state === 'waiting');
}

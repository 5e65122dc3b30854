import { describe, expect, it } from 'vitest';
import { nextWaiting, uploadQueueReducer } from './upload-queue';
import type { UploadItem } from './upload-queue';

const pdf = new File(['%PDF-1.7'], 'book.pdf', { type: 'application/pdf' });
const epub = new File(['PK'], '猫.epub', { type: 'application/epub+zip' });

describe('uploadQueueReducer', () => {
  it('sends one file at a time, tracks progress and keeps failures with their reason', () => {
    let items: readonly UploadItem[] = uploadQueueReducer([], {
      type: 'added',
      files: [pdf, epub],
      firstId: 1,
    });
    expect(nextWaiting(items)?.id).toBe(1);
    items = uploadQueueReducer(items, { type: 'started', id: 1 });
    expect(nextWaiting(items)).toBeUndefined();
    items = uploadQueueReducer(items, { type: 'progressed', id: 1, fraction: 0.4 });
    // Progress never runs backwards (a late event after a newer one).
    items = uploadQueueReducer(items, { type: 'progressed', id: 1, fraction: 0.2 });
    expect(items[0]?.progress).toBe(0.4);
    items = uploadQueueReducer(items, { type: 'succeeded', id: 1, contentId: 'c1' });
    expect(items[0]?.contentId).toBe('c1');
    expect(nextWaiting(items)?.id).toBe(2);
    items = uploadQueueReducer(items, { type: 'started', id: 2 });
    items = uploadQueueReducer(items, { type: 'failed', id: 2, error: 'Invalid file' });
    expect(items.map((item) => item.state)).toEqual(['done', 'failed']);
    expect(items[1]?.error).toBe('Invalid file');
  });

  it('drops finished and failed files on close but never one being sent', () => {
    let items = uploadQueueReducer([], { type: 'added', files: [pdf, epub, pdf], firstId: 1 });
    items = uploadQueueReducer(items, { type: 'started', id: 1 });
    items = uploadQueueReducer(items, { type: 'succeeded', id: 1, contentId: 'c1' });
    items = uploadQueueReducer(items, { type: 'started', id: 2 });
    items = uploadQueueReducer(items, { type: 'failed', id: 2, error: 'x' });
    items = uploadQueueReducer(items, { type: 'started', id: 3 });
    expect(uploadQueueReducer(items, { type: 'removed', id: 3 })).toHaveLength(3);
    expect(uploadQueueReducer(items, { type: 'closed' }).map((item) => item.id)).toEqual([3]);
  });
});

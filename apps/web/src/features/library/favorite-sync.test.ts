import { describe, expect, it } from 'vitest';
import { withFavoriteFlag } from './favorite-sync';

describe('withFavoriteFlag', () => {
  const book = { id: 'a'.repeat(20), title: 'A', isFavorite: false };
  const other = { id: 'b'.repeat(20), title: 'B', isFavorite: false };

  it('sets the flag on every copy in shelves, pages and details', () => {
    const shelves = [{ id: 1, contents: [book, other] }];
    const updated = withFavoriteFlag(shelves, book.id, true);
    expect(updated[0]?.contents[0]?.isFavorite).toBe(true);
    expect(updated[0]?.contents[1]).toBe(other);
    expect(withFavoriteFlag(book, book.id, true).isFavorite).toBe(true);
    const page = { content: [book], totalPages: 1 };
    expect(withFavoriteFlag(page, book.id, true).content[0]?.isFavorite).toBe(true);
  });

  it('returns the same object when nothing changes', () => {
    const page = { content: [other], totalPages: 1 };
    expect(withFavoriteFlag(page, book.id, true)).toBe(page);
    expect(withFavoriteFlag(book, book.id, false)).toBe(book);
  });

  it('never mistakes a group id for a content id', () => {
    const shelf = { id: 7, name: 'G', contents: [] };
    expect(withFavoriteFlag(shelf, '7', true)).toBe(shelf);
  });
});

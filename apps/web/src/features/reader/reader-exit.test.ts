import { describe, expect, it } from 'vitest';
import { bookPageOf, decideReaderExit, exitKindOf, type ReaderExitInput } from './reader-exit';

const origin = 'http://demo.localhost:3000';
const opened: ReaderExitInput = {
  readerPath: '/view-online/abc/2',
  fromParam: null,
  fromState: null,
  previousEntryUrl: null,
  referrer: null,
  hasAppHistory: false,
  origin,
};

describe('decideReaderExit', () => {
  it('goes back through the history to the search results it came from, query and all', () => {
    const exit = decideReaderExit({
      ...opened,
      previousEntryUrl: `${origin}/search?q=%E5%8F%B8%E6%9B%B8`,
      hasAppHistory: true,
    });
    expect(exit).toEqual({ to: '/search?q=%E5%8F%B8%E6%9B%B8', kind: 'search', viaHistory: true });
  });

  it('opened in a new tab from the book’s page, goes there in place of the reader', () => {
    const exit = decideReaderExit({ ...opened, referrer: `${origin}/2/abc` });
    expect(exit).toEqual({ to: '/2/abc', kind: 'book', viaHistory: false });
  });

  it('prefers the page a link named, and never another site, a reader or a login page', () => {
    expect(decideReaderExit({ ...opened, fromParam: '/home-search?q=x' }).to).toBe(
      '/home-search?q=x',
    );
    expect(decideReaderExit({ ...opened, fromState: { from: '/' } }).kind).toBe('home');
    for (const unsafe of ['//evil.example/', 'https://evil.example/', '/view-online/x', '/login']) {
      expect(decideReaderExit({ ...opened, fromParam: unsafe }).to).toBe('/2/abc');
    }
    expect(
      decideReaderExit({ ...opened, previousEntryUrl: `${origin}/login`, hasAppHistory: true }),
    ).toEqual({ to: '/2/abc', kind: 'book', viaHistory: false });
  });

  it('without the Navigation API, an earlier app entry is gone back to', () => {
    expect(decideReaderExit({ ...opened, hasAppHistory: true })).toMatchObject({
      kind: 'back',
      viaHistory: true,
    });
  });

  it('falls back to the book’s page, or home when the address does not name the book', () => {
    expect(bookPageOf('/view-online/abc')).toBe('/search/abc');
    expect(bookPageOf('/direct-view/token')).toBe('/');
    expect(decideReaderExit({ ...opened, readerPath: '/content/t' })).toEqual({
      to: '/',
      kind: 'home',
      viaHistory: false,
    });
  });

  it('names the kind of page', () => {
    expect(exitKindOf('/home-search/3/abc')).toBe('book');
    expect(exitKindOf('/home-search/3?q=x')).toBe('search');
    expect(exitKindOf('/company/contents')).toBe('back');
  });
});

import { describe, expect, it } from 'vitest';
import { fullTextLinksOf, layoutOfPath } from './full-text-links';

const book = { id: 'abc', contentGroupIds: [4, 9] };

describe('fullTextLinksOf', () => {
  it('links a hit to the reader on its page with the searched words', () => {
    const links = fullTextLinksOf({
      layout: 'search',
      contentGroupId: null,
      query: ' 司書  港町 ',
    });
    expect(links.hitPathOf(book, 12)).toBe(
      '/view-online/abc?page=12&highlight=%E5%8F%B8%E6%9B%B8+%E6%B8%AF%E7%94%BA',
    );
    expect(links.detailPathOf(book)).toBe('/search/abc');
  });

  it('keeps the group searched in for the reader and the home detail page', () => {
    const links = fullTextLinksOf({ layout: 'home', contentGroupId: 9, query: 'Lighthouse' });
    expect(links.hitPathOf(book, 3)).toBe('/view-online/abc/9?page=3&highlight=Lighthouse');
    expect(links.detailPathOf(book)).toBe('/home-search/9/abc');
  });

  it('sends the home layout to the book’s first group when the search spans all groups', () => {
    const links = fullTextLinksOf({ layout: 'home', contentGroupId: null, query: 'x' });
    expect(links.detailPathOf(book)).toBe('/home-search/4/abc');
    expect(links.detailPathOf({ id: 'a/b', contentGroupIds: [] })).toBe('/search/a%2Fb');
  });
});

describe('layoutOfPath', () => {
  it('tells the home search pages from the search layout', () => {
    expect(layoutOfPath('/home-search')).toBe('home');
    expect(layoutOfPath('/home-search/3')).toBe('home');
    expect(layoutOfPath('/search')).toBe('search');
    expect(layoutOfPath('/home-searching')).toBe('search');
  });
});

import type { libraryDetailTextsJa, libraryTextsJa } from './library-texts-ja';

/** English texts of the home library and the content detail screen, mounted at `library.*`. */
export const libraryTextsEn: typeof libraryTextsJa = {
  menu: {
    favorites: 'Favourites',
    recentlyRead: 'Recently read',
  },
  home: {
    loading: 'Loading the shelves…',
    loadFailed: 'The shelves could not be loaded.',
    empty: 'No books have been published yet.',
    emptyGroup: 'This group has no books.',
    groupNotFound: 'This group cannot be found.',
    seeAll: 'See all of “{{name}}”',
    favoritesEmpty: 'No favourites yet. Add one with the star on a book’s detail page.',
    recentlyReadEmpty: 'You have not read any books recently.',
    pageStatus: 'Page {{page}} of {{total}}',
    continueReading: 'Continue reading',
  },
  sort: {
    label: 'Sort by',
    newest: 'Newest',
    title: 'Title',
    author: 'Author',
    popular: 'Popular',
    periodLabel: 'Period',
    LAST_30_DAYS: 'Last 30 days',
    LAST_3_MONTHS: 'Last 3 months',
    LAST_6_MONTHS: 'Last 6 months',
    LONGEST: 'All time',
  },
  ribbon: {
    new: 'New',
    popular: 'Popular',
    recommend: 'Recommended',
  },
  card: {
    noCover: 'No cover',
    favorite: 'Favourite',
  },
  progress: {
    page: 'Page {{page}} of {{total}}',
    percent: '{{percent}}% read',
  },
};

/** The content detail screen's texts, mounted at `library.detail.*` when that screen loads. */
export const libraryDetailTextsEn: typeof libraryDetailTextsJa = {
  loading: 'Loading the book…',
  noData:
    'There is no information on this book. It may no longer be published, or the address is wrong.',
  backToGroup: 'Back to the list',
  viewBook: 'View book',
  viewBookNewTab: '(opens in a new tab)',
  addFavorite: 'Add to favourites',
  removeFavorite: 'Remove from favourites',
  fields: {
    title: 'Title',
    author: 'Author',
    keywords: 'Keywords',
    toc: 'Contents',
    distributorName: 'Distributor',
    description: 'Description',
    param1: 'Extra field 1',
    param2: 'Extra field 2',
    param3: 'Extra field 3',
    param4: 'Extra field 4',
    param5: 'Extra field 5',
    created_date: 'Added on',
  },
  loginTitle: 'Please sign in',
  loginBody: 'Sign in to read this book. You will come back to this page afterwards.',
  loginBodyFromResults: 'Sign in to read this book. You will then come to its page to open it.',
  loginAction: 'Sign in',
  openTitle: 'Open the book?',
  openBody: 'You are signed in. “{{title}}” opens in a new tab.',
  openAction: 'Open the book',
  tick: {
    subscribed: 'Subscribed',
    free: 'Free',
    subscription: 'Subscription required',
  },
};

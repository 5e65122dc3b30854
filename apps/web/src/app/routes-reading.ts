/**
 * The route table's reading part: the home library, the search, the 404 page and the online
 * reader. routes.ts puts the parts together, in order.
 */
import { libraryDetailTexts, libraryTexts, notFoundRouteId, withTexts } from './route-entry';
import type { AppRoute } from './route-entry';
import { roles } from './route-rules';

export const readingRoutes: readonly AppRoute[] = [
  {
    id: 'home',
    path: '/',
    layout: 'home',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.home',
    load: withTexts(() => import('../features/home/home-page'), libraryTexts),
  },
  // ---- The home library (features/home, features/library) and the search (features/search) ----
  {
    // The header's Books link: the search above the library, which shows until one searches.
    id: 'home-search',
    path: '/home-search',
    layout: 'home',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.home',
    load: withTexts(() => import('../features/search/home-search-page'), libraryTexts),
  },
  {
    id: 'home-search-group',
    path: '/home-search/:contentGroupId',
    layout: 'home',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.contentGroup',
    load: withTexts(() => import('../features/search/home-search-page'), libraryTexts),
  },
  {
    id: 'home-search-content',
    path: '/home-search/:contentGroupId/:contentId',
    layout: 'home',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.contentDetail',
    load: () => import('../features/library/content-detail-page'),
  },
  {
    // The disclosure documents and patient data (features/uploaded-files); visitors are asked to
    // sign in unless the company is open.
    id: 'documents',
    path: '/documents',
    layout: 'home',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.documents',
    load: withTexts(
      () => import('../features/uploaded-files/documents-page'),
      () => import('../features/uploaded-files/uploaded-files-texts'),
    ),
  },
  {
    id: 'search',
    path: '/search',
    layout: 'search',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.search',
    load: withTexts(() => import('../features/search/search-page'), libraryTexts),
  },
  {
    id: 'search-content',
    path: '/search/:contentId',
    layout: 'search',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.contentDetail',
    // One chunk with /search: a chunk of its own would split the library modules the home page
    // shares with it into more files, over the home page's budget.
    load: withTexts(
      () =>
        import('../features/search/search-page').then((page) => ({
          default: page.SearchDetailPage,
        })),
      libraryDetailTexts,
    ),
  },
  {
    // The side menu's Recently read: the home screen showing that shelf, each book opening in
    // the reader where it was left.
    id: 'recently-read',
    path: '/recently-read',
    layout: 'home',
    access: roles.reader,
    titleKey: 'routes.recentlyRead',
    load: withTexts(() => import('../features/home/home-page'), libraryTexts),
  },
  {
    // Static first segments (/login, /profile, …) win over this pattern in react-router.
    id: 'content-group',
    path: '/:contentGroupId',
    layout: 'home',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.contentGroup',
    load: withTexts(() => import('../features/home/home-page'), libraryTexts),
  },
  {
    id: 'content-detail',
    path: '/:contentGroupId/:contentId',
    layout: 'home',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.contentDetail',
    load: () => import('../features/library/content-detail-page'),
  },
  {
    id: notFoundRouteId,
    path: '/404',
    layout: 'none',
    access: 'public',
    titleKey: 'routes.notFound',
    load: () => import('../features/not-found/not-found-page'),
  },
  // ---- Online reader (features/reader): no layout, opened in a new tab ----
  {
    id: 'view-online-group',
    path: '/view-online/:contentId/:contentGroupId',
    layout: 'none',
    access: roles.user,
    openToSiteView: true,
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
  {
    id: 'view-online',
    path: '/view-online/:contentId',
    layout: 'none',
    access: roles.reader,
    openToSiteView: true,
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
  {
    // Public detail token: the book's access mode decides (visitors read "anyone may view" books).
    id: 'content-token-viewer',
    path: '/content/:contentToken',
    layout: 'none',
    access: 'public',
    openToSiteView: true,
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
  {
    // The administrator's direct-view link: login-guarded (product.md §2).
    id: 'direct-view',
    path: '/direct-view/:viewToken',
    layout: 'none',
    access: roles.reader,
    openToSiteView: true,
    titleKey: 'routes.viewer',
    load: () => import('../features/reader/viewer-page'),
  },
];

import { SearchView } from './search-view';

export { default as SearchDetailPage } from './search-detail-page';

/** /search: the search layout's page (search-view header, boxes, results of every group). */
export default function SearchPage() {
  return <SearchView variant="search" contentGroupId={null} />;
}

import { SearchView } from './search-view';

/** /search: the search layout's page (search-view header, boxes, results of every group). */
export default function SearchPage() {
  return <SearchView variant="search" contentGroupId={null} />;
}

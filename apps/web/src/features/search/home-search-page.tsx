import { useParams } from 'react-router';
import HomePage from '../home/home-page';
import { parseGroupId } from '../library/library-paths';
import { SearchView } from './search-view';

/**
 * /home-search and /home-search/:contentGroupId (the header's Books): the search above the
 * library, which stays until the visitor searches; in a group the search covers that group.
 */
export default function HomeSearchPage() {
  const params = useParams();
  const contentGroupId = parseGroupId(params.contentGroupId);
  return <SearchView variant="home" contentGroupId={contentGroupId} library={<HomePage />} />;
}

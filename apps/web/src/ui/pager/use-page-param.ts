import { useSearchParams } from 'react-router';
import { parsePageParam } from './pager-window';

/** The list page kept in the address (`?page=`), so back and reload return to it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return [parsePageParam(params.get('page')), setPage];
}

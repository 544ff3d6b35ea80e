import { useSearchParams } from 'react-router';
import { readPage, readSearch } from '@uaeaf/ui';

/** The page and search of a list, read from the URL (the URL is the list's state). */
export function usePageAndSearch() {
  const [params] = useSearchParams();
  return { params, page: readPage(params), q: readSearch(params) };
}

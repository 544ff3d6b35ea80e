import { useSearchParams } from 'react-router';
import { pagination } from '@uaeaf/contracts';
import { readPage } from '@uaeaf/ui';

/** `?q=`: trimmed, spaces collapsed, at most the API's length; undefined when blank. */
export function readSearch(params: URLSearchParams): string | undefined {
  const text = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, pagination.maxSearchLength);
  return text || undefined;
}

/** The page and search of a list, read from the URL (the URL is the list's state). */
export function usePageAndSearch() {
  const [params] = useSearchParams();
  return { params, page: readPage(params), q: readSearch(params) };
}

import { defineMessage, defineMessages } from 'react-intl';

/** Strings of this remote's own small components (states, lists, search, pagination, images). */
export const uiText = defineMessages({
  loading: { id: 'public.ui.loading', defaultMessage: 'Loading…' },
  loadFailed: {
    id: 'public.ui.loadFailed',
    defaultMessage: 'This content could not be loaded. Please check your connection and try again.',
  },
  retry: { id: 'public.ui.retry', defaultMessage: 'Try again' },
  empty: { id: 'public.ui.empty', defaultMessage: 'There is nothing here yet.' },
  noResults: {
    id: 'public.ui.noResults',
    defaultMessage: 'Nothing matches your search. Try other words or clear the filters.',
  },
  pastLastPage: { id: 'public.ui.pastLastPage', defaultMessage: 'This page is past the end of the list.' },
  firstPage: { id: 'public.ui.firstPage', defaultMessage: 'Go to the first page' },
  pagination: { id: 'public.ui.pagination', defaultMessage: 'Pages' },
  previous: { id: 'public.ui.previous', defaultMessage: 'Previous' },
  next: { id: 'public.ui.next', defaultMessage: 'Next' },
  search: { id: 'public.ui.search', defaultMessage: 'Search' },
  searchSubmit: { id: 'public.ui.searchSubmit', defaultMessage: 'Search' },
  all: { id: 'public.ui.all', defaultMessage: 'All' },
  emirate: { id: 'public.ui.emirate', defaultMessage: 'Emirate' },
  externalLink: { id: 'public.ui.externalLink', defaultMessage: '(another website)' },
  updatedOn: { id: 'public.ui.updatedOn', defaultMessage: 'Last updated' },
});

export const pageNumberText = defineMessage<{ page: string }>({
  id: 'public.ui.pageNumber',
  defaultMessage: 'Page {page}',
});

export const resultCountText = defineMessage<{ total: number }>({
  id: 'public.ui.resultCount',
  defaultMessage: '{total, plural, =0 {No results} one {# result} other {# results}}',
});

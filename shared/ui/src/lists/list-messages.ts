import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the list pieces: load states, paging and filters. */
export const listText = defineMessages({
  loading: { id: 'ui.list.loading', defaultMessage: 'Loading…' },
  loadFailed: {
    id: 'ui.list.loadFailed',
    defaultMessage: 'This content could not be loaded. Please check your connection and try again.',
  },
  retry: { id: 'ui.list.retry', defaultMessage: 'Try again' },
  empty: { id: 'ui.list.empty', defaultMessage: 'There is nothing here yet.' },
  noResults: {
    id: 'ui.list.noResults',
    defaultMessage: 'Nothing matches your search. Try other words or clear the filters.',
  },
  pastLastPage: { id: 'ui.list.pastLastPage', defaultMessage: 'This page is past the end of the list.' },
  firstPage: { id: 'ui.list.firstPage', defaultMessage: 'Go to the first page' },
  pagination: { id: 'ui.list.pagination', defaultMessage: 'Pages' },
  previous: { id: 'ui.list.previous', defaultMessage: 'Previous' },
  next: { id: 'ui.list.next', defaultMessage: 'Next' },
  all: { id: 'ui.list.all', defaultMessage: 'All' },
  search: { id: 'ui.list.search', defaultMessage: 'Search' },
  searchSubmit: { id: 'ui.list.searchSubmit', defaultMessage: 'Search' },
});

export const pageNumberText = defineMessage<{ page: string }>({
  id: 'ui.list.pageNumber',
  defaultMessage: 'Page {page}',
});

export const resultCountText = defineMessage<{ total: number }>({
  id: 'ui.list.resultCount',
  defaultMessage: '{total, plural, =0 {No results} one {# result} other {# results}}',
});

import { defineMessage, defineMessages } from 'react-intl';

/** Strings of this remote's small shared pieces (load states, paging, filters). */
export const commonText = defineMessages({
  loading: { id: 'tournaments.ui.loading', defaultMessage: 'Loading…' },
  loadFailed: {
    id: 'tournaments.ui.loadFailed',
    defaultMessage: 'This content could not be loaded. Please check your connection and try again.',
  },
  retry: { id: 'tournaments.ui.retry', defaultMessage: 'Try again' },
  empty: { id: 'tournaments.ui.empty', defaultMessage: 'There are no tournaments here yet.' },
  noResults: {
    id: 'tournaments.ui.noResults',
    defaultMessage: 'No tournament matches these filters. Choose another season or division, or clear them.',
  },
  pastLastPage: {
    id: 'tournaments.ui.pastLastPage',
    defaultMessage: 'This page is past the end of the list.',
  },
  firstPage: { id: 'tournaments.ui.firstPage', defaultMessage: 'Go to the first page' },
  pagination: { id: 'tournaments.ui.pagination', defaultMessage: 'Pages' },
  previous: { id: 'tournaments.ui.previous', defaultMessage: 'Previous' },
  next: { id: 'tournaments.ui.next', defaultMessage: 'Next' },
  all: { id: 'tournaments.ui.all', defaultMessage: 'All' },
});

export const pageNumberText = defineMessage<{ page: string }>({
  id: 'tournaments.ui.pageNumber',
  defaultMessage: 'Page {page}',
});

export const resultCountText = defineMessage<{ total: number }>({
  id: 'tournaments.ui.resultCount',
  defaultMessage: '{total, plural, =0 {No tournaments} one {# tournament} other {# tournaments}}',
});

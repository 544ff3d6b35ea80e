import { defineMessages } from 'react-intl';

/** Strings of this remote's own small components (search, details, pages' dates). */
export const uiText = defineMessages({
  search: { id: 'public.ui.search', defaultMessage: 'Search' },
  searchSubmit: { id: 'public.ui.searchSubmit', defaultMessage: 'Search' },
  emirate: { id: 'public.ui.emirate', defaultMessage: 'Emirate' },
  externalLink: { id: 'public.ui.externalLink', defaultMessage: '(another website)' },
  updatedOn: { id: 'public.ui.updatedOn', defaultMessage: 'Last updated' },
});

import { defineMessages } from 'react-intl';

/** Strings of this remote's own small components (details, pages' dates). */
export const uiText = defineMessages({
  emirate: { id: 'public.ui.emirate', defaultMessage: 'Emirate' },
  externalLink: { id: 'public.ui.externalLink', defaultMessage: '(another website)' },
  updatedOn: { id: 'public.ui.updatedOn', defaultMessage: 'Last updated' },
});

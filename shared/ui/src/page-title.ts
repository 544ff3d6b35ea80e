import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';

export const federationMessages = defineMessages({
  name: { id: 'ui.federation.name', defaultMessage: 'UAE Archery Federation' },
  description: {
    id: 'ui.federation.description',
    defaultMessage:
      'Archery in the UAE: recurve, compound and barebow tournaments, clubs, academies, training courses, news and member services',
  },
});

/** Sets the page's title as "{page} | {federation name}" in the current language. */
export function usePageTitle(page: string | undefined) {
  const intl = useIntl();
  const federation = intl.formatMessage(federationMessages.name);
  useEffect(() => {
    document.title = page ? `${page} | ${federation}` : federation;
  }, [page, federation]);
}

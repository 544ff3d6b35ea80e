import { defineMessages } from 'react-intl';

export const loaderMessages = defineMessages({
  loading: { id: 'shell.loader.loading', defaultMessage: 'Loading…' },
});

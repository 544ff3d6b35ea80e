import { defineMessages } from 'react-intl';

export const homePage = defineMessages({
  title: { id: 'public.home.title', defaultMessage: 'Welcome to the UAE Archery Federation' },
  purpose: {
    id: 'public.home.purpose',
    defaultMessage:
      'We are glad you are here: archery news, tournaments, clubs and training courses across the UAE.',
  },
});

import { defineMessage } from 'react-intl';

export const clubAccountNavLabel = defineMessage({
  id: 'clubAccount.nav.label',
  defaultMessage: 'Your account',
});

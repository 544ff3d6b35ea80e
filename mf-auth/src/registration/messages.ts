import { defineMessages } from 'react-intl';

/** What an applicant is told once their own request is stored. */
export const confirmationMessages = defineMessages({
  whatNext: {
    id: 'auth.register.whatNext',
    defaultMessage:
      'The federation reviews every request. Until it has reviewed yours, the status of your account is Pending.',
  },
  status: { id: 'auth.register.status', defaultMessage: 'Status' },
  pending: { id: 'auth.register.status.pending', defaultMessage: 'Pending' },
  home: { id: 'auth.register.home', defaultMessage: 'Go to the home page' },
});

import { defineMessages } from 'react-intl';

/** What an applicant is told once their own request is stored. */
export const confirmationMessages = defineMessages({
  whatNext: {
    id: 'auth.register.whatNext',
    defaultMessage:
      'The federation reviews every request. Until it has reviewed yours, the status of your account is Pending.',
  },
  knownEmail: {
    id: 'auth.register.knownEmail',
    defaultMessage:
      'If this email already has an account, no new one is made: we have mailed it a link to log in or to reset your password.',
  },
  status: { id: 'auth.register.status', defaultMessage: 'Status' },
  pending: { id: 'auth.register.status.pending', defaultMessage: 'Pending' },
  home: { id: 'auth.register.home', defaultMessage: 'Go to the home page' },
});

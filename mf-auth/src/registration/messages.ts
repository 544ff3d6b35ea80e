import { defineMessage, defineMessages } from 'react-intl';

/** What an applicant is told once their own request is stored. */
export const confirmationMessages = defineMessages({
  whatNext: {
    id: 'auth.register.whatNext',
    defaultMessage:
      'The federation reviews every request. Until it has reviewed yours, the status of your account is Pending.',
  },
  reference: { id: 'auth.register.reference', defaultMessage: 'Your reference' },
  knownEmail: {
    id: 'auth.register.knownEmail',
    defaultMessage:
      'If this email already has an account, no new one is made: we have mailed it a link to log in or to reset your password.',
  },
  status: { id: 'auth.register.status', defaultMessage: 'Status' },
  pending: { id: 'auth.register.status.pending', defaultMessage: 'Pending' },
  home: { id: 'auth.register.home', defaultMessage: 'Go to the home page' },
});

/** Who answers a new registration first, and how long a step usually takes (decision 087). */
export const clubDecidesFirstText = defineMessage<{ days: number }>({
  id: 'auth.register.clubDecidesFirst',
  defaultMessage:
    'The club or academy you named answers your request first, usually within {days, number} working days; the federation then decides, usually within {days, number} more. We will write to you at each step.',
});

export const federationDecidesText = defineMessage<{ days: number }>({
  id: 'auth.register.federationDecides',
  defaultMessage:
    'The federation decides on your request, usually within {days, number} working days. We will write to you when it is decided.',
});

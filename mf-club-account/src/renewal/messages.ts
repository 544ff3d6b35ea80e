import { defineMessage, defineMessages } from 'react-intl';

export const renewalText = defineMessages({
  validUntil: { id: 'clubAccount.renewal.validUntil', defaultMessage: 'Membership valid until' },
  notValid: { id: 'clubAccount.renewal.notValid', defaultMessage: 'Not yet approved' },
  nextSeason: { id: 'clubAccount.renewal.nextSeason', defaultMessage: 'Renewal for season' },
  due: { id: 'clubAccount.renewal.due', defaultMessage: 'Licence renewal fee' },
  noNextSeason: {
    id: 'clubAccount.renewal.noNextSeason',
    defaultMessage: 'The next season is not open for renewals yet.',
  },
  notPriced: {
    id: 'clubAccount.renewal.notPriced',
    defaultMessage: 'The next season is not open for renewals yet: its renewal fee has no amount',
  },
  renew: { id: 'clubAccount.renewal.renew', defaultMessage: 'Renew' },
  submitted: { id: 'clubAccount.renewal.submitted', defaultMessage: 'The request has been submitted' },
  pending: {
    id: 'clubAccount.renewal.pending',
    defaultMessage: 'A renewal is already waiting for the federation',
  },
  restricted: {
    id: 'clubAccount.renewal.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
  history: { id: 'clubAccount.renewal.history', defaultMessage: 'Past renewals' },
  noHistory: { id: 'clubAccount.renewal.noHistory', defaultMessage: 'No renewals yet.' },
  submittedOn: { id: 'clubAccount.renewal.submittedOn', defaultMessage: 'Submitted' },
  season: { id: 'clubAccount.renewal.season', defaultMessage: 'Season' },
  status: { id: 'clubAccount.renewal.status', defaultMessage: 'Status' },
  bill: { id: 'clubAccount.renewal.bill', defaultMessage: 'Bill' },
  reason: { id: 'clubAccount.renewal.reason', defaultMessage: 'Reason' },
  payLink: { id: 'clubAccount.renewal.payLink', defaultMessage: 'Pay it from your fees' },
});

/** The messages with values, each typed with them. */
export const renewalArgs = {
  confirmTitle: defineMessage<{ season: string }>({
    id: 'clubAccount.renewal.confirmTitle',
    defaultMessage: 'Renew the membership for {season}',
  }),
  confirmClub: defineMessage<{ amount: string }>({
    id: 'clubAccount.renewal.confirmClub',
    defaultMessage: 'are you sure about that? The club will be billed {amount}.',
  }),
  confirmAcademy: defineMessage<{ amount: string }>({
    id: 'clubAccount.renewal.confirmAcademy',
    defaultMessage: 'are you sure about that? The academy will be billed {amount}.',
  }),
};

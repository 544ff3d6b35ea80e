import { defineMessage, defineMessages } from 'react-intl';

export const homeText = defineMessages({
  figures: { id: 'clubAccount.home.figures', defaultMessage: 'At a glance' },
  awaitingDecision: {
    id: 'clubAccount.home.awaitingDecision',
    defaultMessage: 'Registrations waiting for your answer',
  },
  openRequests: { id: 'clubAccount.home.openRequests', defaultMessage: 'Your requests in progress' },
  unpaid: { id: 'clubAccount.home.unpaid', defaultMessage: 'Unpaid bills' },
  activePenalties: { id: 'clubAccount.home.activePenalties', defaultMessage: 'Active penalties' },
  noSeason: { id: 'clubAccount.home.noSeason', defaultMessage: 'No sports season is open' },
  notSubscribed: { id: 'clubAccount.home.notSubscribed', defaultMessage: 'Not subscribed' },
  subscribedUnpaid: { id: 'clubAccount.home.subscribedUnpaid', defaultMessage: 'Subscribed, bill unpaid' },
  subscribed: { id: 'clubAccount.home.subscribed', defaultMessage: 'Subscribed' },
});

/** The approved players' figure, with those still waiting for approval. */
export const playersText = {
  club: defineMessage<{ pending: number }>({
    id: 'clubAccount.home.players',
    defaultMessage: 'Approved players ({pending, plural, =0 {none pending} other {# pending}})',
  }),
  academy: defineMessage<{ pending: number }>({
    id: 'clubAccount.home.academyPlayers',
    defaultMessage: 'Approved academy players ({pending, plural, =0 {none pending} other {# pending}})',
  }),
};

export const seasonText = defineMessage<{ season: string }>({
  id: 'clubAccount.home.season',
  defaultMessage: 'Season {season} subscription',
});

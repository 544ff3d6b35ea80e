import { defineMessages } from 'react-intl';

export const accountHomePage = defineMessages({
  title: { id: 'clubAccount.home.title', defaultMessage: 'My account' },
  purpose: {
    id: 'clubAccount.home.purpose',
    defaultMessage: "Your club's or academy's account: its players, teams, requests, fees and services.",
  },
});

/** The pages of the club and academy account, keyed by their path under `/my-account` (the spec's spelling). */
export const accountPages = {
  fees: defineMessages({
    title: { id: 'clubAccount.fees.title', defaultMessage: 'Fees' },
    purpose: { id: 'clubAccount.fees.purpose', defaultMessage: 'Fees due and paid, with their invoices.' },
  }),
  teams: defineMessages({
    title: { id: 'clubAccount.teams.title', defaultMessage: 'Teams' },
    purpose: { id: 'clubAccount.teams.purpose', defaultMessage: "The club's teams and the players in each." },
  }),
  players: defineMessages({
    title: { id: 'clubAccount.players.title', defaultMessage: 'Players' },
    purpose: {
      id: 'clubAccount.players.purpose',
      defaultMessage: "The club's registered players and their membership status.",
    },
  }),
  'players-academy': defineMessages({
    title: { id: 'clubAccount.playersAcademy.title', defaultMessage: 'Academy players' },
    purpose: {
      id: 'clubAccount.playersAcademy.purpose',
      defaultMessage: "The academy's registered players and their membership status.",
    },
  }),
  renewal: defineMessages({
    title: { id: 'clubAccount.renewal.title', defaultMessage: 'Renewal' },
    purpose: {
      id: 'clubAccount.renewal.purpose',
      defaultMessage: "Renew the membership of the club or academy and its players' contracts.",
    },
  }),
  requests: defineMessages({
    title: { id: 'clubAccount.requests.title', defaultMessage: 'Requests' },
    purpose: {
      id: 'clubAccount.requests.purpose',
      defaultMessage: "The club's registration and renewal requests and the status of each.",
    },
  }),
  requestsAcademy: defineMessages({
    title: { id: 'clubAccount.requestsAcademy.title', defaultMessage: 'Academy requests' },
    purpose: {
      id: 'clubAccount.requestsAcademy.purpose',
      defaultMessage: "The academy's registration and renewal requests and the status of each.",
    },
  }),
  circulars: defineMessages({
    title: { id: 'clubAccount.circulars.title', defaultMessage: 'Circulars' },
    purpose: {
      id: 'clubAccount.circulars.purpose',
      defaultMessage: 'Circulars the federation has sent to the club or academy.',
    },
  }),
  Penalties: defineMessages({
    title: { id: 'clubAccount.penalties.title', defaultMessage: 'Penalties' },
    purpose: {
      id: 'clubAccount.penalties.purpose',
      defaultMessage: 'Penalties imposed on the club or academy, and how they restrict the account.',
    },
  }),
  tournaments: defineMessages({
    title: { id: 'clubAccount.tournaments.title', defaultMessage: 'Tournaments' },
    purpose: {
      id: 'clubAccount.tournaments.purpose',
      defaultMessage: "The tournaments the club's or academy's archers are registered for.",
    },
  }),
  results: defineMessages({
    title: { id: 'clubAccount.results.title', defaultMessage: "Our archers' results" },
    purpose: {
      id: 'clubAccount.results.purpose',
      defaultMessage:
        "The published tournament results of the club's or academy's archers, newest first, with links to the tournaments' results and the archers' public profiles.",
    },
  }),
  'register-new': defineMessages({
    title: { id: 'clubAccount.registerNew.title', defaultMessage: 'New registration' },
    purpose: {
      id: 'clubAccount.registerNew.purpose',
      defaultMessage: 'Request the registration of a new player with the club or academy.',
    },
  }),
  reset_password: defineMessages({
    title: { id: 'clubAccount.resetPassword.title', defaultMessage: 'Reset password' },
    purpose: {
      id: 'clubAccount.resetPassword.purpose',
      defaultMessage: 'Set a new password for the account; you are then logged out.',
    },
  }),
  Electronicservices: defineMessages({
    title: { id: 'clubAccount.electronicServices.title', defaultMessage: 'Electronic services' },
    purpose: {
      id: 'clubAccount.electronicServices.purpose',
      defaultMessage: 'The online services the federation offers clubs and academies.',
    },
  }),
  ElectronicservicesRequests: defineMessages({
    title: {
      id: 'clubAccount.electronicServicesRequests.title',
      defaultMessage: 'Electronic service requests',
    },
    purpose: {
      id: 'clubAccount.electronicServicesRequests.purpose',
      defaultMessage: 'The electronic service requests you have made and the status of each.',
    },
  }),
  ElectronicservicesForm: defineMessages({
    title: {
      id: 'clubAccount.electronicServicesForm.title',
      defaultMessage: 'Request an electronic service',
    },
    purpose: {
      id: 'clubAccount.electronicServicesForm.purpose',
      defaultMessage: 'Fill in the form and attach the files; the fee is billed when you send it.',
    },
  }),
  ElectronicservicesRequest: defineMessages({
    title: {
      id: 'clubAccount.electronicServicesRequest.title',
      defaultMessage: 'Electronic service request',
    },
    purpose: {
      id: 'clubAccount.electronicServicesRequest.purpose',
      defaultMessage: 'Where the request stands, who answered it and what you may do now.',
    },
  }),
  'season-subscription': defineMessages({
    title: { id: 'clubAccount.seasonSubscription.title', defaultMessage: 'Season subscription' },
    purpose: {
      id: 'clubAccount.seasonSubscription.purpose',
      defaultMessage: 'Subscribe the club or academy to the current sports season.',
    },
  }),
};

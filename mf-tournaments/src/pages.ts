import { defineMessages } from 'react-intl';
import type { PlaceholderPageProps } from '@uaeaf/ui';
import type { TournamentKind } from '@uaeaf/contracts';

export const listPages: Record<TournamentKind, PlaceholderPageProps> = {
  Local: defineMessages({
    title: { id: 'tournaments.local.title', defaultMessage: 'Local tournaments' },
    purpose: {
      id: 'tournaments.local.purpose',
      defaultMessage:
        'Tournaments for clubs and academies in the UAE, with their dates, venues and registration windows.',
    },
  }),
  Open: defineMessages({
    title: { id: 'tournaments.open.title', defaultMessage: 'Open tournaments' },
    purpose: {
      id: 'tournaments.open.purpose',
      defaultMessage:
        'Tournaments open to archers of every nationality, with their dates and registration windows.',
    },
  }),
  International: defineMessages({
    title: { id: 'tournaments.international.title', defaultMessage: 'International tournaments' },
    purpose: {
      id: 'tournaments.international.purpose',
      defaultMessage: 'International championships the federation takes part in or hosts.',
    },
  }),
  Activities: defineMessages({
    title: { id: 'tournaments.activities.title', defaultMessage: 'Activities' },
    purpose: {
      id: 'tournaments.activities.purpose',
      defaultMessage: 'Archery activities and events organised by the federation through the season.',
    },
  }),
  Communityactivities: defineMessages({
    title: { id: 'tournaments.community.title', defaultMessage: 'Community activities' },
    purpose: {
      id: 'tournaments.community.purpose',
      defaultMessage: 'Community archery events open to community-activity players and their families.',
    },
  }),
};

export const detailPages = {
  index: defineMessages({
    title: { id: 'tournaments.details.index.title', defaultMessage: 'All tournaments' },
    purpose: {
      id: 'tournaments.details.index.purpose',
      defaultMessage: 'Every tournament of every kind, with its registration state.',
    },
  }),
  details: defineMessages({
    title: { id: 'tournaments.details.title', defaultMessage: 'Tournament details' },
    purpose: {
      id: 'tournaments.details.purpose',
      defaultMessage: 'Dates, venue, divisions and classes, fees and registration windows of one tournament.',
    },
  }),
  register: defineMessages({
    title: { id: 'tournaments.register.title', defaultMessage: 'Tournament registration' },
    purpose: {
      id: 'tournaments.register.purpose',
      defaultMessage:
        'Enter archers in a tournament by bow division and age class while registration is open.',
    },
  }),
};

export const resultPages = {
  list: defineMessages({
    title: { id: 'results.list.title', defaultMessage: 'Results' },
    purpose: {
      id: 'results.list.purpose',
      defaultMessage: 'Published results of federation tournaments, newest first, by season and kind.',
    },
  }),
  tournament: defineMessages({
    title: { id: 'results.tournament.pageTitle', defaultMessage: 'Tournament results' },
    purpose: {
      id: 'results.tournament.purpose',
      defaultMessage:
        'Qualification tables, final placings and team results of one tournament, by division, gender and age class.',
    },
  }),
  rankings: defineMessages({
    title: { id: 'results.rankings.title', defaultMessage: 'National rankings' },
    purpose: {
      id: 'results.rankings.purpose',
      defaultMessage: 'The national ranking lists of the season by division, gender and age class.',
    },
  }),
  records: defineMessages({
    title: { id: 'results.records.title', defaultMessage: 'National records' },
    purpose: {
      id: 'results.records.purpose',
      defaultMessage: 'National records by round, division, gender and age class, with their history.',
    },
  }),
  athlete: defineMessages({
    title: { id: 'results.athlete.title', defaultMessage: 'Archer profile' },
    purpose: {
      id: 'results.athlete.purpose',
      defaultMessage: "An archer's personal bests, results, national records and ranking.",
    },
  }),
};

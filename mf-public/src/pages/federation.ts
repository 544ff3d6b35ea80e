import { defineMessages } from 'react-intl';

/** The spec's federation pages, keyed by their path. */
export const federationPages = {
  'board-of-directors': defineMessages({
    title: { id: 'public.board.title', defaultMessage: 'Board of directors' },
    purpose: {
      id: 'public.board.purpose',
      defaultMessage: "The members of the federation's board of directors and their roles.",
    },
  }),
  'speech-of-chairman': defineMessages({
    title: { id: 'public.chairman.title', defaultMessage: "Chairman's speech" },
    purpose: {
      id: 'public.chairman.purpose',
      defaultMessage: "A message from the federation's chairman to archers, clubs and the public.",
    },
  }),
  'federation-strategy': defineMessages({
    title: { id: 'public.strategy.title', defaultMessage: 'Federation strategy' },
    purpose: {
      id: 'public.strategy.purpose',
      defaultMessage: "The federation's vision, mission and strategic goals.",
    },
  }),
  'competitions-and-players': defineMessages({
    title: { id: 'public.competitions.title', defaultMessage: 'Competitions and players' },
    purpose: {
      id: 'public.competitions.purpose',
      defaultMessage: 'The competitions the federation runs and the players who take part in them.',
    },
  }),
};

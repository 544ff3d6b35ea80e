import { defineMessages } from 'react-intl';
import type { InformationPageSlug } from '@uaeaf/contracts';
import type { PageText } from '../shared-ui/layout';

/** The federation's text pages (the API's `/pages/{slug}`), keyed by their path. */
export const informationPages = {
  'about-us': defineMessages({
    title: { id: 'public.aboutUs.title', defaultMessage: 'About us' },
    purpose: {
      id: 'public.aboutUs.purpose',
      defaultMessage: 'Who the federation is, its history and its role in archery in the UAE.',
    },
  }),
  copyright: defineMessages({
    title: { id: 'public.copyright.title', defaultMessage: 'Copyright' },
    purpose: {
      id: 'public.copyright.purpose',
      defaultMessage: 'Who owns the content of this site and how it may be reused.',
    },
  }),
  // `privacy-police` is the spec's spelling of the address.
  'privacy-police': defineMessages({
    title: { id: 'public.privacyPolicy.title', defaultMessage: 'Privacy policy' },
    purpose: {
      id: 'public.privacyPolicy.purpose',
      defaultMessage: 'What personal data this site collects, why, and how it is protected.',
    },
  }),
  'terms-and-conditions': defineMessages({
    title: { id: 'public.terms.title', defaultMessage: 'Terms and conditions' },
    purpose: {
      id: 'public.terms.purpose',
      defaultMessage: 'The rules for using this site and its member services.',
    },
  }),
  'disclaimer-notice': defineMessages({
    title: { id: 'public.disclaimer.title', defaultMessage: 'Disclaimer notice' },
    purpose: {
      id: 'public.disclaimer.purpose',
      defaultMessage: "The limits of the federation's responsibility for the content of this site.",
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
} satisfies Partial<Record<InformationPageSlug, PageText>>;

export type InformationPath = keyof typeof informationPages;

import { defineMessages } from 'react-intl';

/** The spec's legal pages, keyed by their path (`privacy-police` is the spec's spelling of the address). */
export const legalPages = {
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
};

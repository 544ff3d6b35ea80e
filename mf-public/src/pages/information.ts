import { defineMessages } from 'react-intl';

/** The spec's information pages, keyed by their path. */
export const informationPages = {
  slider: defineMessages({
    title: { id: 'public.slider.title', defaultMessage: 'Slider' },
    purpose: {
      id: 'public.slider.purpose',
      defaultMessage: 'The featured news and announcements that rotate on the home page.',
    },
  }),
  careers: defineMessages({
    title: { id: 'public.careers.title', defaultMessage: 'Careers' },
    purpose: {
      id: 'public.careers.purpose',
      defaultMessage: 'Job openings at the federation and how to apply.',
    },
  }),
  gallery: defineMessages({
    title: { id: 'public.gallery.title', defaultMessage: 'Gallery' },
    purpose: {
      id: 'public.gallery.purpose',
      defaultMessage: 'Photos from tournaments, training sessions and federation events.',
    },
  }),
  'about-us': defineMessages({
    title: { id: 'public.aboutUs.title', defaultMessage: 'About us' },
    purpose: {
      id: 'public.aboutUs.purpose',
      defaultMessage: 'Who the federation is, its history and its role in archery in the UAE.',
    },
  }),
  partners: defineMessages({
    title: { id: 'public.partners.title', defaultMessage: 'Partners' },
    purpose: {
      id: 'public.partners.purpose',
      defaultMessage: 'The organisations that support the federation and its programmes.',
    },
  }),
  circulars: defineMessages({
    title: { id: 'public.circulars.title', defaultMessage: 'Circulars' },
    purpose: {
      id: 'public.circulars.purpose',
      defaultMessage: 'Official circulars the federation issues to clubs, academies and members.',
    },
  }),
  copyright: defineMessages({
    title: { id: 'public.copyright.title', defaultMessage: 'Copyright' },
    purpose: {
      id: 'public.copyright.purpose',
      defaultMessage: 'Who owns the content of this site and how it may be reused.',
    },
  }),
  'contact-us': defineMessages({
    title: { id: 'public.contactUs.title', defaultMessage: 'Contact us' },
    purpose: {
      id: 'public.contactUs.purpose',
      defaultMessage: 'Write to the federation; we reply within 3 working days.',
    },
  }),
};

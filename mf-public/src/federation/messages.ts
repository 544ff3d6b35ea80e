import { defineMessages } from 'react-intl';

export const boardPage = defineMessages({
  title: { id: 'public.board.title', defaultMessage: 'Board of directors' },
  purpose: {
    id: 'public.board.purpose',
    defaultMessage: "The members of the federation's board of directors and their roles.",
  },
});

export const partnersPage = defineMessages({
  title: { id: 'public.partners.title', defaultMessage: 'Partners' },
  purpose: {
    id: 'public.partners.purpose',
    defaultMessage: 'The organisations that support the federation and its programmes.',
  },
});

export const careersPage = defineMessages({
  title: { id: 'public.careers.title', defaultMessage: 'Careers' },
  purpose: {
    id: 'public.careers.purpose',
    defaultMessage: 'Job openings at the federation and how to apply.',
  },
});

export const federationText = defineMessages({
  noOpenings: {
    id: 'public.careers.none',
    defaultMessage: 'There are no openings at the moment. Please check again later.',
  },
  department: { id: 'public.careers.department', defaultMessage: 'Department' },
  location: { id: 'public.careers.location', defaultMessage: 'Location' },
  posted: { id: 'public.careers.posted', defaultMessage: 'Posted' },
  closing: { id: 'public.careers.closing', defaultMessage: 'Applications close' },
  howToApply: { id: 'public.careers.howToApply', defaultMessage: 'How to apply' },
  applyByEmail: { id: 'public.careers.applyByEmail', defaultMessage: 'Apply by email' },
  applyOnline: { id: 'public.careers.applyOnline', defaultMessage: 'Apply online' },
  partnerSite: { id: 'public.partners.website', defaultMessage: 'Website' },
});

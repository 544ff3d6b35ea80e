import { defineMessage, defineMessages } from 'react-intl';

export const circularsPage = defineMessages({
  title: { id: 'public.circulars.title', defaultMessage: 'Circulars' },
  purpose: {
    id: 'public.circulars.purpose',
    defaultMessage: 'Official circulars the federation issues to clubs, academies and members.',
  },
});

export const circularText = defineMessages({
  search: { id: 'public.circulars.search', defaultMessage: 'Search the circulars' },
  number: { id: 'public.circulars.number', defaultMessage: 'Circular number' },
  issued: { id: 'public.circulars.issued', defaultMessage: 'Issued' },
  attachments: { id: 'public.circulars.attachments', defaultMessage: 'Files' },
});

export const fileDetails = defineMessage<{ type: string; size: string }>({
  id: 'public.circulars.fileDetails',
  defaultMessage: '{type}, {size}',
});

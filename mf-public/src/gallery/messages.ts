import { defineMessage, defineMessages } from 'react-intl';

export const galleryPage = defineMessages({
  title: { id: 'public.gallery.title', defaultMessage: 'Gallery' },
  purpose: {
    id: 'public.gallery.purpose',
    defaultMessage: 'Photos from archery tournaments, training sessions and federation events.',
  },
});

export const galleryText = defineMessages({
  search: { id: 'public.gallery.search', defaultMessage: 'Search the albums' },
  all: { id: 'public.gallery.all', defaultMessage: 'All albums' },
  album: { id: 'public.gallery.album', defaultMessage: 'Album' },
  fullSize: { id: 'public.gallery.fullSize', defaultMessage: 'Open the full-size photo' },
});

export const photoCount = defineMessage<{ count: number }>({
  id: 'public.gallery.photoCount',
  defaultMessage: '{count, plural, =0 {No photos} one {# photo} other {# photos}}',
});

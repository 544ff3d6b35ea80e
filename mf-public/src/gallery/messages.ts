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
});

export const lightboxText = defineMessages({
  previous: { id: 'public.gallery.previousPhoto', defaultMessage: 'Previous photo' },
  next: { id: 'public.gallery.nextPhoto', defaultMessage: 'Next photo' },
  close: { id: 'public.gallery.close', defaultMessage: 'Close' },
});

export const photoOf = defineMessage<{ index: string; total: string }>({
  id: 'public.gallery.photoOf',
  defaultMessage: 'Photo {index} of {total}',
});

export const photoCount = defineMessage<{ count: number }>({
  id: 'public.gallery.photoCount',
  defaultMessage: '{count, plural, =0 {No photos} one {# photo} other {# photos}}',
});

import { defineMessage, defineMessages } from 'react-intl';

export const homePage = defineMessages({
  title: { id: 'public.home.title', defaultMessage: 'Welcome to the UAE Archery Federation' },
  purpose: {
    id: 'public.home.purpose',
    defaultMessage:
      'We are glad you are here: archery news, tournaments, clubs and training courses across the UAE.',
  },
});

export const sliderPage = defineMessages({
  title: { id: 'public.slider.title', defaultMessage: 'Slider' },
  purpose: {
    id: 'public.slider.purpose',
    defaultMessage: 'The featured news and announcements that rotate on the home page.',
  },
});

export const homeText = defineMessages({
  featured: { id: 'public.home.featured', defaultMessage: 'Featured' },
  latestNews: { id: 'public.home.latestNews', defaultMessage: 'Latest news' },
  allNews: { id: 'public.home.allNews', defaultMessage: 'All news' },
  registrationOpen: { id: 'public.home.registrationOpen', defaultMessage: 'Registration open' },
  noneOpen: {
    id: 'public.home.noneOpen',
    defaultMessage: 'No tournament takes entries today. Every tournament and its registration dates:',
  },
  allTournaments: { id: 'public.home.allTournaments', defaultMessage: 'All tournaments' },
  explore: { id: 'public.home.explore', defaultMessage: 'Explore' },
  clubs: { id: 'public.home.clubs', defaultMessage: 'Clubs and academies' },
  courses: { id: 'public.home.courses', defaultMessage: 'Training courses' },
  centres: { id: 'public.home.centres', defaultMessage: 'Training centres' },
  circulars: { id: 'public.home.circulars', defaultMessage: 'Circulars' },
  gallery: { id: 'public.home.gallery', defaultMessage: 'Gallery' },
  sendArticle: { id: 'public.home.sendArticle', defaultMessage: 'Send your article' },
  previousSlide: { id: 'public.slider.previous', defaultMessage: 'Previous slide' },
  nextSlide: { id: 'public.slider.next', defaultMessage: 'Next slide' },
});

export const slideOf = defineMessage<{ index: string; total: string }>({
  id: 'public.slider.slideOf',
  defaultMessage: '{index} of {total}',
});

export const entriesClose = defineMessage<{ date: string }>({
  id: 'public.home.entriesClose',
  defaultMessage: 'Entries close on {date}',
});

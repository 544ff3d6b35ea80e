import { defineMessages } from 'react-intl';

export const newsListPage = defineMessages({
  title: { id: 'public.news.list.title', defaultMessage: 'News' },
  purpose: {
    id: 'public.news.list.purpose',
    defaultMessage: 'The latest news of the UAE Archery Federation, newest first.',
  },
});

export const newsItemPage = defineMessages({
  title: { id: 'public.news.item.title', defaultMessage: 'News details' },
  purpose: {
    id: 'public.news.item.purpose',
    defaultMessage: 'One news story in full, with its date and photos.',
  },
});

export const newsText = defineMessages({
  search: { id: 'public.news.search', defaultMessage: 'Search the news' },
  photos: { id: 'public.news.photos', defaultMessage: 'Photos' },
  all: { id: 'public.news.all', defaultMessage: 'All news' },
});

import { defineMessage, defineMessages } from 'react-intl';

export const articleListPage = defineMessages({
  title: { id: 'public.articles.list.title', defaultMessage: 'Articles' },
  purpose: {
    id: 'public.articles.list.purpose',
    defaultMessage: 'Articles on archery, including those sent in by readers.',
  },
});

export const articleItemPage = defineMessages({
  title: { id: 'public.articles.item.title', defaultMessage: 'Article' },
  purpose: {
    id: 'public.articles.item.purpose',
    defaultMessage: 'One article in full, with its author and date.',
  },
});

export const articleText = defineMessages({
  search: { id: 'public.articles.search', defaultMessage: 'Search the articles' },
  send: { id: 'public.articles.sendLink', defaultMessage: 'Send your article' },
  all: { id: 'public.articles.all', defaultMessage: 'All articles' },
});

export const byAuthor = defineMessage<{ author: string }>({
  id: 'public.articles.by',
  defaultMessage: 'By {author}',
});

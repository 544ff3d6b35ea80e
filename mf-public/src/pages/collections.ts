import { defineMessages } from 'react-intl';

/** Pages that list items, each with a page per item (`/news` and `/news/{id}`), keyed by their path. */
export const collectionPages = {
  news: {
    list: defineMessages({
      title: { id: 'public.news.list.title', defaultMessage: 'News' },
      purpose: {
        id: 'public.news.list.purpose',
        defaultMessage: "The federation's latest news, newest first.",
      },
    }),
    item: defineMessages({
      title: { id: 'public.news.item.title', defaultMessage: 'News details' },
      purpose: {
        id: 'public.news.item.purpose',
        defaultMessage: 'One news story in full, with its date and photos.',
      },
    }),
  },
  clubs: {
    list: defineMessages({
      title: { id: 'public.clubs.list.title', defaultMessage: 'Clubs' },
      purpose: {
        id: 'public.clubs.list.purpose',
        defaultMessage: 'The archery clubs affiliated with the federation, by emirate.',
      },
    }),
    item: defineMessages({
      title: { id: 'public.clubs.item.title', defaultMessage: 'Club details' },
      purpose: {
        id: 'public.clubs.item.purpose',
        defaultMessage: "One club's emirate, contact details, officials and categories.",
      },
    }),
  },
  articles: {
    list: defineMessages({
      title: { id: 'public.articles.list.title', defaultMessage: 'Articles' },
      purpose: {
        id: 'public.articles.list.purpose',
        defaultMessage: 'Articles on archery, including those sent in by readers.',
      },
    }),
    item: defineMessages({
      title: { id: 'public.articles.item.title', defaultMessage: 'Article' },
      purpose: {
        id: 'public.articles.item.purpose',
        defaultMessage: 'One article in full, with its author and date.',
      },
    }),
  },
  'training-centers': {
    list: defineMessages({
      title: { id: 'public.trainingCenters.list.title', defaultMessage: 'Training centres' },
      purpose: {
        id: 'public.trainingCenters.list.purpose',
        defaultMessage: 'Archery training centres across the Emirates.',
      },
    }),
    item: defineMessages({
      title: { id: 'public.trainingCenters.item.title', defaultMessage: 'Training centre details' },
      purpose: {
        id: 'public.trainingCenters.item.purpose',
        defaultMessage: "One training centre's location, contact details and programmes.",
      },
    }),
  },
  'training-courses': {
    list: defineMessages({
      title: { id: 'public.trainingCourses.list.title', defaultMessage: 'Training courses' },
      purpose: {
        id: 'public.trainingCourses.list.purpose',
        defaultMessage:
          'Courses for archers, coaches and referees, with their dates and registration periods.',
      },
    }),
    item: defineMessages({
      title: { id: 'public.trainingCourses.item.title', defaultMessage: 'Training course details' },
      purpose: {
        id: 'public.trainingCourses.item.purpose',
        defaultMessage: "One course's dates, its registration period and how to register.",
      },
    }),
  },
};

export const articleSubmissionPage = defineMessages({
  title: { id: 'public.articles.send.title', defaultMessage: 'Send your article' },
  purpose: {
    id: 'public.articles.send.purpose',
    defaultMessage: 'Send the federation an article on archery for review and publication.',
  },
});

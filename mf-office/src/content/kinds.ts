import { defineMessages } from 'react-intl';
import type { ContentKind } from '@uaeaf/contracts';

/** The editors' pages, one per kind, each opened by `content.publish`; the office's navigation lists them. */
export const contentPages = {
  news: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.content.news.title', defaultMessage: 'News' },
      nav: { id: 'office.content.news.nav', defaultMessage: 'News' },
      purpose: {
        id: 'office.content.news.purpose',
        defaultMessage: 'The federation’s news: write, preview, publish now or at a set time, unpublish.',
      },
    }),
  },
  articles: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.content.articles.title', defaultMessage: 'Articles' },
      nav: { id: 'office.content.articles.nav', defaultMessage: 'Articles' },
      purpose: {
        id: 'office.content.articles.purpose',
        defaultMessage:
          'Articles with their authors: write, preview, publish now or at a set time, unpublish.',
      },
    }),
  },
  circulars: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.content.circulars.title', defaultMessage: 'Circulars' },
      nav: { id: 'office.content.circulars.nav', defaultMessage: 'Circulars' },
      purpose: {
        id: 'office.content.circulars.purpose',
        defaultMessage: 'Circulars to everyone or to chosen kinds of member, who see them in their accounts.',
      },
    }),
  },
} as const satisfies Record<ContentKind, object>;

/** A kind's plain text fields besides the titles and bodies, in the form's order; `line` is one line of text. */
export const kindFields: Record<ContentKind, readonly { name: string; line: boolean }[]> = {
  news: [
    { name: 'summaryAr', line: false },
    { name: 'summaryEn', line: false },
  ],
  articles: [
    { name: 'authorAr', line: true },
    { name: 'authorEn', line: true },
    { name: 'summaryAr', line: false },
    { name: 'summaryEn', line: false },
  ],
  circulars: [{ name: 'number', line: true }],
};

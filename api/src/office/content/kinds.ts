import type { AuditSubject, ContentKind, RichText } from '@uaeaf/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { articles, circulars, news } from '../../db/schema';

type ContentTable = typeof news | typeof articles | typeof circulars;

/**
 * What the editors' framework needs of a kind of content: its table, the audit subject, the day the public list shows
 * (set when it is published) and the form's fields. The form's field names are the table's own (titleAr, bodyEn,
 * number…), so one mapping serves every kind; only the bodies change shape (HTML in, blocks stored).
 */
export interface ContentKindDefinition {
  table: ContentTable;
  subject: AuditSubject;
  shownOn: AnyPgColumn;
  /** The column name `shownOn` is written under. */
  shownOnKey: 'publishedOn' | 'issuedOn';
  search: AnyPgColumn[];
  /** The plain fields of the form besides the titles and bodies. */
  fields: readonly string[];
}

export const contentKinds: Record<ContentKind, ContentKindDefinition> = {
  news: {
    table: news,
    subject: 'news',
    shownOn: news.publishedOn,
    shownOnKey: 'publishedOn',
    search: [news.titleAr, news.titleEn],
    fields: ['summaryAr', 'summaryEn'],
  },
  articles: {
    table: articles,
    subject: 'article',
    shownOn: articles.publishedOn,
    shownOnKey: 'publishedOn',
    search: [articles.titleAr, articles.titleEn],
    fields: ['summaryAr', 'summaryEn', 'authorAr', 'authorEn'],
  },
  circulars: {
    table: circulars,
    subject: 'circular',
    shownOn: circulars.issuedOn,
    shownOnKey: 'issuedOn',
    search: [circulars.titleAr, circulars.titleEn, circulars.number],
    fields: ['number', 'audience'],
  },
};

export interface StoredBodies {
  bodyAr: RichText;
  bodyEn: RichText;
}

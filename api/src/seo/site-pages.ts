import { InformationPageSlugs, LinkListSlugs, TournamentKinds } from '@uaeaf/contracts';
import { asc } from 'drizzle-orm';
import { isPublic } from '../content/published';
import type { Database } from '../db/client';
import { articles, clubs, galleryAlbums, news, trainingCentres, trainingCourses } from '../db/schema';

export interface SitePage {
  /** The Arabic (default-language) path; the English page is the same path under `/en`. */
  path: string;
  /** YYYY-MM-DD when known. */
  lastModified?: string;
}

/** The public pages that are not content items: home, the lists, the forms, the tournament calendars. */
const fixedPaths = [
  '/',
  '/news',
  '/articles',
  '/articles/send',
  '/gallery',
  '/circulars',
  '/clubs',
  '/training-centers',
  '/training-courses',
  '/board-of-directors',
  '/partners',
  '/careers',
  '/slider',
  ...InformationPageSlugs.map((slug) => `/${slug}`),
  ...LinkListSlugs.map((slug) => `/${slug}`),
  ...TournamentKinds.map((kind) => `/tournament/${kind}`),
];

/**
 * Every public page of the site (spec section 2's public routes), with a page for each news item, article, club,
 * training centre, course and gallery album. Member areas, login and registration are left out: search engines have
 * no use for them.
 */
export async function listSitePages(db: Database, now: Date): Promise<SitePage[]> {
  const [newsRows, articleRows, clubRows, centreRows, courseRows, albumRows] = await Promise.all([
    db
      .select({ id: news.id, on: news.publishedOn })
      .from(news)
      .where(isPublic(news, now))
      .orderBy(asc(news.id)),
    db
      .select({ id: articles.id, on: articles.publishedOn })
      .from(articles)
      .where(isPublic(articles, now))
      .orderBy(asc(articles.id)),
    db.select({ id: clubs.id }).from(clubs).orderBy(asc(clubs.id)),
    db
      .select({ id: trainingCentres.id })
      .from(trainingCentres)
      .where(isPublic(trainingCentres, now))
      .orderBy(asc(trainingCentres.id)),
    db
      .select({ id: trainingCourses.id })
      .from(trainingCourses)
      .where(isPublic(trainingCourses, now))
      .orderBy(asc(trainingCourses.id)),
    db
      .select({ id: galleryAlbums.id })
      .from(galleryAlbums)
      .where(isPublic(galleryAlbums, now))
      .orderBy(asc(galleryAlbums.id)),
  ]);
  return [
    ...fixedPaths.map((path) => ({ path })),
    ...newsRows.map((row) => ({ path: `/news/${row.id}`, lastModified: row.on })),
    ...articleRows.map((row) => ({ path: `/articles/${row.id}`, lastModified: row.on })),
    ...clubRows.map((row) => ({ path: `/clubs/${row.id}` })),
    ...centreRows.map((row) => ({ path: `/training-centers/${row.id}` })),
    ...courseRows.map((row) => ({ path: `/training-courses/${row.id}` })),
    ...albumRows.map((row) => ({ path: `/gallery/${row.id}` })),
  ];
}

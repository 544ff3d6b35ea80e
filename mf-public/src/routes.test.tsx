import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import {
  ArticleDetailSchema,
  ClubDetailSchema,
  GalleryAlbumDetailSchema,
  InformationPageSchema,
  LinkListPageSchema,
  NewsDetailSchema,
  TrainingCentreDetailSchema,
  TrainingCourseDetailSchema,
} from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from './routes';
import { publicMessageLoaders } from './messages';
import { stubApi } from './test/api-stub';
import * as fixtures from './test/fixtures';

async function expectHeading(url: string, heading: string | RegExp) {
  await renderRemoteAt(PublicRoutes, url, publicMessageLoaders);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

beforeEach(() => {
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  document.title = '';
});

describe('public routes', () => {
  it('fixtures match the contracts', () => {
    expect(v.parse(NewsDetailSchema, fixtures.newsStory)).toBeTruthy();
    expect(v.parse(ArticleDetailSchema, fixtures.article)).toBeTruthy();
    expect(v.parse(ClubDetailSchema, fixtures.club)).toBeTruthy();
    expect(v.parse(TrainingCentreDetailSchema, fixtures.centre)).toBeTruthy();
    expect(v.parse(TrainingCourseDetailSchema, fixtures.closedCourse)).toBeTruthy();
    expect(v.parse(GalleryAlbumDetailSchema, fixtures.album)).toBeTruthy();
    expect(v.parse(InformationPageSchema, fixtures.informationPage('about-us'))).toBeTruthy();
    expect(v.parse(LinkListPageSchema, fixtures.linkPage('relevant-websites'))).toBeTruthy();
  });

  it.each([
    ['/en', 'Welcome to the UAE Archery Federation'],
    ['/en/slider', 'Slider'],
    ['/en/news', 'News'],
    ['/en/news/7', 'Sharjah championship opens'],
    ['/en/clubs', 'Clubs'],
    ['/en/clubs/12', 'Sharjah Archery Club'],
    ['/en/articles', 'Articles'],
    ['/en/articles/3', 'The basics of archery'],
    ['/en/articles/send', 'Send your article'],
    ['/en/careers', 'Careers'],
    ['/en/gallery', 'Gallery'],
    ['/en/gallery/2', 'Winter championship'],
    ['/en/gallery?album=2', 'Winter championship'],
    ['/en/about-us', 'About us'],
    ['/en/partners', 'Partners'],
    ['/en/circulars', 'Circulars'],
    ['/en/copyright', 'Copyright'],
    ['/en/contact-us', 'Contact us'],
    ['/en/privacy-police', 'Privacy policy'],
    ['/en/terms-and-conditions', 'Terms and conditions'],
    ['/en/disclaimer-notice', 'Disclaimer notice'],
    ['/en/relevant-websites', 'Relevant websites'],
    ['/en/external-hyperlinks', 'External hyperlinks'],
    ['/en/hyperlinks-websites', 'Linking to this site'],
    ['/en/board-of-directors', 'Board of directors'],
    ['/en/speech-of-chairman', "Chairman's speech"],
    ['/en/federation-strategy', 'Federation strategy'],
    ['/en/competitions-and-players', 'Competitions and players'],
    ['/en/training-centers', 'Training centres'],
    ['/en/training-centers/5', 'Dubai Training Centre'],
    ['/en/training-courses', 'Training courses'],
    ['/en/training-courses/40', 'Coaching course'],
  ])('%s shows its heading', expectHeading);

  it.each([
    ['/', 'مرحبًا بكم في اتحاد الإمارات للقوس والسهم'],
    ['/news/7', 'افتتاح بطولة الشارقة'],
    ['/training-centers', 'مراكز التدريب'],
    ['/privacy-police', 'سياسة الخصوصية'],
  ])('%s shows its Arabic heading', expectHeading);

  it.each([
    '/en/news/abc',
    '/en/clubs/12a',
    '/en/training-courses/-1',
    '/en/news/7/photos',
    '/en/about-us/team',
  ])('%s is not found', (url) => expectHeading(url, /Page Not Found/));

  it.each([
    '/en/news/99',
    '/en/articles/99',
    '/en/clubs/99',
    '/en/training-centers/99',
    '/en/training-courses/99',
    '/en/gallery/99',
  ])('%s, unknown to the API, is "Page Not Found: {path}"', (url) =>
    expectHeading(url, `Page Not Found: \u2068${url}\u2069`),
  );

  it('an unknown album asked for in the old ?album= form is not found at its own address', () =>
    expectHeading('/en/gallery?album=99', 'Page Not Found: \u2068/en/gallery/99\u2069'));

  it('shows the item content and sets the page metadata from it', async () => {
    await expectHeading('/en/news/7', 'Sharjah championship opens');
    expect(screen.getByText('The full story.')).toBeTruthy();
    expect(document.title).toBe('Sharjah championship opens | UAE Archery Federation');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The championship opened with a record entry.',
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain(
      '/api/images?path=news%2F2026%2Fopening.jpg&w=1280',
    );
    expect(document.querySelector('link[rel="alternate"][hreflang="ar"]')?.getAttribute('href')).toMatch(
      /\/news\/7$/,
    );
  });

  it('shows an error with a retry when the API fails, and recovers', async () => {
    let calls = 0;
    stubApi({
      '/news/7': () => (++calls <= 2 ? { status: 503, body: {} } : { status: 200, body: fixtures.newsStory }),
    });
    await renderRemoteAt(PublicRoutes, '/en/news/7', publicMessageLoaders);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1, name: 'News details' })).toBeTruthy();
    retry.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharjah championship opens' })).toBeTruthy();
  });
});

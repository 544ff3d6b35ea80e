import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from './routes';
import { publicMessageLoaders } from './messages';

async function expectHeading(url: string, heading: string | RegExp) {
  await renderRemoteAt(PublicRoutes, url, publicMessageLoaders);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
}

describe('public routes', () => {
  it.each([
    ['/en', 'Welcome to the UAE Archery Federation'],
    ['/en/slider', 'Slider'],
    ['/en/news', 'News'],
    ['/en/news/7', 'News details'],
    ['/en/clubs', 'Clubs'],
    ['/en/clubs/12', 'Club details'],
    ['/en/articles', 'Articles'],
    ['/en/articles/3', 'Article'],
    ['/en/articles/send', 'Send your article'],
    ['/en/careers', 'Careers'],
    ['/en/gallery', 'Gallery'],
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
    ['/en/training-centers/5', 'Training centre details'],
    ['/en/training-courses', 'Training courses'],
    ['/en/training-courses/40', 'Training course details'],
  ])('%s shows its heading', expectHeading);

  it.each([
    ['/', 'مرحبًا بكم في اتحاد الإمارات للقوس والسهم'],
    ['/news/7', 'تفاصيل الخبر'],
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
});

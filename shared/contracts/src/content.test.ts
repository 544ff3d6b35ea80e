import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ClubDetailSchema } from './clubs';
import { EmirateNames, Emirates } from './emirates';
import { imageVariantWidth, ImageSchema, ImageVariantQuerySchema } from './images';
import { NewsListResponseSchema } from './news';
import { courseRegistrationStatus } from './training';

const logo = {
  path: 'clubs/sharjah-club.png',
  width: 400,
  height: 400,
  alt: { ar: 'شعار النادي', en: 'Club logo' },
};

describe('images', () => {
  it('needs a size and alt text in both languages', () => {
    expect(v.is(ImageSchema, logo)).toBe(true);
    expect(v.is(ImageSchema, { ...logo, alt: { ar: 'شعار', en: '' } })).toBe(false);
    expect(v.is(ImageSchema, { ...logo, width: 0 })).toBe(false);
  });

  it.each([
    'https://evil.example/a.png',
    '/etc/passwd.png',
    'clubs/../../secret.png',
    'clubs/logo.svg',
    'clubs//logo.png',
  ])('refuses the path %j: the optimiser reads only its own store', (path) => {
    expect(v.is(ImageSchema, { ...logo, path })).toBe(false);
  });

  it('asks the optimiser for an allowed width, doubled on 2x screens', () => {
    expect(imageVariantWidth(300, 1)).toBe(320);
    expect(imageVariantWidth(300, 2)).toBe(640);
    expect(imageVariantWidth(5000, 2)).toBe(3072);
    expect(v.parse(ImageVariantQuerySchema, { path: logo.path, w: '640' })).toEqual({
      path: logo.path,
      w: 640,
    });
    expect(v.is(ImageVariantQuerySchema, { path: logo.path, w: '641' })).toBe(false);
  });
});

describe('emirates', () => {
  it('names all seven in both languages', () => {
    expect(Emirates).toHaveLength(7);
    expect(Object.keys(EmirateNames)).toEqual([...Emirates]);
  });
});

describe('clubs', () => {
  const club = {
    id: 3,
    kind: 'academy',
    name: { ar: 'أكاديمية الرماية', en: 'Archery Academy' },
    emirate: 'ras-al-khaimah',
    logo,
    categories: ['men', 'juniorWomen'],
    foundationYear: 2012,
    phone: '+971 7 123 4567',
    website: 'https://academy.example.ae',
    address: null,
    officials: [{ role: 'president', name: { ar: 'أحمد', en: 'Ahmed' } }],
  };

  it('accepts a club as a visitor sees it', () => {
    expect(v.is(ClubDetailSchema, club)).toBe(true);
  });

  it('refuses a website that would run script when clicked', () => {
    expect(v.is(ClubDetailSchema, { ...club, website: 'javascript:alert(1)' })).toBe(false);
  });
});

describe('lists', () => {
  it('check each item of a page', () => {
    const page = { items: [], page: 1, pageSize: 12, total: 0, totalPages: 0 };
    const story = {
      id: 1,
      title: { ar: 'خبر', en: 'News' },
      summary: { ar: 'ملخص', en: 'Summary' },
      image: null,
    };
    expect(v.is(NewsListResponseSchema, page)).toBe(true);
    expect(
      v.is(NewsListResponseSchema, {
        ...page,
        items: [{ ...story, publishedOn: '2026-01-05' }],
        total: 1,
        totalPages: 1,
      }),
    ).toBe(true);
    expect(
      v.is(NewsListResponseSchema, {
        ...page,
        items: [{ ...story, publishedOn: '05/01/2026' }],
        total: 1,
        totalPages: 1,
      }),
    ).toBe(false);
  });
});

describe('training course registration', () => {
  const course = { registrationStart: '2026-03-01', registrationEnd: '2026-03-15' };

  it('is open on its first and last day and closed the day after', () => {
    expect(courseRegistrationStatus(course, '2026-02-28')).toBe('upcoming');
    expect(courseRegistrationStatus(course, '2026-03-01')).toBe('open');
    expect(courseRegistrationStatus(course, '2026-03-15')).toBe('open');
    expect(courseRegistrationStatus(course, '2026-03-16')).toBe('closed');
  });
});

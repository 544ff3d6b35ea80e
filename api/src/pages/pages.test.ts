import {
  InformationPageSchema,
  InformationPageSlugs,
  LinkListPageSchema,
  LinkListSlugs,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { arabicLetters, getContent } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

// Written in the office (decision 065): revalidated after five seconds, so a publication shows at once.
const published = 'public, max-age=5, must-revalidate';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('GET /api/pages/:slug', () => {
  it.each(InformationPageSlugs)('answers the %s page in both languages', async (slug) => {
    const page = await getContent(app, `/api/pages/${slug}`, InformationPageSchema);
    expect(page.slug).toBe(slug);
    expect(page.title.ar).toMatch(arabicLetters);
    expect(page.body.ar.length).toBeGreaterThan(0);
    expect(page.body.en.length).toBeGreaterThan(0);
  });

  it('gives the chairman’s speech his portrait and the contact page its phone and email links', async () => {
    const speech = await getContent(app, '/api/pages/speech-of-chairman', InformationPageSchema);
    expect(speech.image?.path).toBe('board/chairman.jpg');
    const contact = await getContent(app, '/api/pages/contact-us', InformationPageSchema);
    const hrefs = contact.body.en.flatMap((block) =>
      block.type === 'list' ? block.items.flat().flatMap((run) => (run.href ? [run.href] : [])) : [],
    );
    expect(hrefs).toEqual(['tel:+97145550100', 'mailto:info@uaearchery.ae']);
  });

  it.each(['privacy-policy', 'nope', 'ABOUT-US', '..%2Fadmin'])(
    'answers 404 for the unknown page %s',
    async (slug) => {
      await expectApiError(await app.request(`/api/pages/${slug}`), 404, 'not_found');
    },
  );
});

describe('GET /api/links/:slug', () => {
  it.each(LinkListSlugs)('answers the %s link list', async (slug) => {
    const list = await getContent(app, `/api/links/${slug}`, LinkListPageSchema, published);
    expect(list.slug).toBe(slug);
    expect(list.links.length).toBeGreaterThan(0);
    expect(list.links.every((link) => link.url.startsWith('https://'))).toBe(true);
  });

  it('answers 404 for an unknown list, and for an information page asked as a list', async () => {
    await expectApiError(await app.request('/api/links/about-us'), 404, 'not_found');
    await expectApiError(await app.request('/api/links/partners'), 404, 'not_found');
  });
});

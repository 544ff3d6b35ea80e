import { InformationPageSlugs } from '@uaeaf/contracts';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { articles, clubs, galleryAlbums, news, trainingCentres, trainingCourses } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { publicOrigin: 'https://www.uaearchery.ae' });
});
afterAll(() => database.close());

const proxied = { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' };

interface UrlEntry {
  loc: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="(.*?)"\/>/g)].map(
        ([, lang, href]) => [lang!, href!],
      ),
    ),
  }));
}

describe('GET /api/seo/sitemap.xml', () => {
  it('lists every public page in Arabic and in English, each with its hreflang alternates', async () => {
    const response = await app.request('/api/seo/sitemap.xml', { headers: proxied });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('vary')).toMatch(/X-Forwarded-Host/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = parseSitemap(xml);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);

    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort()).toEqual(['ar', 'en', 'x-default']);
      expect(entry.alternates['x-default']).toBe(entry.alternates.ar);
      expect([entry.alternates.ar, entry.alternates.en]).toContain(entry.loc);
    }
    const home = entries.find((entry) => entry.loc === 'http://localhost:3000/')!;
    expect(home.alternates.en).toBe('http://localhost:3000/en');
    expect(locs).toContain('http://localhost:3000/en');

    for (const path of [
      '/news',
      '/articles',
      '/articles/send',
      '/clubs',
      '/training-centers',
      '/training-courses',
      '/circulars',
      '/gallery',
      '/partners',
      '/careers',
      '/board-of-directors',
      '/tournament/Local',
      ...InformationPageSlugs.map((slug) => `/${slug}`),
    ]) {
      expect(locs).toContain(`http://localhost:3000${path}`);
      expect(locs).toContain(`http://localhost:3000/en${path}`);
    }
    const rowsOf = async (
      table:
        | typeof news
        | typeof articles
        | typeof clubs
        | typeof trainingCentres
        | typeof trainingCourses
        | typeof galleryAlbums,
    ) => (await database.db.select({ rows: count() }).from(table))[0]!.rows;
    const detail = (prefix: string) =>
      locs.filter((loc) => new RegExp(`^http://localhost:3000${prefix}/\\d+$`).test(loc)).length;
    expect(detail('/news')).toBe(await rowsOf(news));
    expect(detail('/en/news')).toBe(await rowsOf(news));
    expect(detail('/articles')).toBe(await rowsOf(articles));
    expect(detail('/clubs')).toBe(await rowsOf(clubs));
    expect(detail('/training-centers')).toBe(await rowsOf(trainingCentres));
    expect(detail('/training-courses')).toBe(await rowsOf(trainingCourses));
    expect(detail('/gallery')).toBe(await rowsOf(galleryAlbums));
    expect(await rowsOf(galleryAlbums)).toBeGreaterThan(0);
    expect(locs.some((loc) => /my-account|\/auth/.test(loc))).toBe(false);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('builds absolute URLs from the forwarded host and protocol, else from PUBLIC_ORIGIN', async () => {
    const https = parseSitemap(
      await (
        await app.request('/api/seo/sitemap.xml', {
          headers: { 'x-forwarded-host': 'www.uaearchery.ae', 'x-forwarded-proto': 'https' },
        })
      ).text(),
    );
    expect(https[0]!.loc).toBe('https://www.uaearchery.ae/');
    const direct = parseSitemap(await (await app.request('/api/seo/sitemap.xml')).text());
    expect(direct[0]!.loc).toBe('https://www.uaearchery.ae/');
    // A host header that is no host name must not end up inside the XML.
    const forged = await (
      await app.request('/api/seo/sitemap.xml', { headers: { 'x-forwarded-host': 'evil"><script>' } })
    ).text();
    expect(forged).not.toContain('<script>');
    expect(parseSitemap(forged)[0]!.loc).toBe('https://www.uaearchery.ae/');
  });
});

describe('GET /api/seo/robots.txt', () => {
  it('allows everything but the member areas and login, and names the sitemap', async () => {
    const response = await app.request('/api/seo/robots.txt', { headers: proxied });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/my-account', '/auth', '/en/my-account', '/en/auth'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

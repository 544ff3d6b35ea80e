import type { SitePage } from './site-pages';

type Language = 'ar' | 'en';

/** Arabic pages live at unprefixed paths, English ones under `/en` (docs/decisions/006), home at `/en`. */
export function localizedPath(path: string, language: Language): string {
  if (language === 'ar') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );
}

/**
 * A sitemap with one `<url>` per page and language; each lists both languages and x-default (the Arabic page, the
 * site's default) as alternates, as Google asks for pages in several languages.
 */
export function renderSitemap(origin: string, pages: SitePage[]): string {
  const urls = pages.flatMap((page) => {
    const href = (language: Language) => escapeXml(`${origin}${localizedPath(page.path, language)}`);
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="ar" href="${href('ar')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${href('en')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('ar')}"/>`,
    ];
    const lastModified = page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : [];
    return (['ar', 'en'] as const).map((language) =>
      ['  <url>', `    <loc>${href(language)}</loc>`, ...lastModified, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled except the member areas and the login pages, in either language. */
export function renderRobots(origin: string): string {
  const privatePaths = ['/my-account', '/auth'];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.flatMap((path) => ['', '/en', '/ar'].map((prefix) => `Disallow: ${prefix}${path}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import { serverPageHtml } from './page-html.mjs';

/** The shell's built index.html, shortened: minified, with its inline scripts, the app's deferred code and the loader. */
const template =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">' +
  '<title>اتحاد الإمارات للقوس والسهم</title><meta name="description" content="رياضة القوس والسهم في الإمارات">' +
  '<script>addEventListener("load",()=>{})</script><style>.boot-loader{position:fixed}</style>' +
  '<script defer src="/main.6936cac945.js"></script><script defer="defer" src="/vendors.0123456789.js"></script>' +
  '<link href="/main.c01e8b856d.css" rel="stylesheet"></head><body><div id="root">\n' +
  '      <div class="boot-loader" role="status"><svg viewBox="0 0 64 64"></svg></div>\n' +
  '    </div></body></html>';

const closing = '</script><script>alert(1)</script><!--';

const page = (overrides = {}) => ({
  lang: 'en',
  title: 'News',
  head: [],
  structuredData: [],
  html: '<main>News</main>',
  state: { queries: [] },
  ...overrides,
});

const render = (overrides, extra = { styles: [], fonts: [] }) =>
  serverPageHtml(template, page(overrides), extra);

/** What a browser reads as a `<script>`'s text: up to the first `</script`, whatever the case. */
function scriptText(html, opening) {
  const start = html.indexOf(opening);
  expect(start).toBeGreaterThan(-1);
  const rest = html.slice(start + opening.length);
  return rest.slice(0, rest.search(/<\/script/i));
}

describe('server page HTML', () => {
  it("gives the template's <html> the page's language and direction, marked as server-rendered", () => {
    expect(render({ lang: 'en' })).toContain('<html lang="en" dir="ltr" data-ssr="">');
    expect(render({ lang: 'ar' })).toContain('<html lang="ar" dir="rtl" data-ssr="">');
  });

  it('puts the page into #root, marked as server-rendered, instead of the loader', () => {
    const html = render({ html: "<main>$& $' News</main>" });
    expect(html).toContain('<div id="root" data-ssr=""><main>$& $\' News</main></div>');
    expect(html).not.toContain('boot-loader" role');
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('escapes the title and the head tags', () => {
    const title = 'Archery <b>"Open"</b> & Cup $&';
    const html = render({
      title,
      head: [
        { tag: 'meta', attributes: { name: 'description', content: title } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://uaeaf.ae/en/news?a=1&b=2' } },
      ],
    });
    expect(html).toContain('<title>Archery &lt;b&gt;"Open"&lt;/b&gt; &amp; Cup $&amp;</title>');
    expect(html).toContain(
      '<meta name="description" content="Archery &lt;b&gt;&quot;Open&quot;&lt;/b&gt; &amp; Cup $&amp;">',
    );
    expect(html).toContain('<link rel="canonical" href="https://uaeaf.ae/en/news?a=1&amp;b=2">');
    expect(html).not.toContain('اتحاد الإمارات');
  });

  it("keeps the template's title for a page without its own", () => {
    expect(render({ title: undefined })).toContain('<title>اتحاد الإمارات للقوس والسهم</title>');
  });

  it("removes the template's description: the page has only its own", () => {
    const html = render({
      head: [{ tag: 'meta', attributes: { name: 'description', content: 'A news item' } }],
    });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="A news item">');
  });

  it("removes the description of an unminified template too (the source's, written over several lines)", () => {
    const unminified = template.replace(
      /<meta name="description" ([^>]*)>/,
      '<meta\n      name="description"\n      $1\n    />',
    );
    const html = serverPageHtml(unminified, page(), { styles: [], fonts: [] });
    expect(html).not.toContain('name="description"');
  });

  it("holds the app's deferred scripts until the page has loaded", () => {
    const html = render();
    expect(html).toContain('<script type="text/plain" data-after-load="/main.6936cac945.js"></script>');
    expect(html).toContain('<script type="text/plain" data-after-load="/vendors.0123456789.js"></script>');
    expect(html).not.toMatch(/<script defer/);
  });

  it('writes the fonts, the head tags, the styles and the JSON-LD into the head', () => {
    const html = render(
      {
        head: [{ tag: 'meta', attributes: { property: 'og:type', content: 'article' } }],
        structuredData: [{ '@type': 'NewsArticle' }],
      },
      {
        styles: ['<style data-href="/a.css">a{}</style>'],
        fonts: ['/assets/noto-kufi-arabic-400.0123.woff2'],
      },
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/noto-kufi-arabic-400.0123.woff2" crossorigin>',
    );
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<style data-href="/a.css">a{}</style>');
    expect(head).toContain(
      '<script type="application/ld+json" data-page-data>{"@type":"NewsArticle"}</script>',
    );
  });

  it('keeps the state and the JSON-LD inside their <script> whatever their text', () => {
    const state = { queries: [{ state: { data: { title: closing, line: 'a\u2028b' } } }] };
    const structuredData = [{ '@type': 'NewsArticle', headline: closing }];
    const html = render({ state, structuredData });
    const stateText = scriptText(html, '<script type="application/json" id="server-state">');
    const dataText = scriptText(html, '<script type="application/ld+json" data-page-data>');
    expect(JSON.parse(stateText)).toEqual(state);
    expect(JSON.parse(dataText)).toEqual(structuredData[0]);
    for (const text of [stateText, dataText]) expect(text).not.toMatch(/<!--|<\/?script/i);
  });

  it('throws for a template without #root', () => {
    expect(() =>
      serverPageHtml(template.replace('<div id="root">', '<div id="app">'), page(), {
        styles: [],
        fonts: [],
      }),
    ).toThrow(/no .*root/);
  });
});

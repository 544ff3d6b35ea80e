import { describe, expect, it } from 'vitest';
import { prerenderedPageFile } from './page-file.mjs';

// The shell's built index.html, as its build writes it (minified, an inline script the CSP hashes, the boot loader).
const template =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>اتحاد</title>' +
  '<meta name="description" content="site-wide"><script>/^\\/en/.test(location.pathname)</script>' +
  '<script defer src="/main.0123.js"></script><link href="/main.css" rel="stylesheet"></head><body><div id="root">\n  <div class="boot-loader">…</div>\n</div>' +
  '</body></html>';

const page = {
  lang: 'en',
  dir: /** @type {const} */ ('ltr'),
  title: 'Results & "records" <2026> | UAE Archery Federation',
  head: [
    '<meta name="description" content="The page\'s own">',
    '<link rel="canonical" href="http://x/en/news/1">',
  ],
  content: '<main><h1>Results $& $1</h1></main>',
};

describe('a pre-rendered page file', () => {
  const html = prerenderedPageFile(template, page);

  it("has the page's language and direction, marked as pre-rendered", () => {
    expect(html).toContain('<html lang="en" dir="ltr" data-prerendered="">');
  });

  it("has the page's title, escaped, and its description instead of the site-wide one", () => {
    expect(html).toContain('<title>Results &amp; "records" &lt;2026&gt; | UAE Archery Federation</title>');
    expect(html).not.toContain('site-wide');
    expect(html).toContain(`${page.head.join('')}</head>`);
  });

  it("keeps the shell's inline scripts and stylesheet as they are, so the CSP's hashes still match", () => {
    expect(html).toContain('<script>/^\\/en/.test(location.pathname)</script>');
    expect(html).toContain('<link href="/main.css" rel="stylesheet">');
  });

  it("holds the app's code until the page has loaded (the template's inline script starts it)", () => {
    expect(html).toContain('<script type="text/plain" data-after-load="/main.0123.js"></script>');
    expect(html).not.toContain('<script defer');
  });

  it("puts the page's content in place of the boot loader, word for word ($ patterns included)", () => {
    expect(html).toContain(
      '<div id="root" data-prerendered=""><main><h1>Results $& $1</h1></main></div></body>',
    );
    expect(html).not.toContain('boot-loader');
  });

  it('refuses a template it cannot fill, rather than write a page without content', () => {
    expect(() =>
      prerenderedPageFile('<html><head><title>x</title></head><body></body></html>', page),
    ).toThrow(/root/);
  });
});

// The HTML file of one pre-rendered page (decision 074): the shell's deployed index.html, so its inline scripts are
// the ones the CSP's hashes allow, with the rendered page's language, direction, head tags and content.

/** @param {string} text */
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** @param {string} text */
const escapeAttribute = (text) => escapeText(text).replaceAll('"', '&quot;');

/**
 * @typedef {object} RenderedPage
 * @property {string} lang
 * @property {'rtl' | 'ltr'} dir
 * @property {string} title
 * @property {string[]} head the page's own head elements (description, canonical, hreflang, Open Graph, styles), as HTML
 * @property {string} content the rendered `#root`'s inner HTML
 */

/**
 * @param {string} template the shell's built index.html
 * @param {RenderedPage} page
 */
export function prerenderedPageFile(template, page) {
  // The template's site-wide description gives way to the page's own, and the app's code waits for the page to
  // have loaded (the template's inline script starts it then).
  const withoutDescription = template
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(
      /<script defer(?:="defer")? src="([^"]+)"><\/script>/g,
      (_, src) => `<script type="text/plain" data-after-load="${src}"></script>`,
    );
  /** @type {[RegExp, string][]} */
  const parts = [
    [/<html[^>]*>/, `<html lang="${escapeAttribute(page.lang)}" dir="${page.dir}" data-prerendered="">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`],
    [/<\/head>/, `${page.head.join('')}</head>`],
    [
      /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/,
      `<div id="root" data-prerendered="">${page.content}</div>`,
    ],
  ];
  return parts.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`the shell's index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  }, withoutDescription);
}

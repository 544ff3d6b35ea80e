// The HTML of one server-rendered page (decision 090): the shell's deployed index.html, so its inline scripts are the
// ones the CSP's hashes allow, with the page's language, direction, head, content and the state it hydrates from.

/** @param {string} text */
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** @param {string} text */
const escapeAttribute = (text) => escapeText(text).replaceAll('"', '&quot;');

/**
 * JSON inside a `<script>`: nothing in it may close the element or open a comment.
 * @param {unknown} value
 */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** @param {{ tag: string, attributes: Record<string, string> }} tag */
const headTag = ({ tag, attributes }) =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')}>`;

/**
 * @typedef {object} RenderedPage
 * @property {'ar' | 'en'} lang
 * @property {string} [title]
 * @property {{ tag: string, attributes: Record<string, string> }[]} head description, canonical, hreflang, Open Graph
 * @property {object[]} structuredData JSON-LD objects
 * @property {boolean} [noIndex] asks search engines to leave the page out
 * @property {string} html the `#root`'s inner HTML
 * @property {unknown} state what the app hydrates from
 */

/**
 * @param {string} template the shell's built index.html
 * @param {RenderedPage} page
 * @param {{ styles: string[], fonts: string[] }} extra the remotes' styles (`<style>` or `<link>` elements) and the
 *   fonts the page's language uses (URLs), asked for with the page
 */
export function serverPageHtml(template, page, { styles, fonts }) {
  const dir = page.lang === 'ar' ? 'rtl' : 'ltr';
  const head = [
    ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`),
    ...page.head.map(headTag),
    ...(page.noIndex ? ['<meta name="robots" content="noindex">'] : []),
    ...styles,
    ...page.structuredData.map(
      (data) => `<script type="application/ld+json" data-page-data>${scriptJson(data)}</script>`,
    ),
  ];
  // The template's site-wide description gives way to the page's own, and the app's code waits for the page to have
  // loaded (the template's inline script starts it then): it never competes with the first paint.
  const template_ = template
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(
      /<script defer(?:="defer")? src="([^"]+)"><\/script>/g,
      (_, src) => `<script type="text/plain" data-after-load="${src}"></script>`,
    );
  /** @type {[RegExp, string][]} */
  const parts = [
    [/<html[^>]*>/, `<html lang="${page.lang}" dir="${dir}" data-ssr="">`],
    ...(page.title ? [[/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`]] : []),
    [/<\/head>/, `${head.join('')}</head>`],
    [
      /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/,
      `<div id="root" data-ssr="">${page.html}</div>` +
        `<script type="application/json" id="server-state">${scriptJson(page.state)}</script>`,
    ],
  ];
  return parts.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`the shell's index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  }, template_);
}

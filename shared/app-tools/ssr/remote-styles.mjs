// A server-rendered page's remote styles (decision 090): the stylesheets of the remote that renders it, from its
// browser build's manifest, written into the page. The first paint then needs no connection to the remote's origin,
// and keeps its styles while that remote is down.

/** @param {string} url */
async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * @returns {{ stylesFor: (manifestUrl: string) => Promise<string[]>, forget: (manifestUrl: string) => void }}
 */
export function remoteStyles() {
  /** @type {Map<string, Promise<string[]>>} manifest URL -> the page's style elements */
  const byManifest = new Map();

  /** @param {string} manifestUrl */
  async function load(manifestUrl) {
    const manifest = JSON.parse(await fetchText(manifestUrl));
    const routes = manifest.exposes?.find(
      (/** @type {{ name: string }} */ expose) => expose.name === 'routes',
    );
    const css = routes ? [...routes.assets.css.sync, ...routes.assets.css.async] : [];
    return Promise.all(
      [...new Set(css)].map(async (file) => {
        const href = new URL(file, manifestUrl).href;
        const text = await fetchText(href);
        // One whose `url()`s are relative to the remote's origin, or that could close the element, stays a link.
        return /url\(|<\/style/i.test(text)
          ? `<link rel="stylesheet" href="${href}">`
          : `<style data-href="${href}">${text}</style>`;
      }),
    );
  }

  return {
    stylesFor(manifestUrl) {
      let styles = byManifest.get(manifestUrl);
      if (!styles) {
        styles = load(manifestUrl);
        // A failure is not kept: the next page asks again.
        styles.catch(() => byManifest.delete(manifestUrl));
        byManifest.set(manifestUrl, styles);
      }
      return styles;
    },
    forget(manifestUrl) {
      byManifest.delete(manifestUrl);
    },
  };
}

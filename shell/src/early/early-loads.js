/**
 * Runs inline in index.html, before the shell's bundle arrives: it starts fetching /config.json and, for the remote
 * that owns the current path, its manifest, then asks the browser to preload that remote's entry and its `./routes`
 * files. Without it, those requests wait for the shell's whole bundle to download and run, one round trip after
 * another. The shell picks the answers up in early-results.ts; any failure here is left for the shell's own loads to
 * meet and report.
 *
 * Self-contained on purpose: shell/rspack.config.mjs inlines its source, with the route table and the route lookup.
 *
 * @param {Record<string, readonly string[]>} routeTable
 * @param {(table: Record<string, readonly string[]>, path: string) => string | undefined} remoteForPathIn
 */
export function startEarlyLoads(routeTable, remoteForPathIn) {
  const early = { manifests: {} };
  window.__uaeafEarly = early;
  early.config = fetch('/config.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
    return response.json();
  });
  // Arabic pages are unprefixed or under /ar, English ones under /en (the shell's App routes all three).
  const path = location.pathname.replace(/^\/(?:en|ar)(?=\/|$)/, '') || '/';

  const preload = (href, as) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.appendChild(link);
  };
  early.config
    .then((config) => {
      // The config's routes replace the built-in paths of the remotes it lists (as route-table.ts does).
      const remote = remoteForPathIn(Object.assign({}, routeTable, config.routes), path);
      const manifestUrl = remote && config.remotes && config.remotes[remote];
      if (typeof manifestUrl !== 'string') return undefined;
      const manifest = fetch(manifestUrl).then((response) => {
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return response.json();
      });
      early.manifests[manifestUrl] = manifest;
      return manifest.then(({ metaData, exposes }) => {
        // Remotes are built with `publicPath: 'auto'`: their files sit next to their manifest.
        const base = new URL('.', manifestUrl);
        const entry = metaData.remoteEntry;
        preload(new URL(entry.path ? `${entry.path}/${entry.name}` : entry.name, base).href, 'script');
        const routes = exposes.find((expose) => expose.name === 'routes');
        if (!routes) return;
        for (const file of routes.assets.js.sync) preload(new URL(file, base).href, 'script');
        for (const file of routes.assets.css.sync) preload(new URL(file, base).href, 'style');
      });
    })
    .catch(() => undefined);
}

// Which page paths the shell's route table gives to some remote, for the servers (decision 084).

/**
 * A regular expression (source) for every page path some remote owns, its locale prefix included: what the app's
 * `remoteForPathIn` (shell/src/routing/route-lookup.js, which its tests compare with this) finds a remote for, written
 * for the servers, which answer 404 for the rest (decision 084): the shell's server (serve.mjs) and nginx in the
 * cluster (scripts/cluster/nginx.mjs), where a lookup in JavaScript cannot run. Made from the same route table (the
 * shell build's `route-table.json` and the runtime config's routes), so the servers and the app agree on a page's
 * owner.
 *
 * @param {Record<string, readonly string[]>} table remote name -> patterns
 * @returns {string}
 */
export function ownedPagesPattern(table) {
  const segments = Object.values(table)
    .flat()
    .map((pattern) => {
      const deep = pattern.endsWith('/*');
      const segment = (deep ? pattern.slice(0, -2) : pattern).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      return deep ? `${segment}(?:/.*)?` : segment;
    });
  // Arabic pages are unprefixed or under /ar, English ones under /en (as the shell's App routes them).
  return `^(?:/(?:en|ar)(?=/|$))?/*(?:${segments.join('|')})/*$`;
}

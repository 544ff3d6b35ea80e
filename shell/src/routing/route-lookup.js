/**
 * The remote that owns a path given without its locale prefix, or undefined (a 404). A pattern is a first path
 * segment, followed by `/*` when the remote owns the paths below it too.
 *
 * Self-contained on purpose (no imports, nothing from outside the function): shell/rspack.config.mjs inlines its
 * source into index.html, so the page can start fetching the right remote before the shell's bundle has arrived.
 *
 * @param {Record<string, readonly string[]>} table remote name -> patterns
 * @param {string} path
 * @returns {string | undefined}
 */
export function remoteForPathIn(table, path) {
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  for (const remote of Object.keys(table)) {
    for (const pattern of table[remote]) {
      const deep = pattern.endsWith('/*');
      if ((deep ? pattern.slice(0, -2) : pattern) !== segments[0]) continue;
      return deep || segments.length === 1 ? remote : undefined;
    }
  }
  return undefined;
}

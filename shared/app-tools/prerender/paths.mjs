// Which pages are pre-rendered (decision 074): the public remotes' pages, in both languages, but not a card's
// verification, whose answer is the card's state at the moment it is read, nor the site's search, whose answer is
// its query's.
import { builtFolder, deployedRoutes } from '../deployed-routes.mjs';

const publicRemotes = ['mf_public', 'mf_tournaments'];

const liveSegments = new Set(['verify', 'search']);

/**
 * The route paths the public remotes' builds declare (`news/*`, `careers`; decision 053).
 * @param {(app: { dir: string, name: string }) => string} [folderOf]
 */
export function publicPaths(folderOf = builtFolder) {
  const routes = deployedRoutes(folderOf);
  return publicRemotes.flatMap((name) => routes[name] ?? []);
}

/**
 * Whether a page path (`/en/news/3`, `/`) is one of those routes, with or without the `/en` prefix (unprefixed pages are
 * Arabic). @param {string} pathname @param {string[]} paths
 */
export function isPrerenderable(pathname, paths) {
  const rest = pathname.replace(/^\/en(?=\/|$)/, '');
  const segments = rest.split('/').filter(Boolean);
  if (liveSegments.has(segments[0] ?? '')) return false;
  return paths.some((path) => {
    const deep = path.endsWith('/*');
    const first = deep ? path.slice(0, -2) : path;
    return first === (segments[0] ?? '') && (deep || segments.length <= 1);
  });
}

import type { RemoteName } from '../config/runtime-config';

/**
 * Which remote owns which part of the site (spec section 2). A pattern is a first path segment,
 * optionally followed by `/*` when the remote owns the paths below it too; the remote resolves the rest
 * and shows "Page Not Found" for what it does not know. Paths owned by nobody are the shell's 404.
 */
export const routeTable: Record<RemoteName, readonly string[]> = {
  mf_public: [
    '',
    'slider',
    'news/*',
    'clubs/*',
    'articles/*',
    'careers',
    'gallery',
    'about-us',
    'partners',
    'circulars',
    'copyright',
    'contact-us',
    'privacy-police',
    'terms-and-conditions',
    'disclaimer-notice',
    'relevant-websites',
    'external-hyperlinks',
    'hyperlinks-websites',
    'board-of-directors',
    'speech-of-chairman',
    'federation-strategy',
    'competitions-and-players',
    'training-centers/*',
    'training-courses/*',
  ],
  mf_auth: ['auth/*', 'register/*'],
  mf_club_account: ['my-account/*'],
  mf_role_accounts: [
    'my-account-coach/*',
    'my-account-person/*',
    'my-account-player/*',
    'my-account-referee/*',
    'my-account-employee/*',
    'my-account-technical/*',
    'my-account-player-activity/*',
  ],
  mf_tournaments: ['tournament/*', 'tournament-details/*'],
};

const owners = new Map<string, { remote: RemoteName; deep: boolean }>();
for (const [remote, patterns] of Object.entries(routeTable) as [RemoteName, readonly string[]][]) {
  for (const pattern of patterns) {
    const deep = pattern.endsWith('/*');
    owners.set(deep ? pattern.slice(0, -2) : pattern, { remote: remote, deep });
  }
}

/** The remote that owns a path given without its locale prefix, or undefined (a 404). */
export function remoteForPath(path: string): RemoteName | undefined {
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  const owner = owners.get(segments[0] ?? '');
  if (!owner) return undefined;
  return owner.deep || segments.length === 1 ? owner.remote : undefined;
}

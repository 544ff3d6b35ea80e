// The front-end apps of the composition, their federation names and their local origins.
// Ports are fixed: the composition depends on known origins, so a busy port is an error, never a drift.
export const apps = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-public', name: 'mf_public', port: 3001 },
  { dir: 'mf-auth', name: 'mf_auth', port: 3002 },
  { dir: 'mf-club-account', name: 'mf_club_account', port: 3003 },
  { dir: 'mf-role-accounts', name: 'mf_role_accounts', port: 3004 },
  { dir: 'mf-tournaments', name: 'mf_tournaments', port: 3005 },
  { dir: 'mf-office', name: 'mf_office', port: 3006 },
];

export const apiPort = 3100;

/** The embedded payment provider (payment-provider/): a separate process, as a real gateway is. */
export const paymentProviderPort = 3200;

/** The UAE PASS stand-in (api/src/uaepass-standin, decision 096): a separate process, as UAE PASS is. */
export const uaePassStandinPort = 3300;

export const remotes = apps.filter((app) => app.name !== 'shell');

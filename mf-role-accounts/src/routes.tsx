import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { MemberCirculars, MemberFees, MemberPenalties, TournamentEntries } from '@uaeaf/account-kit';
import { AreaGuard, MemberSummary, NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { AccountPage } from './account/AccountPage';
import { roleAccountMessageLoaders } from './messages';
import { areaPath, areaSubPages, areas, type SubPage } from './areas';
import { areaHomePages, subPages } from './pages';

/** A sub-page's body under its heading and purpose. */
const underHeading = (page: SubPage, body: ReactNode) => (
  <PlaceholderPage {...subPages[page]}>{body}</PlaceholderPage>
);

/** The sub-pages that have their content; the others still show what they are for. */
const builtPages: Partial<Record<SubPage, ReactNode>> = {
  account: <AccountPage />,
  fees: underHeading('fees', <MemberFees />),
  circulars: underHeading('circulars', <MemberCirculars />),
  Penalties: underHeading('Penalties', <MemberPenalties />),
  tournaments: underHeading('tournaments', <TournamentEntries />),
};

/** Exposed as `mf_role_accounts/routes`; paths are relative to the locale root the shell mounts it under. */
export default function RoleAccountRoutes() {
  return (
    <RemoteRoot messages={roleAccountMessageLoaders}>
      <Routes>
        {areas.map((area) => (
          <Route key={area} path={areaPath(area)} element={<AreaGuard area={area} />}>
            <Route
              index
              element={
                <PlaceholderPage {...areaHomePages[area]}>
                  <MemberSummary />
                </PlaceholderPage>
              }
            />
            {areaSubPages[area].map((page) => (
              <Route
                key={page}
                path={page}
                element={builtPages[page] ?? <PlaceholderPage {...subPages[page]} />}
              />
            ))}
          </Route>
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

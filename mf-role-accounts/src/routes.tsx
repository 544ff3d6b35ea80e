import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import {
  AreaLayout,
  MemberCirculars,
  MemberFees,
  MemberPenalties,
  TournamentEntries,
  UnreadCircularsBadge,
  type AreaPage,
} from '@uaeaf/account-kit';
import { AreaGuard, NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { AccountPage } from './account/AccountPage';
import { CourseRegistrations } from './courses/CourseRegistrations';
import { serviceRoutes, ServicesPage } from './eservices/service-routes';
import { HomePage } from './home/HomePage';
import { ResultsPage } from './results/ResultsPage';
import { roleAccountMessageLoaders } from './messages';
import { areaPath, areaSubPages, areas, type Area, type SubPage } from './areas';
import { areaHomePages, roleAccountNavLabel, subPages } from './pages';

// The card page is the kit's own chunk, loaded when first shown (decision 055).
const MembershipCardPage = lazy(() => import('@uaeaf/account-kit/card'));

/** A sub-page's body under its heading and purpose. */
const underHeading = (page: SubPage, body: ReactNode) => (
  <PlaceholderPage {...subPages[page]}>{body}</PlaceholderPage>
);

/** The sub-pages that have their content; the others still show what they are for. */
const builtPages = (area: Area): Partial<Record<SubPage, ReactNode>> => ({
  account: <AccountPage />,
  card: <MembershipCardPage />,
  fees: underHeading('fees', <MemberFees />),
  circulars: underHeading('circulars', <MemberCirculars />),
  Penalties: underHeading('Penalties', <MemberPenalties />),
  tournaments: underHeading('tournaments', <TournamentEntries />),
  courses: underHeading('courses', <CourseRegistrations />),
  results: underHeading('results', <ResultsPage />),
  Electronicservices: <ServicesPage area={area} />,
});

/** An area's navigation: its home, then its sub-pages; the circulars item counts the unread ones. */
const navPages = (area: Area): AreaPage[] => [
  { path: '', nav: areaHomePages[area].title, permission: 'own.read' },
  ...areaSubPages[area].map((page): AreaPage => ({
    path: page,
    nav: subPages[page].title,
    permission: 'own.read',
    ...(page === 'circulars' ? { badge: UnreadCircularsBadge } : {}),
  })),
];

/** Exposed as `mf_role_accounts/routes`; paths are relative to the locale root the shell mounts it under. */
export default function RoleAccountRoutes() {
  return (
    <RemoteRoot messages={roleAccountMessageLoaders}>
      <Routes>
        {areas.map((area) => (
          <Route key={area} path={areaPath(area)} element={<AreaGuard area={area} />}>
            <Route
              element={
                <AreaLayout base={`/${areaPath(area)}`} pages={navPages(area)} label={roleAccountNavLabel} />
              }
            >
              <Route index element={<HomePage area={area} />} />
              {areaSubPages[area].map((page) => (
                <Route
                  key={page}
                  path={page}
                  element={builtPages(area)[page] ?? <PlaceholderPage {...subPages[page]} />}
                />
              ))}
              {serviceRoutes(area)}
            </Route>
          </Route>
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

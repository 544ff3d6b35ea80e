import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AreaLayout } from '@uaeaf/account-kit';
import { AreaGuard, NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { KindGate } from './layout/KindGate';
import { clubAccountNavLabel } from './layout/messages';
import { clubAccountMessageLoaders } from './messages';
import { clubAccountPages } from './page-registry';

const navPages = clubAccountPages.filter((page) => page.inNav !== false);

// Made once, so a page keeps its loaded chunk between visits instead of suspending again.
const pageRoutes = clubAccountPages.map((page) => {
  const Page = page.load ? lazy(page.load) : PlaceholderPage;
  const element = (
    <KindGate page={page}>
      <Page title={page.title} purpose={page.purpose} />
    </KindGate>
  );
  return page.path === '' ? (
    <Route key="" index element={element} />
  ) : (
    <Route key={page.path} path={page.path} element={element} />
  );
});

/** Exposed as `mf_club_account/routes`; paths are relative to the locale root the shell mounts it under. */
export default function ClubAccountRoutes() {
  return (
    <RemoteRoot messages={clubAccountMessageLoaders}>
      <Routes>
        <Route path="my-account" element={<AreaGuard area="club" />}>
          <Route element={<AreaLayout base="/my-account" pages={navPages} label={clubAccountNavLabel} />}>
            {pageRoutes}
          </Route>
        </Route>
        {/* Outside the guard: an unknown page is "Page Not Found" for everyone, signed in or not. */}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

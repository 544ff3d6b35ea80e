import { Route, Routes } from 'react-router';
import { MemberFees } from '@uaeaf/account-kit';
import {
  AreaGuard,
  MemberSummary,
  NotFoundRoute,
  PlaceholderPage,
  RemoteRoot,
  RequestTimeline,
} from '@uaeaf/ui';
import { ChangePasswordForm } from '@uaeaf/ui/change-password';
import { clubAccountMessageLoaders } from './messages';
import { accountHomePage, accountPages } from './pages';

/** Exposed as `mf_club_account/routes`; paths are relative to the locale root the shell mounts it under. */
export default function ClubAccountRoutes() {
  return (
    <RemoteRoot messages={clubAccountMessageLoaders}>
      <Routes>
        <Route path="my-account" element={<AreaGuard area="club" />}>
          <Route
            index
            element={
              <PlaceholderPage {...accountHomePage}>
                <MemberSummary />
                <RequestTimeline />
              </PlaceholderPage>
            }
          />
          {Object.entries(accountPages).map(([path, page]) => (
            <Route
              key={path}
              path={path}
              element={
                <PlaceholderPage {...page}>
                  {path === 'reset_password' && <ChangePasswordForm />}
                  {path === 'fees' && <MemberFees />}
                </PlaceholderPage>
              }
            />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

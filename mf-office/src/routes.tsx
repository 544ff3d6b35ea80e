import { Route, Routes } from 'react-router';
import { AreaLayout, RequirePermission, withAccountKitMessages } from '@uaeaf/account-kit';
import { AreaGuard, NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { officeMessageLoaders } from './messages';
import { officeNavLabel, officePageList } from './pages';

const messages = withAccountKitMessages(officeMessageLoaders);

/** Exposed as `mf_office/routes`; paths are relative to the locale root the shell mounts it under. */
export default function OfficeRoutes() {
  return (
    <RemoteRoot messages={messages}>
      <Routes>
        <Route path="office" element={<AreaGuard area="office" />}>
          <Route element={<AreaLayout base="/office" pages={officePageList} label={officeNavLabel} />}>
            {officePageList.map((page) => (
              <Route
                key={page.path}
                {...(page.path ? { path: page.path } : { index: true })}
                element={
                  <RequirePermission permission={page.permission}>
                    <PlaceholderPage {...page} />
                  </RequirePermission>
                }
              />
            ))}
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

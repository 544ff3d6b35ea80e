import { Route, Routes } from 'react-router';
import { MemberSummary, MembersArea, NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { roleAccountMessageLoaders } from './messages';
import { areaSubPages, areas } from './areas';
import { areaHomePages, subPages } from './pages';

/** Exposed as `mf_role_accounts/routes`; paths are relative to the locale root the shell mounts it under. */
export default function RoleAccountRoutes() {
  return (
    <RemoteRoot messages={roleAccountMessageLoaders}>
      <Routes>
        {areas.map((area) => (
          <Route key={area} path={area} element={<MembersArea />}>
            <Route
              index
              element={
                <PlaceholderPage {...areaHomePages[area]}>
                  <MemberSummary />
                </PlaceholderPage>
              }
            />
            {areaSubPages[area].map((page) => (
              <Route key={page} path={page} element={<PlaceholderPage {...subPages[page]} />} />
            ))}
          </Route>
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

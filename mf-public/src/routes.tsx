import { Route, Routes } from 'react-router';
import { NotFoundRoute, PlaceholderPage, RemoteRoot, RequireNumericId } from '@uaeaf/ui';
import { publicMessageLoaders } from './messages';
import { homePage } from './pages/home';
import { informationPages } from './pages/information';
import { legalPages } from './pages/legal';
import { linkPages } from './pages/links';
import { federationPages } from './pages/federation';
import { articleSubmissionPage, collectionPages } from './pages/collections';

const singlePages = { ...informationPages, ...legalPages, ...linkPages, ...federationPages };

/** Exposed as `mf_public/routes`; paths are relative to the locale root the shell mounts it under. */
export default function PublicRoutes() {
  return (
    <RemoteRoot messages={publicMessageLoaders}>
      <Routes>
        <Route index element={<PlaceholderPage {...homePage} />} />
        {Object.entries(singlePages).map(([path, page]) => (
          <Route key={path} path={path} element={<PlaceholderPage {...page} />} />
        ))}
        {Object.entries(collectionPages).map(([path, { list, item }]) => (
          <Route key={path} path={path}>
            <Route index element={<PlaceholderPage {...list} />} />
            <Route
              path=":id"
              element={
                <RequireNumericId>
                  <PlaceholderPage {...item} />
                </RequireNumericId>
              }
            />
          </Route>
        ))}
        <Route path="articles/send" element={<PlaceholderPage {...articleSubmissionPage} />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

import { Route, Routes } from 'react-router';
import { NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { authMessageLoaders } from './messages';
import { loginPage, registrationPages } from './pages';

/** Exposed as `mf_auth/routes`; paths are relative to the locale root the shell mounts it under. */
export default function AuthRoutes() {
  return (
    <RemoteRoot messages={authMessageLoaders}>
      <Routes>
        <Route path="auth/login" element={<PlaceholderPage {...loginPage} />} />
        {Object.entries(registrationPages).map(([form, page]) => (
          <Route key={form} path={`register/${form}`} element={<PlaceholderPage {...page} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

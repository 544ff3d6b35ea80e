import { Route, Routes } from 'react-router';
import { GuestOnly, NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { LoginPage } from './login/LoginPage';
import { authMessageLoaders } from './messages';
import { registrationPages } from './pages';

/** Exposed as `mf_auth/routes`; paths are relative to the locale root the shell mounts it under. */
export default function AuthRoutes() {
  return (
    <RemoteRoot messages={authMessageLoaders}>
      <Routes>
        <Route
          path="auth/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        {Object.entries(registrationPages).map(([form, page]) => (
          <Route
            key={form}
            path={`register/${form}`}
            element={
              <GuestOnly>
                <PlaceholderPage {...page} />
              </GuestOnly>
            }
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

import { Route, Routes } from 'react-router';
import { NotFoundRoute, RemoteRoot, RequireNumericId } from '@uaeaf/ui';
import { TournamentDetailPage } from './details/TournamentDetailPage';
import { TournamentIndexPage } from './details/TournamentIndexPage';
import { TournamentListPage } from './list/TournamentListPage';
import { tournamentMessageLoaders } from './messages';
import { RegisterPage } from './register/RegisterPage';

/** Exposed as `mf_tournaments/routes`; paths are relative to the locale root the shell mounts it under. */
export default function TournamentRoutes() {
  return (
    <RemoteRoot messages={tournamentMessageLoaders}>
      <Routes>
        <Route path="tournament/:kind" element={<TournamentListPage />} />
        <Route path="tournament-details" element={<TournamentIndexPage />} />
        <Route path="tournament-details/register" element={<RegisterPage />} />
        <Route
          path="tournament-details/:id"
          element={
            <RequireNumericId>
              <TournamentDetailPage />
            </RequireNumericId>
          }
        />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

import { Route, Routes, useParams } from 'react-router';
import { TournamentKinds, type TournamentKind } from '@uaeaf/contracts';
import { NotFoundRoute, PlaceholderPage, RemoteRoot, RequireNumericId } from '@uaeaf/ui';
import { tournamentMessageLoaders } from './messages';
import { detailPages, listPages } from './pages';

function TournamentList() {
  const { kind } = useParams();
  if (!TournamentKinds.includes(kind as TournamentKind)) return <NotFoundRoute />;
  return <PlaceholderPage {...listPages[kind as TournamentKind]} />;
}

/** Exposed as `mf_tournaments/routes`; paths are relative to the locale root the shell mounts it under. */
export default function TournamentRoutes() {
  return (
    <RemoteRoot messages={tournamentMessageLoaders}>
      <Routes>
        <Route path="tournament/:kind" element={<TournamentList />} />
        <Route path="tournament-details" element={<PlaceholderPage {...detailPages.index} />} />
        <Route path="tournament-details/register" element={<PlaceholderPage {...detailPages.register} />} />
        <Route
          path="tournament-details/:id"
          element={
            <RequireNumericId>
              <PlaceholderPage {...detailPages.details} />
            </RequireNumericId>
          }
        />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

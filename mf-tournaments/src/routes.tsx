import { Route, Routes, useParams } from 'react-router';
import { TournamentKinds, type TournamentKind } from '@uaeaf/contracts';
import { NotFoundRoute, PlaceholderPage, RemoteRoot } from '@uaeaf/ui';
import { tournamentMessageLoaders } from './messages';
import { detailPages, listPages } from './pages';

function TournamentList() {
  const { kind } = useParams();
  if (!TournamentKinds.includes(kind as TournamentKind)) return <NotFoundRoute />;
  return <PlaceholderPage {...listPages[kind as TournamentKind]} />;
}

function TournamentDetails() {
  const { id } = useParams();
  if (!/^\d+$/.test(id ?? '')) return <NotFoundRoute />;
  return <PlaceholderPage {...detailPages.details} />;
}

/** Exposed as `mf_tournaments/routes`; paths are relative to the locale root the shell mounts it under. */
export default function TournamentRoutes() {
  return (
    <RemoteRoot messages={tournamentMessageLoaders}>
      <Routes>
        <Route path="tournament/:kind" element={<TournamentList />} />
        <Route path="tournament-details" element={<PlaceholderPage {...detailPages.index} />} />
        <Route path="tournament-details/register" element={<PlaceholderPage {...detailPages.register} />} />
        <Route path="tournament-details/:id" element={<TournamentDetails />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}

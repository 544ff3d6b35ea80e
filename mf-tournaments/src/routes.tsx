import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState, NotFoundRoute, RemoteRoot, RequireNumericId, lazyPage } from '@uaeaf/ui';
import { TournamentDetailPage } from './details/TournamentDetailPage';
import { TournamentIndexPage } from './details/TournamentIndexPage';
import { TournamentListPage } from './list/TournamentListPage';
import { tournamentMessageLoaders } from './messages';
import { RegisterPage } from './register/RegisterPage';

// Results, rankings, records and profiles are their own chunks, loaded when one of them is first shown.
const ResultsListPage = lazyPage(() => import('./results/ResultsListPage'), 'ResultsListPage');
const TournamentResultsPage = lazyPage(
  () => import('./results/TournamentResultsPage'),
  'TournamentResultsPage',
);
const RankingsPage = lazyPage(() => import('./results/RankingsPage'), 'RankingsPage');
const RecordsPage = lazyPage(() => import('./results/RecordsPage'), 'RecordsPage');
const AthletePage = lazyPage(() => import('./results/AthletePage'), 'AthletePage');

/** Exposed as `mf_tournaments/routes`; paths are relative to the locale root the shell mounts it under. */
export default function TournamentRoutes() {
  return (
    <RemoteRoot messages={tournamentMessageLoaders}>
      <Suspense fallback={<LoadingState tall />}>
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
          <Route
            path="tournament-details/:id/results"
            element={
              <RequireNumericId>
                <TournamentResultsPage />
              </RequireNumericId>
            }
          />
          <Route path="results" element={<ResultsListPage />} />
          <Route path="rankings" element={<RankingsPage />} />
          <Route path="records" element={<RecordsPage />} />
          <Route
            path="athletes/:id"
            element={
              <RequireNumericId>
                <AthletePage />
              </RequireNumericId>
            }
          />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}

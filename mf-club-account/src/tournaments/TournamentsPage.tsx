import { TournamentEntries } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

export default function TournamentsPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <TournamentEntries />
    </PlaceholderPage>
  );
}

import { ClubRequests } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

/** `requests` (clubs) and `requestsAcademy` (academies): one page, each under its own heading. */
export default function RequestsPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <ClubRequests />
    </PlaceholderPage>
  );
}

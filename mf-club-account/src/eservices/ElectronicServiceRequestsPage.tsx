import { ServiceRequests } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { clubServicePaths } from './paths';

export default function ElectronicServiceRequestsPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <ServiceRequests paths={clubServicePaths} />
    </PlaceholderPage>
  );
}

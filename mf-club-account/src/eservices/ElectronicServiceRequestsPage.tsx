import { ElectronicServiceRequests } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

export default function ElectronicServiceRequestsPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <ElectronicServiceRequests servicesPath="/my-account/Electronicservices" />
    </PlaceholderPage>
  );
}

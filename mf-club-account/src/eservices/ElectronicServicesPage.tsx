import { ElectronicServices } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

export default function ElectronicServicesPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <ElectronicServices requestsPath="/my-account/ElectronicservicesRequests" />
    </PlaceholderPage>
  );
}

import { ElectronicServices } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { clubServicePaths } from './paths';

export default function ElectronicServicesPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <ElectronicServices paths={clubServicePaths} />
    </PlaceholderPage>
  );
}

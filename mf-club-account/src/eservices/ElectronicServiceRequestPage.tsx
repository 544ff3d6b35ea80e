import { ElectronicServiceRequest } from '@uaeaf/account-kit';
import { PlaceholderPage, RequireNumericId } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { clubServicePaths } from './paths';

export default function ElectronicServiceRequestPage(props: ClubPageProps) {
  return (
    <RequireNumericId>
      <PlaceholderPage {...props}>
        <ElectronicServiceRequest paths={clubServicePaths} />
      </PlaceholderPage>
    </RequireNumericId>
  );
}

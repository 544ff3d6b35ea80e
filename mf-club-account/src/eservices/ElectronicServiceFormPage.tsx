import { ElectronicServiceForm, RequireServiceKind } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { clubServicePaths } from './paths';

export default function ElectronicServiceFormPage(props: ClubPageProps) {
  return (
    <RequireServiceKind>
      <PlaceholderPage {...props}>
        <ElectronicServiceForm paths={clubServicePaths} />
      </PlaceholderPage>
    </RequireServiceKind>
  );
}

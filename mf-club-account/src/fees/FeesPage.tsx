import { MemberFees } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

export default function FeesPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <MemberFees />
    </PlaceholderPage>
  );
}

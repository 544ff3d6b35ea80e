import { MemberPenalties } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

export default function PenaltiesPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <MemberPenalties players />
    </PlaceholderPage>
  );
}

import { MemberCirculars } from '@uaeaf/account-kit';
import { PlaceholderPage } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

export default function CircularsPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <MemberCirculars />
    </PlaceholderPage>
  );
}

import { MemberSummary, PlaceholderPage, RequestTimeline } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';

export default function HomePage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <MemberSummary />
      <RequestTimeline />
    </PlaceholderPage>
  );
}

import { useIntl } from 'react-intl';
import { ChangePasswordForm } from '@uaeaf/ui/change-password';
import { PlaceholderPage, RequestTimeline } from '@uaeaf/ui';
import { subPages } from '../pages';
import { DocumentsSection } from '../documents/DocumentsSection';
import { ClubAndClass } from '../home/ClubAndClass';
import { useMemberAccountSummary } from '../home/summary-api';
import { AccountDetails } from './AccountDetails';
import { UaePassSection } from './UaePassSection';
import styles from './account.module.css';
import { clubHeading } from '../home/ClubAndClass';

/**
 * A role area's `account` page: the member's own details and documents, their requests' history, and the
 * change-password form.
 */
export function AccountPage() {
  const intl = useIntl();
  const summary = useMemberAccountSummary();
  return (
    <PlaceholderPage {...subPages.account}>
      <AccountDetails />
      {summary.data && (
        <section className={styles.card} aria-labelledby="account-club">
          <h2 id="account-club">{intl.formatMessage(clubHeading)}</h2>
          <ClubAndClass summary={summary.data} />
        </section>
      )}
      <DocumentsSection />
      <RequestTimeline />
      <UaePassSection />
      <ChangePasswordForm />
    </PlaceholderPage>
  );
}

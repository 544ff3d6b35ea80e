import { ChangePasswordForm } from '@uaeaf/ui/change-password';
import { PlaceholderPage, RequestTimeline } from '@uaeaf/ui';
import { subPages } from '../pages';
import { AccountDetails } from './AccountDetails';

/**
 * A role area's `account` page: the member's own details and documents, their requests' history, and the
 * change-password form.
 */
export function AccountPage() {
  return (
    <PlaceholderPage {...subPages.account}>
      <AccountDetails />
      <RequestTimeline />
      <ChangePasswordForm />
    </PlaceholderPage>
  );
}

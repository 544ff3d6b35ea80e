import { PlaceholderPage } from '@uaeaf/ui';
import { ChangePasswordForm } from '@uaeaf/ui/change-password';
import type { ClubPageProps } from '../page-registry';

export default function ResetPasswordPage(props: ClubPageProps) {
  return (
    <PlaceholderPage {...props}>
      <ChangePasswordForm />
    </PlaceholderPage>
  );
}

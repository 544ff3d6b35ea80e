import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { actionButton, ConfirmDialog, sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  OfficeErrorCodes,
  OfficeRoles,
  StaffMemberSchema,
  type OfficeRole,
  type StaffMember,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { formClassNames } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { officeRoleText } from '../common/labels';
import { changeRoleOfText, roleChangedText, staffText } from './messages';

const refusals: Record<string, MessageDescriptor> = {
  [OfficeErrorCodes.lastAdministrator]: staffText.lastAdministrator,
  [OfficeErrorCodes.ownAccount]: staffText.ownAccount,
};

/** A staff account's role, changed in a dialog; the server keeps at least one administrator. */
export function ChangeRole({ staff }: { staff: StaffMember }) {
  const intl = useIntl();
  const locale = useLocale();
  const selectId = useId();
  const name = staff.name[locale];
  const [asking, setAsking] = useState(false);
  const [role, setRole] = useState<OfficeRole>(staff.officeRole);
  const change = useApiMutation({
    call: (officeRole: OfficeRole) =>
      sendJson('PATCH', `/office/staff/${staff.id}`, StaffMemberSchema, { officeRole }),
    successText: (updated) =>
      intl.formatMessage(roleChangedText, {
        name,
        role: intl.formatMessage(officeRoleText[updated.officeRole]),
      }),
    invalidates: [officeKey],
    refusalText: (error) => (refusals[error.code] ? intl.formatMessage(refusals[error.code]!) : undefined),
    onSuccess: () => setAsking(false),
  });
  return (
    <>
      <button
        type="button"
        className={`${actionButton.secondary} ${actionButton.small}`}
        aria-label={intl.formatMessage(changeRoleOfText, { name })}
        onClick={() => {
          change.reset();
          setRole(staff.officeRole);
          setAsking(true);
        }}
      >
        {intl.formatMessage(staffText.changeRole)}
      </button>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage(changeRoleOfText, { name })}
          confirmLabel={intl.formatMessage(staffText.save)}
          pending={change.isPending}
          failure={change.failure}
          onConfirm={() => change.mutate(role)}
          onClose={() => setAsking(false)}
        >
          <label htmlFor={selectId}>{intl.formatMessage(staffText.newRole)}</label>
          <select
            id={selectId}
            className={formClassNames.input}
            value={role}
            onChange={(event) => setRole(event.target.value as OfficeRole)}
          >
            {OfficeRoles.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage(officeRoleText[option])}
              </option>
            ))}
          </select>
        </ConfirmDialog>
      )}
    </>
  );
}

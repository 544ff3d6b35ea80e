import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { actionButton, ReasonDialog, sendJson, useApiMutation, useCan } from '@uaeaf/account-kit';
import { OfficeErrorCodes, OfficeMemberRowSchema } from '@uaeaf/contracts';
import { officeKey } from '../common/api';
import { blockedDoneText, membersText } from './messages';

const refusals: Record<string, MessageDescriptor> = {
  [OfficeErrorCodes.alreadyBlocked]: membersText.alreadyBlocked,
  [OfficeErrorCodes.notBlocked]: membersText.notBlocked,
  [OfficeErrorCodes.ownAccount]: membersText.ownAccount,
};

/** Block (which ends every session of the member at once) or unblock, each with the reason it needs. */
export function BlockMember({ member }: { member: { id: number; name: string; isBlocked: boolean } }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const mayBlock = useCan('members.block');
  const blocking = !member.isBlocked;
  const change = useApiMutation({
    call: (reason: string) =>
      sendJson(
        'POST',
        `/office/members/${member.id}/${blocking ? 'block' : 'unblock'}`,
        OfficeMemberRowSchema,
        {
          reason,
        },
      ),
    successText: (row) =>
      intl.formatMessage(blockedDoneText, { blocked: String(row.isBlocked), name: member.name }),
    invalidates: [officeKey],
    refusalText: (error) => (refusals[error.code] ? intl.formatMessage(refusals[error.code]!) : undefined),
    onSuccess: () => setAsking(false),
  });
  if (!mayBlock) return null;
  return (
    <>
      <button
        type="button"
        className={blocking ? actionButton.danger : actionButton.secondary}
        onClick={() => {
          change.reset();
          setAsking(true);
        }}
      >
        {intl.formatMessage(blocking ? membersText.block : membersText.unblock)}
      </button>
      {asking && (
        <ReasonDialog
          title={intl.formatMessage(blocking ? membersText.blockTitle : membersText.unblockTitle)}
          intro={intl.formatMessage(blocking ? membersText.blockIntro : membersText.unblockIntro)}
          confirmLabel={intl.formatMessage(blocking ? membersText.block : membersText.unblock)}
          danger={blocking}
          pending={change.isPending}
          failure={change.failure}
          onConfirm={(reason) => change.mutate(reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

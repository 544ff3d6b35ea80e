import { useState } from 'react';
import { useIntl } from 'react-intl';
import { actionButton, ReasonDialog, sendJson, useApiMutation, useCan } from '@uaeaf/account-kit';
import {
  liftablePenaltyStatuses,
  OfficeErrorCodes,
  PenaltySchema,
  type Penalty,
  type PenaltyStatus,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { officeKey } from '../common/api';
import { liftedText, liftRowText, penaltiesText } from './messages';

/** "Lift" for a penalty that can still be lifted, with the reason it needs; nothing for the others or other roles. */
export function LiftPenalty({ penalty }: { penalty: Penalty }) {
  const intl = useIntl();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const mayManage = useCan('penalties.manage');
  const name = penalty.member.name[locale];
  const lift = useApiMutation({
    call: (reason: string) =>
      sendJson('POST', `/office/penalties/${penalty.id}/lift`, PenaltySchema, { reason }),
    successText: () => intl.formatMessage(liftedText, { name }),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === OfficeErrorCodes.penaltyNotLiftable
        ? intl.formatMessage(penaltiesText.notLiftable)
        : undefined,
    onSuccess: () => setAsking(false),
  });
  if (!mayManage || !(liftablePenaltyStatuses as readonly PenaltyStatus[]).includes(penalty.status))
    return null;
  return (
    <>
      <button
        type="button"
        className={`${actionButton.secondary} ${actionButton.small}`}
        aria-label={intl.formatMessage(liftRowText, { name })}
        onClick={() => {
          lift.reset();
          setAsking(true);
        }}
      >
        {intl.formatMessage(penaltiesText.lift)}
      </button>
      {asking && (
        <ReasonDialog
          title={intl.formatMessage(penaltiesText.liftTitle)}
          intro={intl.formatMessage(penaltiesText.liftIntro)}
          confirmLabel={intl.formatMessage(penaltiesText.lift)}
          pending={lift.isPending}
          failure={lift.failure}
          onConfirm={(reason) => lift.mutate(reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { actionButton, ConfirmDialog, sendJson, useApiForm, useCan } from '@uaeaf/account-kit';
import {
  issuePenaltySchema,
  penaltyLimits,
  penaltyMessages,
  PenaltySchema,
  reasonMaxLength,
  type IssuePenaltyInput,
} from '@uaeaf/contracts';
import { federationToday, TextAreaField, TextField, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { issuedText, penaltiesText } from './messages';

const fieldNames = ['reasonAr', 'reasonEn', 'startsOn', 'endsOn', 'fineAed'] as const;
type FieldName = (typeof fieldNames)[number];

const penaltyProblems: Record<string, MessageDescriptor> = {
  [penaltyMessages.startsInPast]: penaltiesText.startsInPast,
  [penaltyMessages.endsBeforeStart]: penaltiesText.endsBeforeStart,
  [penaltyMessages.fineDecimals]: penaltiesText.fineDecimals,
};

/** The penalty form's messages: its own rules, then the common ones with their limits. */
function useProblemText() {
  const intl = useIntl();
  const validationText = useValidationText();
  return (field: FieldName, id: string | undefined) => {
    if (!id) return undefined;
    if (penaltyProblems[id]) return intl.formatMessage(penaltyProblems[id]);
    const count =
      field === 'fineAed' ? (id.endsWith('minValue') ? 0.01 : penaltyLimits.maxFineAed) : reasonMaxLength;
    return validationText(id, count);
  };
}

function IssuePenaltyDialog({
  memberId,
  name,
  onClose,
}: {
  memberId: number;
  name: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const problem = useProblemText();
  const today = federationToday();
  const issue = useApiForm({
    schema: issuePenaltySchema(today),
    defaultValues: { memberId, reasonAr: '', reasonEn: '', startsOn: today, endsOn: today },
    fields: fieldNames,
    call: (body: IssuePenaltyInput) => sendJson('POST', '/office/penalties', PenaltySchema, body),
    successText: () => intl.formatMessage(issuedText, { name }),
    invalidates: [officeKey],
    onSuccess: onClose,
  });
  const { register, formState } = issue.form;
  const error = (field: FieldName) => problem(field, formState.errors[field]?.message);
  return (
    <ConfirmDialog
      title={intl.formatMessage(penaltiesText.issue)}
      confirmLabel={intl.formatMessage(penaltiesText.issue)}
      danger
      pending={issue.pending}
      failure={issue.failure}
      onConfirm={issue.onSubmit}
      onClose={onClose}
    >
      <p>{intl.formatMessage(penaltiesText.issueIntro)}</p>
      <TextAreaField
        label={intl.formatMessage(penaltiesText.reasonAr)}
        error={error('reasonAr')}
        dir="rtl"
        lang="ar"
        rows={3}
        maxLength={reasonMaxLength}
        {...register('reasonAr')}
      />
      <TextAreaField
        label={intl.formatMessage(penaltiesText.reasonEn)}
        error={error('reasonEn')}
        dir="ltr"
        lang="en"
        rows={3}
        maxLength={reasonMaxLength}
        {...register('reasonEn')}
      />
      <TextField
        label={intl.formatMessage(penaltiesText.startsOn)}
        error={error('startsOn')}
        type="date"
        min={today}
        {...register('startsOn')}
      />
      <TextField
        label={intl.formatMessage(penaltiesText.endsOn)}
        error={error('endsOn')}
        type="date"
        min={today}
        {...register('endsOn')}
      />
      <TextField
        label={intl.formatMessage(penaltiesText.fineAed)}
        hint={intl.formatMessage(penaltiesText.fineHint)}
        error={error('fineAed')}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        {...register('fineAed', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      />
    </ConfirmDialog>
  );
}

/** "Issue a penalty" on a member's page, for those who manage penalties. */
export function IssuePenalty({ memberId, name }: { memberId: number; name: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!useCan('penalties.manage')) return null;
  return (
    <>
      <button type="button" className={actionButton.secondary} onClick={() => setOpen(true)}>
        {intl.formatMessage(penaltiesText.issue)}
      </button>
      {open && <IssuePenaltyDialog memberId={memberId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

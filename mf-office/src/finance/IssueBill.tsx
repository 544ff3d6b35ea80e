import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { actionButton, ConfirmDialog, sendJson, useApiMutation, useCan } from '@uaeaf/account-kit';
import {
  billNoteMaxLength,
  BillingErrorCodes,
  FeeCategories,
  IssueBillSchema,
  OfficeBillSchema,
  type IssueBill as IssueBillBody,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  FormField,
  formClassNames,
  TextAreaField,
  useAed,
  useLocalizedPath,
  useValidationText,
} from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { useFees } from './api';
import { billPath } from './columns';
import { feeCategoryText } from './labels';
import { MemberPicker, type PickedMember } from './MemberPicker';
import { billDoneText, billsText, feeOptionText, memberPickerText } from './messages';

type Problems = Partial<Record<'memberId' | 'feeCode' | 'note', string>>;

function IssueBillDialog({ member: initial, onClose }: { member: PickedMember | null; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const validationText = useValidationText();
  const catalogue = useFees(undefined);
  const [member, setMember] = useState(initial);
  const [feeCode, setFeeCode] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const issue = useApiMutation({
    call: (body: IssueBillBody) => sendJson('POST', '/office/bills', OfficeBillSchema, body),
    successText: (bill) => intl.formatMessage(billDoneText, { action: 'issue', number: bill.number }),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === BillingErrorCodes.feeNotPriced ? intl.formatMessage(billsText.feeNotPriced) : undefined,
    onSuccess: (bill) => {
      onClose();
      void navigate(localize(billPath(bill.id)));
    },
  });
  const submit = () => {
    const body = { memberId: member?.id, feeCode, note };
    const result = v.safeParse(IssueBillSchema, body);
    if (!result.success) {
      const flat = v.flatten<typeof IssueBillSchema>(result.issues).nested ?? {};
      setProblems({
        ...(flat.memberId && { memberId: intl.formatMessage(memberPickerText.required) }),
        ...(flat.feeCode && { feeCode: validationText('validation.required') }),
        ...(flat.note && { note: validationText(flat.note[0], billNoteMaxLength) }),
      });
      return;
    }
    setProblems({});
    issue.mutate(result.output);
  };
  // Only fees with an amount this season can be billed.
  const priced = catalogue.data?.items.filter((fee) => fee.amountFils !== null) ?? [];
  return (
    <ConfirmDialog
      title={intl.formatMessage(billsText.issue)}
      confirmLabel={intl.formatMessage(billsText.issue)}
      pending={issue.isPending}
      failure={Object.keys(problems).length ? undefined : issue.failure}
      onConfirm={submit}
      onClose={onClose}
    >
      <p>{intl.formatMessage(billsText.issueIntro)}</p>
      <MemberPicker value={member} onChange={setMember} error={problems.memberId} />
      <FormField label={intl.formatMessage(billsText.feeField)} error={problems.feeCode}>
        {(control) => (
          <select
            {...control}
            className={formClassNames.input}
            value={feeCode}
            onChange={(event) => setFeeCode(event.target.value)}
          >
            <option value="">{intl.formatMessage(billsText.chooseFee)}</option>
            {FeeCategories.map((category) => {
              const fees = priced.filter((fee) => fee.category === category);
              return fees.length ? (
                <optgroup key={category} label={intl.formatMessage(feeCategoryText[category])}>
                  {fees.map((fee) => (
                    <option key={fee.code} value={fee.code}>
                      {intl.formatMessage(feeOptionText, {
                        fee: fee.name[locale],
                        amount: aed(fee.amountFils!),
                      })}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
        )}
      </FormField>
      <TextAreaField
        label={intl.formatMessage(billsText.note)}
        hint={intl.formatMessage(billsText.noteHint)}
        error={problems.note}
        rows={2}
        maxLength={billNoteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ConfirmDialog>
  );
}

/**
 * "Issue a bill" for a catalogue fee, for those who handle money: to a member picked here, or to the member whose page
 * it is on.
 */
export function IssueBill({ member = null }: { member?: PickedMember | null }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!useCan('finance.manage')) return null;
  return (
    <>
      <button type="button" className={actionButton.primary} onClick={() => setOpen(true)}>
        {intl.formatMessage(billsText.issue)}
      </button>
      {open && <IssueBillDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
}

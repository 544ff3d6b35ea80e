import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { readId, sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  BillingErrorCodes,
  offlineReferenceMaxLength,
  OfficeOrderSchema,
  OfflinePaymentSchema,
  type OfflinePayment,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  federationToday,
  formClassNames,
  PageHeading,
  TextField,
  useAed,
  useDates,
  useLocalizedPath,
  usePageTitle,
  useValidationText,
  useQueryChange,
} from '@uaeaf/ui';
import { officeKey, useMember } from '../common/api';
import { useBills } from './api';
import { orderPath } from './columns';
import { MemberPicker } from './MemberPicker';
import { paymentMethodText } from './labels';
import { billChoiceText, offlineDoneText, offlineText, offlineTotalText } from './messages';

import styles from './finance.module.css';

const offlineMethods = ['bankTransfer', 'cheque'] as const;
type Field = 'billIds' | 'method' | 'reference' | 'paidOn';

const refusals: Record<string, MessageDescriptor> = {
  [BillingErrorCodes.billInPayment]: offlineText.billInPayment,
  [BillingErrorCodes.billsOfSeveralMembers]: offlineText.severalMembers,
  [BillingErrorCodes.billNotPayable]: offlineText.notPayable,
};

function OfflinePaymentForm({ memberId }: { memberId: number | undefined }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { day } = useDates();
  const id = useId();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const validationText = useValidationText();
  const [params] = useSearchParams();
  const changeQuery = useQueryChange();
  const today = federationToday();
  const member = useMember(String(memberId ?? ''), memberId !== undefined);
  const bills = useBills({ memberId, status: 'unpaid', pageSize: 100 }, { enabled: memberId !== undefined });
  const preselected = readId(params, 'billId');
  const [checked, setChecked] = useState<number[]>(preselected === undefined ? [] : [preselected]);
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const record = useApiMutation({
    call: (body: OfflinePayment) => sendJson('POST', '/office/payments/offline', OfficeOrderSchema, body),
    successText: (order) => intl.formatMessage(offlineDoneText, { number: order.number }),
    invalidates: [officeKey],
    refusalText: (error) => (refusals[error.code] ? intl.formatMessage(refusals[error.code]!) : undefined),
    onSuccess: (order) => void navigate(localize(orderPath(order.id))),
  });
  const unpaid = memberId === undefined ? [] : (bills.data?.items ?? []);
  // A bill ticked from another member's page or no longer unpaid is not sent.
  const included = unpaid.filter((bill) => checked.includes(bill.id) && !bill.paymentInProgress);
  const totalFils = included.reduce((sum, bill) => sum + bill.amountFils, 0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { billIds: included.map((bill) => bill.id), method, reference, paidOn };
    const result = v.safeParse(OfflinePaymentSchema, body);
    const flat = result.success ? {} : (v.flatten<typeof OfflinePaymentSchema>(result.issues).nested ?? {});
    const next: Partial<Record<Field, string>> = {
      ...(flat.billIds && { billIds: intl.formatMessage(offlineText.chooseBills) }),
      ...(flat.method && { method: validationText('validation.required') }),
      ...(flat.reference && { reference: validationText(flat.reference[0], offlineReferenceMaxLength) }),
      ...(flat.paidOn
        ? { paidOn: validationText(flat.paidOn[0]) }
        : paidOn > today && { paidOn: intl.formatMessage(offlineText.paidOnFuture) }),
    };
    setProblems(next);
    if (result.success && Object.keys(next).length === 0) record.mutate(result.output);
  };
  const toggle = (billId: number, on: boolean) =>
    setChecked((current) => (on ? [...current, billId] : current.filter((other) => other !== billId)));
  const memberName = member.data?.member.name[locale];
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {record.failure && !Object.keys(problems).length && (
        <p role="alert" className={formClassNames.alert}>
          {record.failure}
        </p>
      )}
      <MemberPicker
        value={memberId !== undefined && memberName ? { id: memberId, name: memberName } : null}
        onChange={(picked) => {
          changeQuery(
            { memberId: picked ? String(picked.id) : '', billId: '' },
            {
              replace: true,
            },
          );
        }}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={problems.billIds ? `${id}-bills-error` : undefined}
      >
        <legend>{intl.formatMessage(offlineText.bills)}</legend>
        {memberId === undefined ? (
          <p className={styles.hint}>{intl.formatMessage(offlineText.chooseMemberFirst)}</p>
        ) : bills.data && unpaid.length === 0 ? (
          <p>{intl.formatMessage(offlineText.noBills)}</p>
        ) : (
          <ul className={styles.choices}>
            {unpaid.map((bill) => (
              <li key={bill.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={checked.includes(bill.id) && !bill.paymentInProgress}
                    disabled={bill.paymentInProgress}
                    onChange={(event) => toggle(bill.id, event.target.checked)}
                  />
                  {intl.formatMessage(billChoiceText, {
                    number: bill.number,
                    name: bill.name[locale],
                    amount: aed(bill.amountFils),
                    due: day(bill.dueOn, 'short'),
                  })}
                  {bill.paymentInProgress && ` ${intl.formatMessage(offlineText.atProvider)}`}
                </label>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.total} aria-live="polite">
          {intl.formatMessage(offlineTotalText, { count: included.length, amount: aed(totalFils) })}
        </p>
        {problems.billIds && (
          <p id={`${id}-bills-error`} className={styles.error}>
            {problems.billIds}
          </p>
        )}
      </fieldset>
      <fieldset
        className={styles.fieldset}
        aria-describedby={problems.method ? `${id}-method-error` : undefined}
      >
        <legend>{intl.formatMessage(offlineText.method)}</legend>
        <div className={styles.choices}>
          {offlineMethods.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="method"
                value={choice}
                checked={method === choice}
                onChange={() => setMethod(choice)}
              />
              {intl.formatMessage(paymentMethodText[choice])}
            </label>
          ))}
        </div>
        {problems.method && (
          <p id={`${id}-method-error`} className={styles.error}>
            {problems.method}
          </p>
        )}
      </fieldset>
      <TextField
        label={intl.formatMessage(offlineText.reference)}
        hint={intl.formatMessage(offlineText.referenceHint)}
        error={problems.reference}
        maxLength={offlineReferenceMaxLength}
        autoComplete="off"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <TextField
        label={intl.formatMessage(offlineText.paidOn)}
        error={problems.paidOn}
        type="date"
        max={today}
        value={paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      <button type="submit" className={formClassNames.submit} disabled={record.isPending}>
        {intl.formatMessage(offlineText.record)}
      </button>
    </form>
  );
}

/** `/office/payments/offline?memberId=&billId=`: one member's unpaid bills paid by bank transfer or cheque. */
export function OfflinePaymentPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const title = intl.formatMessage(offlineText.title);
  usePageTitle(title);
  const memberId = readId(params, 'memberId');
  return (
    <>
      <PageHeading title={title} lead={intl.formatMessage(offlineText.intro)} />
      <OfflinePaymentForm key={memberId ?? 0} memberId={memberId} />
    </>
  );
}

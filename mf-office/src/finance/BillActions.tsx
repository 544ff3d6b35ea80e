import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { actionButton, ReasonDialog, sendJson, useApiMutation } from '@uaeaf/account-kit';
import { BillingErrorCodes, type OfficeBill } from '@uaeaf/contracts';
import { formClassNames, LocalizedLink } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { useOrder } from './api';
import { billDoneText, billsText } from './messages';

type BillAction = 'cancel' | 'waive' | 'refund';

// The routes answer the bill or its order; only that it was done is needed here, and the page loads the bill again.
const DoneSchema = v.unknown();

const refusals: Record<string, MessageDescriptor> = {
  [BillingErrorCodes.billNotUnpaid]: billsText.notUnpaid,
  [BillingErrorCodes.billNotRefundable]: billsText.notRefundable,
  [BillingErrorCodes.paymentsUnavailable]: billsText.paymentsUnavailable,
};

const dialogs: Record<
  BillAction,
  { label: MessageDescriptor; title: MessageDescriptor; intro?: MessageDescriptor }
> = {
  cancel: { label: billsText.cancel, title: billsText.cancelTitle, intro: billsText.cancelIntro },
  waive: { label: billsText.waive, title: billsText.waiveTitle, intro: billsText.waiveIntro },
  refund: { label: billsText.refund, title: billsText.refundTitle },
};

/** Whether a refund goes back through the card provider or by bank, from the order that paid the bill. */
function useRefundRoute(bill: OfficeBill): MessageDescriptor | undefined {
  const order = useOrder(
    String(bill.receiptOrderId ?? ''),
    bill.status === 'paid' && bill.receiptOrderId !== null,
  );
  const method = order.data?.order.method;
  if (!method) return undefined;
  return method === 'card' ? billsText.refundCard : billsText.refundBank;
}

/** What the office may do with a bill in its status: cancel or waive an unpaid one, refund a paid one. */
export function BillActions({ bill }: { bill: OfficeBill }) {
  const intl = useIntl();
  const [asking, setAsking] = useState<BillAction | null>(null);
  const refundRoute = useRefundRoute(bill);
  const act = useApiMutation({
    call: ({ action, reason }: { action: BillAction; reason: string }) =>
      sendJson('POST', `/office/bills/${bill.id}/${action}`, DoneSchema, { reason }),
    successText: (_, { action }) => intl.formatMessage(billDoneText, { action, number: bill.number }),
    invalidates: [officeKey],
    refusalText: (error) => (refusals[error.code] ? intl.formatMessage(refusals[error.code]!) : undefined),
    onSuccess: () => setAsking(null),
    // A conflict means the bill changed meanwhile: the page shows it as it now is, with the message above the buttons.
    onRefused: (error) => {
      if (error.status === 409) setAsking(null);
    },
  });
  const open = (action: BillAction) => {
    act.reset();
    setAsking(action);
  };
  const actions: BillAction[] =
    bill.status === 'unpaid' ? ['cancel', 'waive'] : bill.status === 'paid' ? ['refund'] : [];
  const dialog = asking && dialogs[asking];
  const intro = asking === 'refund' ? refundRoute : dialog?.intro;
  return (
    <>
      {act.failure && !asking && (
        <p role="alert" className={formClassNames.alert}>
          {act.failure}
        </p>
      )}
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'waive' ? actionButton.secondary : actionButton.danger}
          onClick={() => open(action)}
        >
          {intl.formatMessage(dialogs[action].label)}
        </button>
      ))}
      {bill.status === 'unpaid' && (
        <LocalizedLink
          to={`/office/payments/offline?memberId=${bill.member.id}&billId=${bill.id}`}
          className={actionButton.secondary}
        >
          {intl.formatMessage(billsText.recordPayment)}
        </LocalizedLink>
      )}
      {asking && dialog && (
        <ReasonDialog
          title={intl.formatMessage(dialog.title)}
          {...(intro && { intro: intl.formatMessage(intro) })}
          confirmLabel={intl.formatMessage(dialog.label)}
          danger={asking !== 'waive'}
          pending={act.isPending}
          failure={act.failure}
          onConfirm={(reason) => act.mutate({ action: asking, reason })}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}

import { useIntl } from 'react-intl';
import { Can, FigureCard, FigureCards } from '@uaeaf/account-kit';
import { useBills, useOrders } from './api';
import { financeQueueText } from './messages';

/** A queue's card: the count once its list has answered (only its total is asked for, one row). */
function CountCard({ count, label, to }: { count: number | undefined; label: string; to: string }) {
  const intl = useIntl();
  return <FigureCard to={to} figure={count === undefined ? '…' : intl.formatNumber(count)} label={label} />;
}

function FinanceCards() {
  const intl = useIntl();
  const unpaid = useBills({ status: 'unpaid', pageSize: 1 });
  const awaiting = useOrders({ status: 'awaitingPayment', pageSize: 1 });
  return (
    <section aria-labelledby="office-finance">
      <h2 id="office-finance">{intl.formatMessage(financeQueueText.heading)}</h2>
      <FigureCards>
        <CountCard
          count={unpaid.data?.total}
          label={intl.formatMessage(financeQueueText.unpaidBills)}
          to="/office/bills?status=unpaid"
        />
        <CountCard
          count={awaiting.data?.total}
          label={intl.formatMessage(financeQueueText.awaitingPayment)}
          to="/office/payments?status=awaitingPayment"
        />
        <FigureCard to="/office/reconciliation" label={intl.formatMessage(financeQueueText.reconciliation)} />
      </FigureCards>
    </section>
  );
}

/** The finance officer's queue on the office home; nothing for roles that do not handle money. */
export function FinanceQueue() {
  return (
    <Can permission="finance.manage">
      <FinanceCards />
    </Can>
  );
}

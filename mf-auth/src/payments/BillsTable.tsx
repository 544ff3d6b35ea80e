import { useIntl } from 'react-intl';
import type { OrderBill } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useAed } from '@uaeaf/ui';
import { checkoutText } from './payments-messages';
import styles from './payments.module.css';

/**
 * The bills being paid (or just paid) and their total; with `vat`, the VAT line at 0% and its note, as the invoice
 * and the receipt show them.
 */
export function BillsTable({
  bills,
  totalFils,
  vat = false,
}: {
  bills: OrderBill[];
  totalFils: number;
  vat?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  return (
    <>
      <table className={styles.bills}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(checkoutText.bill)}</th>
            <th scope="col">{intl.formatMessage(checkoutText.billFor)}</th>
            <th scope="col" className={styles.amount}>
              {intl.formatMessage(checkoutText.amount)}
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id}>
              <td>
                <bdi>{bill.number}</bdi>
              </td>
              <td>{bill.name[locale]}</td>
              <td className={styles.amount}>{aed(bill.amountFils)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {vat && (
            <>
              <tr>
                <th scope="row" colSpan={2}>
                  {intl.formatMessage(checkoutText.subtotal)}
                </th>
                <td className={styles.amount}>{aed(totalFils)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {intl.formatMessage(checkoutText.vat)}
                </th>
                <td className={styles.amount}>{aed(0)}</td>
              </tr>
            </>
          )}
          <tr className={styles.total}>
            <th scope="row" colSpan={2}>
              {intl.formatMessage(checkoutText.total)}
            </th>
            <td className={styles.amount} data-testid="total">
              {aed(totalFils)}
            </td>
          </tr>
        </tfoot>
      </table>
      {vat && <p className={styles.note}>{intl.formatMessage(checkoutText.vatNote)}</p>}
    </>
  );
}

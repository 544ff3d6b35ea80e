import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { TournamentEntry } from '@uaeaf/contracts';
import { useAed } from '@uaeaf/ui';
import { registerText, successText } from './messages';
import styles from './register.module.css';

/**
 * "The request has been submitted" with the entry's bill. It takes the focus when it appears, so a screen reader
 * reads it and the next entry starts from here.
 */
export function EntryReceipt({ entry }: { entry: TournamentEntry }) {
  const intl = useIntl();
  const aed = useAed();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), [entry.id]);
  return (
    <div ref={panel} role="status" tabIndex={-1} className={`${styles.success} ${styles.outcome}`}>
      <p className={styles.successTitle}>{intl.formatMessage(successText.entrySubmitted)}</p>
      {entry.bill ? (
        <dl className={styles.bill}>
          <div>
            <dt>{intl.formatMessage(registerText.billNumber)}</dt>
            <dd>
              <bdi>{entry.bill.number}</bdi>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(registerText.amount)}</dt>
            <dd>{aed(entry.bill.amountFils)}</dd>
          </div>
        </dl>
      ) : (
        <p>{intl.formatMessage(registerText.noBill)}</p>
      )}
    </div>
  );
}

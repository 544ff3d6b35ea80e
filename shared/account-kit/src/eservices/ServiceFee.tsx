import { useIntl } from 'react-intl';
import type { ElectronicServiceKind } from '@uaeaf/contracts';
import { useAed } from '@uaeaf/ui';
import { eservicesText, serviceFeeText, serviceRefusalText } from './eservices-messages';
import { useServiceFees } from './service-api';
import styles from './eservices.module.css';

/**
 * What asking for a service bills, in AED, before the member asks; a service the season has not priced says it
 * cannot be asked for yet (the API would refuse with `fee_not_priced`). Until the amounts load, or if they cannot, it
 * says only that a fee is billed, so the page never waits on it.
 */
export function ServiceFee({ kind, id }: { kind: ElectronicServiceKind; id?: string }) {
  const intl = useIntl();
  const aed = useAed();
  const amount = useServiceFees()?.get(kind);
  const text =
    amount === undefined
      ? intl.formatMessage(eservicesText.feeBilled)
      : amount === null
        ? intl.formatMessage(serviceRefusalText['fee_not_priced']!)
        : intl.formatMessage(serviceFeeText, { amount: aed(amount) });
  return (
    <p className={styles.fee} id={id}>
      {text}
    </p>
  );
}

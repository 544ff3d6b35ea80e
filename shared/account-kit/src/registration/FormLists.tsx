import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formClassNames } from '@uaeaf/ui';
import { useFormLists, type FormLists } from './lookups';
import { registrationMessages } from './registration-messages';
import styles from './registration.module.css';

/** A form once the lists it offers are loaded; until then it says so, and a failed load offers to try again. */
export function WithFormLists({
  asksForClub,
  children,
}: {
  asksForClub: boolean;
  children: (lists: FormLists) => ReactNode;
}) {
  const intl = useIntl();
  const lists = useFormLists(asksForClub);
  if (lists.data) return children(lists.data);
  if (lists.isError) {
    return (
      <div role="alert" className={formClassNames.alert}>
        <p>{intl.formatMessage(registrationMessages.lookupsFailed)}</p>
        <button type="button" className={styles.secondary} onClick={() => void lists.refetch()}>
          {intl.formatMessage(registrationMessages.retry)}
        </button>
      </div>
    );
  }
  return <p role="status">{intl.formatMessage(registrationMessages.loading)}</p>;
}

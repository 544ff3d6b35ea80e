import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { registrationMessages } from './registration-messages';
import styles from './registration.module.css';

/**
 * Shown in place of a registration form once the API has stored the request: the spec's "The request has been
 * submitted", focused so a screen reader hears it, then what the page says happens next.
 */
export function RegistrationConfirmation({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1}>
        {intl.formatMessage(registrationMessages.submitted)}
      </h2>
      {children}
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LocalizedLink } from '@uaeaf/ui';
import { registrationMessages } from './messages';
import styles from './registration.module.css';

/** Shown once the API has stored the request: what happens next, and no form; then the home page, or `next`. */
export function Confirmation({ next }: { next?: { to: string; label: MessageDescriptor } }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1}>
        {intl.formatMessage(registrationMessages.submitted)}
      </h2>
      <p>{intl.formatMessage(registrationMessages.whatNext)}</p>
      <p>
        {intl.formatMessage(registrationMessages.status)}:{' '}
        <strong>{intl.formatMessage(registrationMessages.pending)}</strong>
      </p>
      <p>
        <LocalizedLink to={next?.to ?? '/'}>
          {next ? intl.formatMessage(next.label) : intl.formatMessage(registrationMessages.home)}
        </LocalizedLink>
      </p>
    </section>
  );
}

import { Fragment, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { EmailSchema } from '@uaeaf/contracts';
import { formClassNames, Page, TextField, usePageTitle, useValidationText } from '@uaeaf/ui';
import { mailboxPage } from '../pages';
import { isMailboxOff, useDevMailbox } from './mailbox-api';
import styles from './mailbox.module.css';

const messages = defineMessages({
  email: { id: 'auth.mailbox.email', defaultMessage: 'Recipient email' },
  show: { id: 'auth.mailbox.show', defaultMessage: 'Show mails' },
  loading: { id: 'auth.mailbox.loading', defaultMessage: 'Loading the mails…' },
  empty: { id: 'auth.mailbox.empty', defaultMessage: 'No mail has been written to this address.' },
  off: {
    id: 'auth.mailbox.off',
    defaultMessage: 'The development mailbox is off on this server (it never runs in production).',
  },
  failed: { id: 'auth.mailbox.failed', defaultMessage: 'The mails could not be loaded. Please try again.' },
  to: { id: 'auth.mailbox.to', defaultMessage: 'To' },
  written: { id: 'auth.mailbox.written', defaultMessage: 'Written' },
  sent: { id: 'auth.mailbox.sent', defaultMessage: 'Sent by SMTP' },
  notSent: { id: 'auth.mailbox.notSent', defaultMessage: 'Not sent (no SMTP server configured)' },
});

const urlPattern = /(https?:\/\/[^\s]+)/;

/** A mail's text with its addresses as links, so a reset link can be followed from here. */
function MailText({ text }: { text: string }) {
  return (
    <p className={styles.body}>
      {text.split(urlPattern).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} dir="ltr">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** Development only: the mails the site wrote to an address (reset links, for instance), without a mail server. */
export function MailboxPage() {
  const intl = useIntl();
  const validationText = useValidationText();
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = searchParams.get('email') ?? '';
  const [typed, setTyped] = useState(shown);
  const [error, setError] = useState<string>();
  const valid = v.safeParse(EmailSchema, shown);
  const mailbox = useDevMailbox(valid.success ? valid.output : undefined);
  const title = intl.formatMessage(mailboxPage.title);
  usePageTitle(title);

  return (
    <Page>
      <h1>{title}</h1>
      <p>{intl.formatMessage(mailboxPage.purpose)}</p>
      <form
        className={formClassNames.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const result = v.safeParse(EmailSchema, typed, { abortPipeEarly: true });
          setError(result.success ? undefined : result.issues[0].message);
          if (result.success) setSearchParams({ email: result.output });
        }}
      >
        <TextField
          label={intl.formatMessage(messages.email)}
          error={validationText(error, 254)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          type="email"
          inputMode="email"
        />
        <button type="submit" className={formClassNames.submit}>
          {intl.formatMessage(messages.show)}
        </button>
      </form>
      <div aria-live="polite">
        {mailbox.isLoading && <p role="status">{intl.formatMessage(messages.loading)}</p>}
        {mailbox.isError && (
          <p role="alert" className={formClassNames.alert}>
            {intl.formatMessage(isMailboxOff(mailbox.error) ? messages.off : messages.failed)}
          </p>
        )}
        {mailbox.data?.mails.length === 0 && <p>{intl.formatMessage(messages.empty)}</p>}
      </div>
      {mailbox.data && mailbox.data.mails.length > 0 && (
        <ol className={styles.mails}>
          {mailbox.data.mails.map((mail) => (
            <li key={mail.id}>
              <article className={styles.mail} aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`}>{mail.subject}</h2>
                <dl className={styles.facts}>
                  <dt>{intl.formatMessage(messages.to)}</dt>
                  <dd className="ltr-value">{mail.recipient}</dd>
                  <dt>{intl.formatMessage(messages.written)}</dt>
                  <dd>{intl.formatDate(mail.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
                  <dt>{intl.formatMessage(messages.sent)}</dt>
                  <dd>
                    {mail.sentAt
                      ? intl.formatDate(mail.sentAt, { dateStyle: 'medium', timeStyle: 'short' })
                      : intl.formatMessage(messages.notSent)}
                  </dd>
                </dl>
                <MailText text={mail.body} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}

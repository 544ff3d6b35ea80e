import { forwardRef, useRef, useState, type FormEvent, type RefObject } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError } from '@uaeaf/api-client';
import { formClassNames } from '@uaeaf/ui';
import styles from './forms.module.css';

export const formText = defineMessages({
  invalid: {
    id: 'public.form.invalid',
    defaultMessage: 'Some fields need your attention: please correct them and send again.',
  },
  failed: {
    id: 'public.form.failed',
    defaultMessage: 'The request could not be sent. Please try again in a moment; what you typed is kept.',
  },
  tooMany: {
    id: 'public.form.tooMany',
    defaultMessage: 'Too many requests were sent from here. Please wait a few minutes and try again.',
  },
  sending: { id: 'public.form.sending', defaultMessage: 'Sending…' },
  required: {
    id: 'public.form.requiredNote',
    defaultMessage: 'All fields are required unless marked optional.',
  },
});

/** A UAE number as an example, isolated left-to-right so Arabic text around it does not reorder it. */
export const phoneExample = '\u2066+971 50 123 4567\u2069';

export type SubmitOutcome = 'invalid' | 'failed' | 'tooMany';

/** What went wrong with a submission, for the message above the form. */
export function submitOutcome(error: unknown, markedFields: number): SubmitOutcome {
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  if (error instanceof ApiError && (error.status === 400 || error.status === 413) && markedFields > 0)
    return 'invalid';
  return 'failed';
}

/** The message above a form after a failed submission (an alert, read at once). */
export const SubmitAlert = forwardRef<HTMLParagraphElement, { outcome: SubmitOutcome | null }>(
  function SubmitAlert({ outcome }, ref) {
    const intl = useIntl();
    if (!outcome) return null;
    return (
      <p ref={ref} role="alert" className={formClassNames.alert} tabIndex={-1}>
        {intl.formatMessage(formText[outcome])}
      </p>
    );
  },
);

/**
 * Where a public form's submission stands: `sent` shows the confirmation and `outcome` the alert, and each takes the
 * focus when it appears, so a screen reader user hears what happened.
 */
export function useSubmission() {
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  /** A new attempt (or a form the browser refused): neither the last confirmation nor the last alert stays. */
  const begin = () => {
    setSent(false);
    setOutcome(null);
  };
  return {
    outcome,
    sent,
    confirmation,
    alert,
    /** The form's submit handler: each attempt starts afresh (`begin`), then the form checks and sends it. */
    submitWith(onSubmit: (event: FormEvent<HTMLFormElement>) => unknown) {
      return (event: FormEvent<HTMLFormElement>) => {
        begin();
        return onSubmit(event);
      };
    },
    succeeded() {
      setSent(true);
      requestAnimationFrame(() => confirmation.current?.focus());
    },
    /** `markedFields`: how many fields the API's errors were put on (`serverFieldErrors` of @uaeaf/ui/form). */
    failed(error: unknown, markedFields: number) {
      setOutcome(submitOutcome(error, markedFields));
      requestAnimationFrame(() => alert.current?.focus());
    },
  };
}

/** The confirmation above a form once it is sent: a status region, always there so it is announced when it fills. */
export function SubmissionConfirmation({
  confirmation,
  sent,
  title,
  hint,
  className,
}: {
  confirmation: RefObject<HTMLDivElement | null>;
  sent: boolean;
  title: MessageDescriptor;
  hint: MessageDescriptor;
  /** Its width, the form's. */
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div
      ref={confirmation}
      role="status"
      tabIndex={-1}
      className={[styles.status, className].filter(Boolean).join(' ')}
    >
      {sent && (
        <div className={formClassNames.notice}>
          <p className={styles.confirmed}>{intl.formatMessage(title)}</p>
          <p>{intl.formatMessage(hint)}</p>
        </div>
      )}
    </div>
  );
}

/** The line at the top of a form saying which fields are required. */
export function RequiredNote() {
  const intl = useIntl();
  return <p className={styles.note}>{intl.formatMessage(formText.required)}</p>;
}

/** The first 8 bytes of a file: enough to tell a JPEG or a PNG by its content, without reading the rest. */
export async function fileHeader(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 8).arrayBuffer());
}

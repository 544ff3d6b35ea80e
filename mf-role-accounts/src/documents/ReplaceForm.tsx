import { type FormEvent, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@uaeaf/api-client';
import {
  imageOrPdfUploadAccept,
  imageUploadAccept,
  type MemberDocumentKind,
  memberDocumentFields,
  pdfUploadAccept,
} from '@uaeaf/contracts';
import { buttonClassName, FilePicker, FormField, formClassNames, useValidationText } from '@uaeaf/ui';
import { summaryQueryKey } from '../home/summary-api';
import { documentsQueryKey, sendReplacement } from './documents-api';
import { memberDocumentNames } from './document-messages';
import styles from './documents.module.css';

const text = defineMessages({
  expiresOn: { id: 'roleAccounts.replace.expiresOn', defaultMessage: 'Expiry date of the new document' },
  send: { id: 'roleAccounts.replace.send', defaultMessage: 'Send to the federation office' },
  sending: { id: 'roleAccounts.replace.sending', defaultMessage: 'Sending…' },
  cancel: { id: 'roleAccounts.replace.cancel', defaultMessage: 'Cancel' },
  failed: {
    id: 'roleAccounts.replace.failed',
    defaultMessage: 'The document could not be sent. Please try again in a moment.',
  },
  pending: {
    id: 'roleAccounts.replace.pendingError',
    defaultMessage: 'A replacement of this document is already waiting for the federation office.',
  },
});

const headingText = defineMessage<{ document: string }>({
  id: 'roleAccounts.replace.heading',
  defaultMessage: 'Replace your {document}',
});

/** The label of each file the replacement takes. */
const fileLabels = defineMessages({
  emiratesIdFront: { id: 'roleAccounts.replace.emiratesIdFront', defaultMessage: 'Emirates ID, front' },
  emiratesIdBack: { id: 'roleAccounts.replace.emiratesIdBack', defaultMessage: 'Emirates ID, back' },
  passportCopy: { id: 'roleAccounts.replace.passportCopy', defaultMessage: 'Copy of the passport (PDF)' },
  medicalExam: {
    id: 'roleAccounts.replace.medicalExam',
    defaultMessage: 'Medical examination (image or PDF)',
  },
  photo: { id: 'roleAccounts.replace.photo', defaultMessage: 'Personal photo (JPG or PNG)' },
});

const accepts: Record<keyof typeof fileLabels, string> = {
  emiratesIdFront: imageUploadAccept,
  emiratesIdBack: imageUploadAccept,
  passportCopy: pdfUploadAccept,
  medicalExam: imageOrPdfUploadAccept,
  photo: imageUploadAccept,
};

/**
 * The new file (both sides of an Emirates ID) and its expiry day, sent to the office as a request (decision 056).
 * A refusal is shown on its field, the other answers kept; nothing changes until the office approves it.
 */
export function ReplaceForm({
  document,
  onDone,
  onCancel,
}: {
  document: MemberDocumentKind;
  onDone: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const fields = memberDocumentFields[document];
  const dated = document !== 'photo';
  const [expiresOn, setExpiresOn] = useState('');
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const name = intl.formatMessage(memberDocumentNames[document]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (dated && !expiresOn) missing.expiresOn = ['validation.required'];
    for (const field of fields) if (!files[field]) missing[field] = ['validation.required'];
    setErrors(missing);
    setFailure(undefined);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      await sendReplacement(document, dated ? expiresOn : undefined, files);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: summaryQueryKey }),
      ]);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else if (error instanceof ApiError && error.code === 'replacement_pending')
        setFailure(intl.formatMessage(text.pending));
      else setFailure(intl.formatMessage(text.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`replace-${document}`}
      className={formClassNames.form}
    >
      <h4 id={`replace-${document}`}>{intl.formatMessage(headingText, { document: name })}</h4>
      {dated && (
        <FormField label={intl.formatMessage(text.expiresOn)} error={validationText(errors.expiresOn?.[0])}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={formClassNames.input}
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
            />
          )}
        </FormField>
      )}
      {fields.map((field) => (
        <FormField
          key={field}
          label={intl.formatMessage(fileLabels[field])}
          error={validationText(errors[field]?.[0])}
        >
          {(control) => (
            <FilePicker
              {...control}
              accept={accepts[field]}
              fileName={files[field]?.name}
              onChange={(event) => {
                const file = event.target.files?.[0];
                setFiles((chosen) => {
                  const next = { ...chosen };
                  if (file) next[field] = file;
                  else delete next[field];
                  return next;
                });
              }}
            />
          )}
        </FormField>
      ))}
      {failure && <p role="alert">{failure}</p>}
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName} disabled={sending}>
          {intl.formatMessage(sending ? text.sending : text.send)}
        </button>
        <button type="button" className={buttonClassName} onClick={onCancel}>
          {intl.formatMessage(text.cancel)}
        </button>
      </div>
    </form>
  );
}

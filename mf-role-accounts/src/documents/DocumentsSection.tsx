import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MemberDocument, MemberDocumentKind } from '@uaeaf/contracts';
import { buttonClassName, DetailsList, useDates } from '@uaeaf/ui';
import { accountFileUrl } from '../account/profile-api';
import { documentStateText, memberDocumentNames } from './document-messages';
import { useMemberDocuments } from './documents-api';
import { ReplaceForm } from './ReplaceForm';
import cardStyles from '../account/account.module.css';
import styles from './documents.module.css';

const text = defineMessages({
  heading: { id: 'roleAccounts.documents.heading', defaultMessage: 'Your documents and their expiry dates' },
  none: { id: 'roleAccounts.documents.none', defaultMessage: 'Your registration holds no documents.' },
  loading: { id: 'roleAccounts.documents.loading', defaultMessage: 'Loading your documents…' },
  failed: {
    id: 'roleAccounts.documents.failed',
    defaultMessage: 'Your documents could not be loaded. Please reload the page in a moment.',
  },
  expiresOn: { id: 'roleAccounts.documents.expiresOn', defaultMessage: 'Expiry date' },
  state: { id: 'roleAccounts.documents.state', defaultMessage: 'Status' },
  files: { id: 'roleAccounts.documents.files', defaultMessage: 'Files' },
  replace: { id: 'roleAccounts.documents.replace', defaultMessage: 'Replace' },
  pending: {
    id: 'roleAccounts.documents.pending',
    defaultMessage: 'Your new document is waiting for the federation office.',
  },
});

const valued = {
  file: defineMessage<{ number: string }>({
    id: 'roleAccounts.documents.file',
    defaultMessage: 'File {number}',
  }),
  replaceNamed: defineMessage<{ document: string }>({
    id: 'roleAccounts.documents.replaceNamed',
    defaultMessage: 'Replace your {document}',
  }),
  sent: defineMessage<{ document: string }>({
    id: 'roleAccounts.documents.sent',
    defaultMessage: 'Sent: the federation office will review your new {document}.',
  }),
};

/** An expired or expiring document may be replaced, once at a time. */
const replaceable = (document: MemberDocument) =>
  !document.replacementPending && (document.state === 'expired' || document.state === 'expiring');

function DocumentItem({
  document,
  replacing,
  onReplace,
  onClose,
  onSent,
}: {
  document: MemberDocument;
  replacing: boolean;
  onReplace: () => void;
  onClose: () => void;
  onSent: () => void;
}) {
  const intl = useIntl();
  const { day } = useDates();
  const name = intl.formatMessage(memberDocumentNames[document.document]);
  return (
    <li className={styles.document}>
      <h3>{name}</h3>
      <DetailsList
        items={[
          [
            intl.formatMessage(text.expiresOn),
            document.expiresOn && <time dateTime={document.expiresOn}>{day(document.expiresOn)}</time>,
          ],
          [
            intl.formatMessage(text.state),
            <span className={styles.state} data-state={document.state}>
              {intl.formatMessage(documentStateText[document.state])}
            </span>,
          ],
          [
            intl.formatMessage(text.files),
            document.fileIds.length > 0 && (
              <span className={styles.actions}>
                {document.fileIds.map((id, index) => (
                  <a key={id} href={accountFileUrl(id)} target="_blank" rel="noopener">
                    {document.fileIds.length === 1
                      ? name
                      : intl.formatMessage(valued.file, { number: intl.formatNumber(index + 1) })}
                  </a>
                ))}
              </span>
            ),
          ],
        ]}
      />
      {document.replacementPending && <p>{intl.formatMessage(text.pending)}</p>}
      {replacing ? (
        <ReplaceForm document={document.document} onDone={onSent} onCancel={onClose} />
      ) : (
        replaceable(document) && (
          <button
            type="button"
            className={buttonClassName}
            aria-label={intl.formatMessage(valued.replaceNamed, { document: name })}
            onClick={onReplace}
          >
            {intl.formatMessage(text.replace)}
          </button>
        )
      )}
    </li>
  );
}

/** The account page's documents: each with its expiry day and state, and "Replace" for an expired or expiring one. */
export function DocumentsSection() {
  const intl = useIntl();
  const documents = useMemberDocuments();
  const [replacing, setReplacing] = useState<MemberDocumentKind>();
  const [sent, setSent] = useState<MemberDocumentKind>();
  return (
    <section
      id="documents"
      className={cardStyles.card}
      aria-labelledby="documents-heading"
      aria-busy={documents.isPending}
    >
      <h2 id="documents-heading">{intl.formatMessage(text.heading)}</h2>
      {documents.isPending && <p role="status">{intl.formatMessage(text.loading)}</p>}
      {documents.isError && (
        <p role="alert" className={cardStyles.failed}>
          {intl.formatMessage(text.failed)}
        </p>
      )}
      <p role="status">
        {sent && intl.formatMessage(valued.sent, { document: intl.formatMessage(memberDocumentNames[sent]) })}
      </p>
      {documents.data &&
        (documents.data.documents.length === 0 ? (
          <p>{intl.formatMessage(text.none)}</p>
        ) : (
          <ul className={styles.list}>
            {documents.data.documents.map((document) => (
              <DocumentItem
                key={document.document}
                document={document}
                replacing={replacing === document.document}
                onReplace={() => {
                  setSent(undefined);
                  setReplacing(document.document);
                }}
                onClose={() => setReplacing(undefined)}
                onSent={() => {
                  setReplacing(undefined);
                  setSent(document.document);
                }}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

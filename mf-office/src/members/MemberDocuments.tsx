import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { createColumnHelper, Table, useCan } from '@uaeaf/account-kit';
import type { AccountType, MemberDocumentState, OfficeMemberDetail } from '@uaeaf/contracts';
import { useDates } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { requestFileUrl } from '../common/Files';
import { type BadgeTone, StatusBadge } from '../common/StatusBadge';
import { documentText as memberDocumentText } from '../requests/DocumentReplacementDetails';

type Document = OfficeMemberDetail['documents'][number];

export const documentsText = defineMessages({
  title: { id: 'office.members.documents', defaultMessage: 'Documents' },
  document: { id: 'office.members.documents.document', defaultMessage: 'Document' },
  expiresOn: { id: 'office.members.documents.expiresOn', defaultMessage: 'Expiry date' },
  state: { id: 'office.members.documents.state', defaultMessage: 'State' },
  files: { id: 'office.members.documents.files', defaultMessage: 'Files' },
  noExpiry: { id: 'office.members.documents.noExpiry', defaultMessage: 'No expiry date' },
  pending: {
    id: 'office.members.documents.pending',
    defaultMessage: 'A replacement waits for a decision',
  },
  none: {
    id: 'office.members.documents.none',
    defaultMessage: 'No documents on record: the member registered without them.',
  },
});

const stateText = defineMessages({
  valid: { id: 'office.members.documents.state.valid', defaultMessage: 'Valid' },
  expiring: { id: 'office.members.documents.state.expiring', defaultMessage: 'Expires within 30 days' },
  expired: { id: 'office.members.documents.state.expired', defaultMessage: 'Expired' },
  noExpiry: { id: 'office.members.documents.state.noExpiry', defaultMessage: 'Does not expire' },
}) satisfies Record<MemberDocumentState, unknown>;

const stateTone: Record<MemberDocumentState, BadgeTone> = {
  valid: 'good',
  expiring: 'waiting',
  expired: 'bad',
  noExpiry: 'neutral',
};

const fileLinkText = defineMessage<{ document: string; number: string }>({
  id: 'office.members.documents.fileLink',
  defaultMessage: '{document}, file {number}',
});

const column = createColumnHelper<Document>();

/** People keep documents; a club's or academy's registration holds none of them, and staff have no registration. */
export const keepsDocuments = (kind: AccountType) =>
  kind !== 'club' && kind !== 'academy' && kind !== 'admin';

/**
 * A person's documents (decision 056) on their office page: each with its expiry day and state, a pending
 * replacement marked, and links to its files for staff who may read requests (the files are the requests'); finance
 * reads the states without them.
 */
export function MemberDocuments({ documents }: { documents: Document[] }) {
  const intl = useIntl();
  const { day } = useDates();
  const readsFiles = useCan('requests.read');
  const columns = useMemo(
    () => [
      column.accessor((row) => intl.formatMessage(memberDocumentText[row.document]), {
        id: 'document',
        header: intl.formatMessage(documentsText.document),
        meta: { rowHeader: true },
      }),
      column.accessor('expiresOn', {
        header: intl.formatMessage(documentsText.expiresOn),
        cell: ({ getValue }) => {
          const expiresOn = getValue();
          return expiresOn ? (
            <time dateTime={expiresOn}>{day(expiresOn)}</time>
          ) : (
            intl.formatMessage(documentsText.noExpiry)
          );
        },
      }),
      column.accessor('state', {
        header: intl.formatMessage(documentsText.state),
        cell: ({ row, getValue }) => (
          <>
            <StatusBadge status={getValue()} tone={stateTone[getValue()]} text={stateText[getValue()]} />
            {row.original.replacementPending && <p>{intl.formatMessage(documentsText.pending)}</p>}
          </>
        ),
      }),
      ...(readsFiles
        ? [
            column.display({
              id: 'files',
              header: intl.formatMessage(documentsText.files),
              cell: ({ row }) => (
                <ul className={commonStyles.plainList}>
                  {row.original.fileIds.map((fileId, index) => (
                    <li key={fileId}>
                      <a
                        href={requestFileUrl(row.original.requestId, fileId)}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {intl.formatMessage(fileLinkText, {
                          document: intl.formatMessage(memberDocumentText[row.original.document]),
                          number: intl.formatNumber(index + 1),
                        })}
                      </a>
                    </li>
                  ))}
                </ul>
              ),
            }),
          ]
        : []),
    ],
    [intl, day, readsFiles],
  );
  if (documents.length === 0) return <p>{intl.formatMessage(documentsText.none)}</p>;
  return (
    <Table
      caption={intl.formatMessage(documentsText.title)}
      items={documents}
      columns={columns}
      getRowId={(row) => row.document}
    />
  );
}

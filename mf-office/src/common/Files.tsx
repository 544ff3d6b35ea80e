import { useIntl, type MessageDescriptor } from 'react-intl';
import { fieldLabels } from '@uaeaf/account-kit';
import { apiUrl } from '@uaeaf/api-client';
import { officeText } from './messages';
import styles from './files.module.css';

export interface SentFile {
  id: number;
  field: string;
  contentType: string;
  byteSize: number;
  /** Sent after the office asked for more documents (a service request's). */
  added?: boolean;
}

/**
 * A file of a request, served to staff only (the session cookie goes along: the API is same-origin). `queue` is the
 * office route the request is read under: the membership requests' or the services'.
 */
export function requestFileUrl(requestId: number, fileId: number, queue = '/office/requests'): string {
  return apiUrl(`${queue}/${requestId}/files/${fileId}`);
}

/**
 * The files an applicant sent: images shown in the page, PDFs (and anything else) as links that open them. `labels`
 * names the fields of forms other than registration's; a field named by neither reads as sent.
 */
export function Files({
  requestId,
  files,
  queue,
  labels = {},
}: {
  requestId: number;
  files: SentFile[];
  queue?: string;
  labels?: Record<string, MessageDescriptor>;
}) {
  const intl = useIntl();
  if (files.length === 0) return <p>{intl.formatMessage(officeText.noFiles)}</p>;
  const label = (field: string) => {
    const known = labels[field] ?? fieldLabels[field];
    return known ? intl.formatMessage(known) : field;
  };
  const size = (bytes: number) =>
    intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (
    <ul className={styles.files}>
      {files.map((file) => {
        const url = requestFileUrl(requestId, file.id, queue);
        const name = file.added
          ? intl.formatMessage(officeText.addedFile, { name: label(file.field) })
          : label(file.field);
        return (
          <li key={file.id}>
            {file.contentType.startsWith('image/') ? (
              <figure className={styles.figure}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={name} className={styles.image} loading="lazy" />
                </a>
                <figcaption>
                  {name} <span className={styles.size}>({size(file.byteSize)})</span>
                </figcaption>
              </figure>
            ) : (
              <a href={url} target="_blank" rel="noreferrer" className={styles.document}>
                {intl.formatMessage(officeText.openDocument, { name })}{' '}
                <span className={styles.size}>({size(file.byteSize)})</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

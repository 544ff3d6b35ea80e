import { useIntl } from 'react-intl';
import { fieldLabels } from '@uaeaf/account-kit';
import { apiUrl } from '@uaeaf/api-client';
import { officeText } from './messages';
import styles from './files.module.css';

export interface SentFile {
  id: number;
  field: string;
  contentType: string;
  byteSize: number;
}

/** A file of a request, served to staff only (the session cookie goes along: the API is same-origin). */
export function requestFileUrl(requestId: number, fileId: number): string {
  return apiUrl(`/office/requests/${requestId}/files/${fileId}`);
}

/** The files an applicant sent: images shown in the page, PDFs (and anything else) as links that open them. */
export function Files({ requestId, files }: { requestId: number; files: SentFile[] }) {
  const intl = useIntl();
  if (files.length === 0) return <p>{intl.formatMessage(officeText.noFiles)}</p>;
  const label = (field: string) => (fieldLabels[field] ? intl.formatMessage(fieldLabels[field]) : field);
  const size = (bytes: number) =>
    intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (
    <ul className={styles.files}>
      {files.map((file) => {
        const url = requestFileUrl(requestId, file.id);
        const name = label(file.field);
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

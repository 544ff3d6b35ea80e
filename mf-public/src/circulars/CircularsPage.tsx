import { useIntl, type IntlShape } from 'react-intl';
import { CircularListResponseSchema, type Attachment } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateText, Page, PageHeading, PagedResults, SearchForm } from '@uaeaf/ui';
import { publicKey } from '../shared-ui/api';
import { apiPath, useApi } from '@uaeaf/api-client';
import { useStaticPage } from '../shared-ui/layout';
import { usePageAndSearch } from '../shared-ui/list-query';
import content from '../shared-ui/content.module.css';
import { circularText, circularsPage, fileDetails } from './messages';
import styles from './circulars.module.css';

/** "PDF, 240 KB": the file's kind from its type, and its size in the page's digits. */
function describeFile(intl: IntlShape, { mimeType, size }: Pick<Attachment, 'mimeType' | 'size'>) {
  const subtype = mimeType.split('/')[1] ?? mimeType;
  const type = subtype.replace(/^vnd\.openxmlformats-officedocument\..*$/, 'office').toUpperCase();
  const [value, unit] =
    size >= 1_048_576 ? [size / 1_048_576, 'megabyte'] : [Math.max(1, Math.round(size / 1024)), 'kilobyte'];
  const formatted = intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
  return intl.formatMessage(fileDetails, { type, size: formatted });
}

export function CircularsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { title, description } = useStaticPage(circularsPage);
  const { page, q } = usePageAndSearch();
  const query = useApi(
    publicKey('circulars', 'list', { page, q }),
    apiPath('/circulars', { page, q }),
    CircularListResponseSchema,
    { keepPrevious: true },
  );
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SearchForm label={intl.formatMessage(circularText.search)} />
      <PagedResults query={query} page={page} filtered={!!q}>
        {(items) => (
          <ul className={styles.list}>
            {items.map((circular) => (
              <li key={circular.id} className={styles.item}>
                <h2 className={styles.title}>{circular.title[locale]}</h2>
                <p className={content.meta}>
                  <span>
                    {intl.formatMessage(circularText.number)}:{' '}
                    <span className="ltr-value" dir="ltr">
                      {circular.number}
                    </span>
                  </span>
                  <span>
                    {intl.formatMessage(circularText.issued)}: <DateText value={circular.issuedOn} />
                  </span>
                </p>
                {circular.attachments.length > 0 && (
                  <ul className={styles.files} aria-label={intl.formatMessage(circularText.attachments)}>
                    {circular.attachments.map((file) => (
                      <li key={file.url}>
                        <a
                          href={file.url}
                          className={styles.file}
                          download={file.url.startsWith('/') || undefined}
                        >
                          {file.name[locale]}
                        </a>{' '}
                        <span className={styles.fileDetails}>({describeFile(intl, file)})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </Page>
  );
}

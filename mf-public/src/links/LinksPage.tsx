import { useIntl } from 'react-intl';
import { LinkListPageSchema, type LinkListSlug } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { EmptyState, Page, PageHeading, QueryStates, usePageMeta } from '@uaeaf/ui';
import { publicKey } from '../shared-ui/api';
import { useApi } from '@uaeaf/api-client';
import { uiText } from '../shared-ui/messages';
import { ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { LocalizedRichTextView } from '../shared-ui/RichText';
import { linkPages } from './messages';
import styles from './links.module.css';

export function LinksPage({ slug }: { slug: LinkListSlug }) {
  const intl = useIntl();
  const locale = useLocale();
  const query = useApi(publicKey('links', slug), `/links/${slug}`, LinkListPageSchema);
  // The office edits each list's title (decision 070); the catalogue's words stand in until the list is read.
  const title = query.data?.title[locale] ?? intl.formatMessage(linkPages[slug].title);
  const description = intl.formatMessage(linkPages[slug].purpose);
  usePageMeta({ title, description });
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <QueryStates query={query} tall>
        {(page) => (
          <>
            {page.intro && <LocalizedRichTextView text={page.intro} />}
            {page.links.length > 0 ? (
              <ul className={styles.links}>
                {page.links.map((link) => (
                  <li key={link.id} className={styles.link}>
                    {link.logo && <ResponsiveImage image={link.logo} width={80} className={styles.logo} />}
                    <div>
                      <h2 className={styles.title}>
                        <a href={link.url} rel="noopener noreferrer">
                          {link.title[locale]}
                          <span className="visually-hidden"> {intl.formatMessage(uiText.externalLink)}</span>
                        </a>
                      </h2>
                      {link.description && <p>{link.description[locale]}</p>}
                      <p className={styles.url} dir="ltr">
                        {link.url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              !page.intro && <EmptyState />
            )}
          </>
        )}
      </QueryStates>
    </Page>
  );
}

import { useIntl } from 'react-intl';
import { InformationPageSchema, type InformationPageSlug } from '@uaeaf/contracts';
import { DateText, Page, PageHeading, QueryStates } from '@uaeaf/ui';
import { publicKey } from '../shared-ui/api';
import { useApi } from '@uaeaf/api-client';
import { useStaticPage, type PageText } from '../shared-ui/layout';
import { uiText } from '../shared-ui/messages';
import { ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { LocalizedRichTextView } from '../shared-ui/RichText';
import content from '../shared-ui/content.module.css';
import { informationPages, type InformationPath } from './messages';

/** The text of one of the federation's pages, as its editors keep it. */
export function useInformationPage(slug: InformationPageSlug) {
  return useApi(publicKey('pages', slug), `/pages/${slug}`, InformationPageSchema);
}

function InformationPageBody({ slug }: { slug: InformationPageSlug }) {
  const intl = useIntl();
  const query = useInformationPage(slug);
  return (
    <QueryStates query={query} tall>
      {(page) => (
        <div className={content.article}>
          {page.image && <ResponsiveImage image={page.image} width={768} priority className={content.hero} />}
          <LocalizedRichTextView text={page.body} />
          <p className={content.meta}>
            {intl.formatMessage(uiText.updatedOn)}: <DateText value={page.updatedOn} />
          </p>
        </div>
      )}
    </QueryStates>
  );
}

/** A text page: its fixed title (shown at once, before the text arrives) and the federation's text. */
export function InformationPage({ slug }: { slug: InformationPath }) {
  const { title } = useStaticPage(informationPages[slug] as PageText);
  return (
    <Page>
      <PageHeading title={title} />
      <InformationPageBody slug={slug} />
    </Page>
  );
}

import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { NewsDetail } from '@uaeaf/contracts';
import { useLocale, type Locale } from '@uaeaf/i18n';
import {
  DateText,
  LocalizedLink,
  Page,
  PageHeading,
  PagedResults,
  QueryStates,
  usePageMeta,
  usePageUrl,
  useFederationOrganization,
  useSiteOrigin,
  useStructuredData,
  SearchForm,
} from '@uaeaf/ui';
import { imageUrl } from '../shared-ui/api';
import { Card, CardGrid, useStaticPage } from '../shared-ui/layout';
import { usePageAndSearch } from '../shared-ui/list-query';
import { firstPictured, ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { LocalizedRichTextView } from '../shared-ui/RichText';
import content from '../shared-ui/content.module.css';
import { useNewsItem, useNewsList } from './api';
import { newsItemPage, newsListPage, newsText } from './messages';

export function NewsListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { title, description } = useStaticPage(newsListPage);
  const { page, q } = usePageAndSearch();
  const query = useNewsList({ page, q });
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SearchForm label={intl.formatMessage(newsText.search)} />
      <PagedResults query={query} page={page} filtered={!!q}>
        {(items) => (
          <CardGrid>
            {items.map((story, index) => (
              <Card
                key={story.id}
                to={`/news/${story.id}`}
                title={story.title[locale]}
                image={story.image}
                priority={index === firstPictured(items)}
              >
                <p className={content.meta}>
                  <DateText value={story.publishedOn} />
                </p>
                <p>{story.summary[locale]}</p>
              </Card>
            ))}
          </CardGrid>
        )}
      </PagedResults>
    </Page>
  );
}

/** The story as a schema.org `NewsArticle`, in the page's language, for search engines' news results. */
function useNewsArticleData(story: NewsDetail | undefined, image: string | undefined, locale: Locale) {
  const origin = useSiteOrigin();
  const url = usePageUrl();
  const publisher = useFederationOrganization();
  useStructuredData(
    story && {
      '@type': 'NewsArticle',
      headline: story.title[locale],
      description: story.summary[locale],
      datePublished: story.publishedOn,
      ...(image && { image: new URL(image, origin).href }),
      inLanguage: locale,
      mainEntityOfPage: url,
      publisher,
    },
  );
}

export function NewsDetailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = useNewsItem(id);
  const story = query.data;
  const image = story?.image ? imageUrl(story.image.path, 1280) : undefined;
  usePageMeta({
    title: story?.title[locale] ?? intl.formatMessage(newsItemPage.title),
    description: story?.summary[locale] ?? intl.formatMessage(newsItemPage.purpose),
    image,
  });
  useNewsArticleData(story, image, locale);
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(newsItemPage.title)}>
      {(story) => (
        <Page>
          <article className={content.article}>
            <PageHeading title={story.title[locale]}>
              <p className={content.meta}>
                <DateText value={story.publishedOn} />
              </p>
            </PageHeading>
            {story.image && (
              <ResponsiveImage image={story.image} width={768} priority className={content.hero} />
            )}
            <LocalizedRichTextView text={story.body} />
            {story.photos.length > 0 && (
              <section className={content.section} aria-labelledby="news-photos">
                <h2 id="news-photos">{intl.formatMessage(newsText.photos)}</h2>
                <ul className={content.photos}>
                  {story.photos.map((photo, index) => (
                    <li key={`${index}-${photo.path}`}>
                      <ResponsiveImage image={photo} width={320} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </article>
          <LocalizedLink to="/news" className={content.back}>
            {intl.formatMessage(newsText.all)}
          </LocalizedLink>
        </Page>
      )}
    </QueryStates>
  );
}

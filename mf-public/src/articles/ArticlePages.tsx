import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useLocale } from '@uaeaf/i18n';
import {
  DateText,
  LocalizedLink,
  Page,
  PageHeading,
  PagedResults,
  QueryStates,
  buttonClassName,
  usePageMeta,
  SearchForm,
} from '@uaeaf/ui';
import { imageUrl } from '../shared-ui/api';
import { Card, CardGrid, useStaticPage } from '../shared-ui/layout';
import { usePageAndSearch } from '../shared-ui/list-query';
import { firstPictured, ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { LocalizedRichTextView } from '../shared-ui/RichText';
import content from '../shared-ui/content.module.css';
import { useArticle, useArticleList } from './api';
import { articleItemPage, articleListPage, articleText, byAuthor } from './messages';

export function ArticleListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { title, description } = useStaticPage(articleListPage);
  const { page, q } = usePageAndSearch();
  const query = useArticleList({ page, q });
  return (
    <Page>
      <PageHeading title={title} lead={description}>
        <LocalizedLink to="/articles/send" className={buttonClassName}>
          {intl.formatMessage(articleText.send)}
        </LocalizedLink>
      </PageHeading>
      <SearchForm label={intl.formatMessage(articleText.search)} />
      <PagedResults query={query} page={page} filtered={!!q}>
        {(items) => (
          <CardGrid>
            {items.map((article, index) => (
              <Card
                key={article.id}
                to={`/articles/${article.id}`}
                title={article.title[locale]}
                image={article.image}
                priority={index === firstPictured(items)}
              >
                <p className={content.meta}>
                  <span>{intl.formatMessage(byAuthor, { author: article.author[locale] })}</span>
                  <DateText value={article.publishedOn} />
                </p>
                <p>{article.summary[locale]}</p>
              </Card>
            ))}
          </CardGrid>
        )}
      </PagedResults>
    </Page>
  );
}

export function ArticleDetailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = useArticle(id);
  const article = query.data;
  usePageMeta({
    title: article?.title[locale] ?? intl.formatMessage(articleItemPage.title),
    description: article?.summary[locale] ?? intl.formatMessage(articleItemPage.purpose),
    image: article?.image ? imageUrl(article.image.path, 1280) : undefined,
  });
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(articleItemPage.title)}>
      {(article) => (
        <Page>
          <article className={content.article}>
            <PageHeading title={article.title[locale]}>
              <p className={content.meta}>
                <span>{intl.formatMessage(byAuthor, { author: article.author[locale] })}</span>
                <DateText value={article.publishedOn} />
              </p>
            </PageHeading>
            {article.image && (
              <ResponsiveImage image={article.image} width={768} priority className={content.hero} />
            )}
            <LocalizedRichTextView text={article.body} />
          </article>
          <LocalizedLink to="/articles" className={content.back}>
            {intl.formatMessage(articleText.all)}
          </LocalizedLink>
        </Page>
      )}
    </QueryStates>
  );
}

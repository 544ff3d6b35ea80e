import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState, NotFoundRoute, RemoteRoot, RequireNumericId, lazyPage } from '@uaeaf/ui';
import { publicMessageLoaders } from './messages';
import { HomePage, SliderPage } from './home/HomePages';
import { informationPages, type InformationPath } from './information/messages';
import { linkPages } from './links/messages';
import type { LinkListSlug } from '@uaeaf/contracts';

// One chunk per feature, loaded when one of its pages is first shown; the home page is in the entry.
const news = () => import('./news/NewsPages');
const articles = () => import('./articles/ArticlePages');
const clubs = () => import('./clubs/ClubPages');
const training = () => import('./training/TrainingPages');
const federation = () => import('./federation/FederationPages');

const NewsListPage = lazyPage(news, 'NewsListPage');
const NewsDetailPage = lazyPage(news, 'NewsDetailPage');
const ArticleListPage = lazyPage(articles, 'ArticleListPage');
const ArticleDetailPage = lazyPage(articles, 'ArticleDetailPage');
const ArticleSubmissionPage = lazyPage(
  () => import('./submissions/ArticleSubmissionPage'),
  'ArticleSubmissionPage',
);
const ClubListPage = lazyPage(clubs, 'ClubListPage');
const ClubDetailPage = lazyPage(clubs, 'ClubDetailPage');
const CentreListPage = lazyPage(training, 'CentreListPage');
const CentreDetailPage = lazyPage(training, 'CentreDetailPage');
const CourseListPage = lazyPage(training, 'CourseListPage');
const CourseDetailPage = lazyPage(training, 'CourseDetailPage');
const CircularsPage = lazyPage(() => import('./circulars/CircularsPage'), 'CircularsPage');
const gallery = () => import('./gallery/GalleryPage');
const GalleryPage = lazyPage(gallery, 'GalleryPage');
const AlbumPage = lazyPage(gallery, 'AlbumPage');
const BoardPage = lazyPage(federation, 'BoardPage');
const PartnersPage = lazyPage(federation, 'PartnersPage');
const CareersPage = lazyPage(federation, 'CareersPage');
const ContactPage = lazyPage(() => import('./contact/ContactPage'), 'ContactPage');
const InformationPage = lazyPage(() => import('./information/InformationPage'), 'InformationPage');
const LinksPage = lazyPage(() => import('./links/LinksPage'), 'LinksPage');
const VerifyPage = lazyPage(() => import('./verify/VerifyPage'), 'VerifyPage');
const SearchPage = lazyPage(() => import('./search/SearchPage'), 'SearchPage');

/** A list at `/{path}` and a page per item at `/{path}/{id}` (ids are numbers; anything else is not found). */
function collection(path: string, List: ComponentType, Item: ComponentType) {
  return (
    <Route key={path} path={path}>
      <Route index element={<List />} />
      <Route
        path=":id"
        element={
          <RequireNumericId>
            <Item />
          </RequireNumericId>
        }
      />
    </Route>
  );
}

/** Exposed as `mf_public/routes`; paths are relative to the locale root the shell mounts it under. */
export default function PublicRoutes() {
  return (
    <RemoteRoot messages={publicMessageLoaders}>
      <Suspense fallback={<LoadingState tall />}>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="slider" element={<SliderPage />} />
          {collection('news', NewsListPage, NewsDetailPage)}
          <Route path="articles/send" element={<ArticleSubmissionPage />} />
          {collection('articles', ArticleListPage, ArticleDetailPage)}
          {collection('clubs', ClubListPage, ClubDetailPage)}
          {collection('training-centers', CentreListPage, CentreDetailPage)}
          {collection('training-courses', CourseListPage, CourseDetailPage)}
          <Route path="circulars" element={<CircularsPage />} />
          {collection('gallery', GalleryPage, AlbumPage)}
          <Route path="careers" element={<CareersPage />} />
          <Route path="partners" element={<PartnersPage />} />
          <Route path="board-of-directors" element={<BoardPage />} />
          <Route path="contact-us" element={<ContactPage />} />
          <Route path="verify" element={<VerifyPage />} />
          <Route path="verify/:code" element={<VerifyPage />} />
          <Route path="search" element={<SearchPage />} />
          {(Object.keys(informationPages) as InformationPath[]).map((slug) => (
            <Route key={slug} path={slug} element={<InformationPage key={slug} slug={slug} />} />
          ))}
          {(Object.keys(linkPages) as LinkListSlug[]).map((slug) => (
            <Route key={slug} path={slug} element={<LinksPage key={slug} slug={slug} />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}

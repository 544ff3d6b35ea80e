import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  GalleryAlbumDetailSchema,
  GalleryAlbumListResponseSchema,
  GalleryPhotoListResponseSchema,
} from '@uaeaf/contracts';
import { ApiError } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import {
  DateText,
  LocalizedLink,
  Page,
  PageHeading,
  PagedResults,
  QueryStates,
  usePageMeta,
  SearchForm,
} from '@uaeaf/ui';
import { imageUrl, publicKey } from '../shared-ui/api';
import { apiPath, useApi } from '@uaeaf/api-client';
import { Card, CardGrid, useStaticPage } from '../shared-ui/layout';
import { usePageAndSearch } from '../shared-ui/list-query';
import { ResponsiveImage } from '../shared-ui/ResponsiveImage';
import content from '../shared-ui/content.module.css';
import { galleryPage, galleryText, photoCount } from './messages';

/** `/gallery` lists the albums; `/gallery?album={id}` shows one album's photos (the gallery has one address). */
export function GalleryPage() {
  const { params } = usePageAndSearch();
  const album = params.get('album');
  // Opening or leaving an album keeps the path, so the shell does not scroll: start it at the top here.
  const shown = useRef(album);
  useEffect(() => {
    if (shown.current === album) return;
    shown.current = album;
    window.scrollTo(0, 0);
  }, [album]);
  if (album !== null) return <AlbumView id={album} />;
  return <AlbumList />;
}

function AlbumList() {
  const intl = useIntl();
  const locale = useLocale();
  const { title, description } = useStaticPage(galleryPage);
  const { page, q } = usePageAndSearch();
  const query = useApi(
    publicKey('gallery', 'list', { page, q }),
    apiPath('/gallery', { page, q }),
    GalleryAlbumListResponseSchema,
    { keepPrevious: true },
  );
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SearchForm label={intl.formatMessage(galleryText.search)} />
      <PagedResults query={query} page={page} filtered={!!q}>
        {(items) => (
          <CardGrid>
            {items.map((album, index) => (
              <Card
                key={album.id}
                to={`/gallery?album=${album.id}`}
                title={album.title[locale]}
                image={album.cover}
                priority={index === 0}
              >
                <p className={content.meta}>
                  <DateText value={album.takenOn} />
                  <span>{intl.formatMessage(photoCount, { count: album.photoCount })}</span>
                </p>
              </Card>
            ))}
          </CardGrid>
        )}
      </PagedResults>
    </Page>
  );
}

const unknownAlbum = {
  data: undefined,
  error: new ApiError(404, 'not_found', 'No such album'),
  isPending: false,
  refetch: () => undefined,
};

function AlbumView({ id }: { id: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { page } = usePageAndSearch();
  const valid = /^\d+$/.test(id);
  const album = useApi(publicKey('gallery', id), `/gallery/${id}`, GalleryAlbumDetailSchema, {
    enabled: valid,
  });
  const photos = useApi(
    publicKey('gallery', id, 'photos', page),
    apiPath(`/gallery/${id}/photos`, { page }),
    GalleryPhotoListResponseSchema,
    { keepPrevious: true, enabled: valid && album.isSuccess },
  );
  const data = album.data;
  usePageMeta({
    title: data?.title[locale] ?? intl.formatMessage(galleryPage.title),
    description: data?.description?.[locale] ?? intl.formatMessage(galleryPage.purpose),
    image: data ? imageUrl(data.cover.path, 1280) : undefined,
  });
  // An id that is no number is no album: "Page Not Found", as for an unknown id.
  const query = valid ? album : unknownAlbum;
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(galleryText.album)}>
      {(album) => (
        <Page>
          <PageHeading title={album.title[locale]} lead={album.description?.[locale]}>
            <p className={content.meta}>
              <DateText value={album.takenOn} />
              <span>{intl.formatMessage(photoCount, { count: album.photoCount })}</span>
            </p>
          </PageHeading>
          <PagedResults query={photos} page={page} filtered={false}>
            {(items) => (
              <ul className={content.photos}>
                {items.map((photo, index) => (
                  <li key={photo.id}>
                    <figure>
                      <a href={imageUrl(photo.image.path, 1536)} aria-describedby={`photo-${photo.id}-full`}>
                        <ResponsiveImage
                          image={photo.image}
                          width={320}
                          priority={index === 0 && page === 1}
                        />
                      </a>
                      <span id={`photo-${photo.id}-full`} hidden>
                        {intl.formatMessage(galleryText.fullSize)}
                      </span>
                      {photo.caption && <figcaption>{photo.caption[locale]}</figcaption>}
                    </figure>
                  </li>
                ))}
              </ul>
            )}
          </PagedResults>
          <LocalizedLink to="/gallery" className={content.back}>
            {intl.formatMessage(galleryText.all)}
          </LocalizedLink>
        </Page>
      )}
    </QueryStates>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  GalleryAlbumDetailSchema,
  GalleryAlbumListResponseSchema,
  GalleryPhotoListResponseSchema,
} from '@uaeaf/contracts';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { localizePath, useLocale } from '@uaeaf/i18n';
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
import { Lightbox } from './Lightbox';
import { galleryPage, galleryText, photoCount } from './messages';
import styles from './gallery.module.css';

/**
 * `/gallery` lists the albums; an album is `/gallery/{id}`. The old `/gallery?album={id}` form (shared links, search
 * engines) is sent on to the album's own address.
 */
export function GalleryPage() {
  const locale = useLocale();
  const [params] = useSearchParams();
  const album = params.get('album');
  if (album === null) return <AlbumList />;
  params.delete('album');
  const rest = params.toString();
  return <Navigate replace to={localizePath(`/gallery/${album}${rest ? `?${rest}` : ''}`, locale)} />;
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
                to={`/gallery/${album.id}`}
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

/** `/gallery/{id}`: an album's photos; a photo opens in the lightbox, on the page. */
export function AlbumPage() {
  const { id = '' } = useParams();
  return <AlbumView key={id} id={id} />;
}

function AlbumView({ id }: { id: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { page } = usePageAndSearch();
  const album = useApi(publicKey('gallery', id), `/gallery/${id}`, GalleryAlbumDetailSchema);
  const photos = useApi(
    publicKey('gallery', id, 'photos', page),
    apiPath(`/gallery/${id}/photos`, { page }),
    GalleryPhotoListResponseSchema,
    { keepPrevious: true, enabled: album.isSuccess },
  );
  const data = album.data;
  usePageMeta({
    title: data?.title[locale] ?? intl.formatMessage(galleryPage.title),
    description: data?.description?.[locale] ?? intl.formatMessage(galleryPage.purpose),
    image: data ? imageUrl(data.cover.path, 1280) : undefined,
  });
  const [shown, setShown] = useState<number | null>(null);
  return (
    <QueryStates query={album} notFoundPage loadingHeading={intl.formatMessage(galleryText.album)}>
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
              <>
                <ul className={content.photos}>
                  {items.map((photo, index) => (
                    <li key={photo.id}>
                      <figure>
                        <button
                          type="button"
                          className={styles.thumbnail}
                          aria-haspopup="dialog"
                          aria-describedby={photo.caption ? `photo-${photo.id}-caption` : undefined}
                          onClick={() => setShown(index)}
                        >
                          <ResponsiveImage
                            image={photo.image}
                            width={320}
                            priority={index === 0 && page === 1}
                          />
                        </button>
                        {photo.caption && (
                          <figcaption id={`photo-${photo.id}-caption`}>{photo.caption[locale]}</figcaption>
                        )}
                      </figure>
                    </li>
                  ))}
                </ul>
                {shown !== null && items[shown] && (
                  <Lightbox
                    photos={items}
                    index={shown}
                    firstNumber={(photos.data!.page - 1) * photos.data!.pageSize + 1}
                    total={photos.data!.total}
                    onShow={setShown}
                    onClose={() => setShown(null)}
                  />
                )}
              </>
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

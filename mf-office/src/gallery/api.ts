import { sendJson } from '@uaeaf/account-kit';
import {
  GalleryAlbumItemSchema,
  GalleryAlbumOfficeListSchema,
  NewsPhotosSchema,
  type PublishInput,
} from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

export const albumPath = (id?: number | string) => `/office/gallery${id === undefined ? '' : `/${id}`}`;

export const useAlbumList = (query: Query) =>
  useOfficeApi('gallery', albumPath(), GalleryAlbumOfficeListSchema, query, { keepPrevious: true });

export const useAlbum = (id: string, enabled: boolean) =>
  useOfficeApi('gallery-album', albumPath(id), GalleryAlbumItemSchema, {}, { enabled });

export const publishAlbum = (id: number, body: PublishInput) =>
  sendJson('POST', `${albumPath(id)}/publish`, GalleryAlbumItemSchema, body);

export const unpublishAlbum = (id: number) =>
  sendJson('POST', `${albumPath(id)}/unpublish`, GalleryAlbumItemSchema, {});

export const newsPhotosPath = (id: number) => `/office/content/news/${id}/photos`;

export const useNewsPhotos = (id: number) =>
  useOfficeApi('news-photos', newsPhotosPath(id), NewsPhotosSchema);

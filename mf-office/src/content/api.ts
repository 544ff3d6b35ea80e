import { sendJson } from '@uaeaf/account-kit';
import {
  ContentItemSchema,
  ContentListResponseSchema,
  type ContentKind,
  DeletedDraftSchema,
  type PublishInput,
} from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

export const contentPath = (kind: ContentKind, id?: number | string) =>
  `/office/content/${kind}${id === undefined ? '' : `/${id}`}`;

export const useContentList = (kind: ContentKind, query: Query) =>
  useOfficeApi(`content-${kind}`, contentPath(kind), ContentListResponseSchema, query, {
    keepPrevious: true,
  });

export const useContentItem = (kind: ContentKind, id: string, enabled: boolean) =>
  useOfficeApi(`content-${kind}-item`, contentPath(kind, id), ContentItemSchema, {}, { enabled });

export const publish = (kind: ContentKind, id: number, body: PublishInput) =>
  sendJson('POST', `${contentPath(kind, id)}/publish`, ContentItemSchema, body);

export const unpublish = (kind: ContentKind, id: number) =>
  sendJson('POST', `${contentPath(kind, id)}/unpublish`, ContentItemSchema, {});

export const deleteDraft = (kind: ContentKind, id: number) =>
  sendJson('DELETE', contentPath(kind, id), DeletedDraftSchema, undefined);

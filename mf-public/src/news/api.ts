import { NewsDetailSchema, NewsListResponseSchema } from '@uaeaf/contracts';
import { publicKey } from '../shared-ui/api';
import { apiPath, useApi } from '@uaeaf/api-client';

export function useNewsList(query: { page: number; q?: string; pageSize?: number }) {
  return useApi(publicKey('news', 'list', query), apiPath('/news', query), NewsListResponseSchema, {
    keepPrevious: true,
  });
}

export function useNewsItem(id: string) {
  return useApi(publicKey('news', id), `/news/${id}`, NewsDetailSchema);
}

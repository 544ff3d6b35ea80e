import { ArticleDetailSchema, ArticleListResponseSchema } from '@uaeaf/contracts';
import { publicKey } from '../shared-ui/api';
import { apiPath, useApi } from '@uaeaf/api-client';

export function useArticleList(query: { page: number; q?: string }) {
  return useApi(
    publicKey('articles', 'list', query),
    apiPath('/articles', query),
    ArticleListResponseSchema,
    {
      keepPrevious: true,
    },
  );
}

export function useArticle(id: string) {
  return useApi(publicKey('articles', id), `/articles/${id}`, ArticleDetailSchema);
}

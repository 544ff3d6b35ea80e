import { type PageQuery, type Paginated, pageCount, pageOffset } from '@uaeaf/contracts';

type PageParams = Pick<PageQuery, 'page' | 'pageSize'>;

/**
 * One page of a list: the count and the page's rows come from two queries over the same filter. A page past the last
 * is an empty `items` with the true counts, as the contract says, never a 404.
 */
export async function listPage<TItem>(
  query: PageParams,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<TItem[]>,
): Promise<Paginated<TItem>> {
  const total = await count();
  const offset = pageOffset(query);
  const items = offset < total ? await rows(query.pageSize, offset) : [];
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

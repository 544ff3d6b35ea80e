import {
  type SearchResponse,
  SearchQuerySchema,
  type SuggestionsResponse,
  SuggestionQuerySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { parseQuery } from '../http/query';
import { search, suggest } from './search';
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from '../http/answer-headers';

/**
 * A browser may keep an answer five seconds (a publication shows as soon as on the lists), but it is not `public`: the
 * in-memory cache of decision 064 keeps only public answers, and every word typed is a new URL that would push the
 * site's lists out of its 2,000 places for an answer nobody asks again (decision 088).
 */
const browserOnly: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) setAnswerHeader(c, 'Cache-Control', 'private, max-age=5');
};

/** `/api/search` (a page of results and the counts per kind) and `/api/search/suggestions` (the header's box). */
export function searchRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();

  routes.get('/search', browserOnly, async (c) =>
    c.json<SearchResponse>(await search(db, parseQuery(c, SearchQuerySchema), now())),
  );

  routes.get('/search/suggestions', browserOnly, async (c) =>
    c.json<SuggestionsResponse>({ items: await suggest(db, parseQuery(c, SuggestionQuerySchema).q, now()) }),
  );

  return routes;
}

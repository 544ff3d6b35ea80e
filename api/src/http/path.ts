import type { Context } from 'hono';
import { ApiError } from './errors';

// A PostgreSQL `integer`; a longer number cannot be an id, and passing it on would make the query fail with a 500.
const maxId = 2_147_483_647;

/**
 * The numeric id in a route path (`/news/:id`). Anything that is not one (`abc`, `0`, `1.5`, `99999999999`) names no
 * item, so it answers 404 like an id that does not exist: the address is wrong, not the request's shape.
 */
export function idParam(c: Context, name = 'id'): number {
  const text = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= maxId)) throw notFound(c);
  return id;
}

/** The documented 404 for a path that names nothing. */
export function notFound(c: Context): ApiError {
  return new ApiError(404, 'not_found', `Nothing found at ${c.req.path}`);
}

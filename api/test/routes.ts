import type { Hono } from 'hono';

/** Every route the app serves, as `METHOD /path` (middleware is registered under ALL and is no route). */
export function appRoutes(app: Hono): string[] {
  return [
    ...new Set(app.routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
  ];
}

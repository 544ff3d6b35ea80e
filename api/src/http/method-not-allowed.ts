import type { Hono } from 'hono';
import { ApiError, errorResponse } from './errors';

/**
 * Hono answers 404 when a path exists only under other methods; a client deserves 405 and an Allow header.
 * Call it after every route is registered: it adds a catch-all behind each route path.
 */
export function answerMethodNotAllowed(app: Hono): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    // Middleware is registered under ALL; it does not make a path exist.
    if (route.method === 'ALL') continue;
    const methods = methodsByPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    methodsByPath.set(route.path, methods);
  }
  for (const [path, methods] of methodsByPath) {
    // Hono serves HEAD from the GET handler.
    if (methods.has('GET')) methods.add('HEAD');
    const allow = [...methods].join(', ');
    app.all(path, (c) => {
      c.header('Allow', allow);
      return errorResponse(
        c,
        new ApiError(
          405,
          'method_not_allowed',
          `${c.req.method} is not allowed on ${c.req.path}; use ${allow}`,
        ),
      );
    });
  }
}

import * as v from 'valibot';
import { ApiErrorBodySchema } from '@uaeaf/contracts';

/** An API failure as the front ends see it: the status, the error code and the per-field message ids. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let apiBase = '/api';

/** The shell sets this from its runtime config; every remote's calls then go to the same API. */
export function configureApi(options: { base: string }) {
  apiBase = options.base.replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = v.safeParse(ApiErrorBodySchema, await response.json().catch(() => undefined));
  if (body.success) {
    const { code, message, fields } = body.output.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, 'http_error', response.statusText || `HTTP ${response.status}`);
}

/**
 * Calls the API and checks the answer against its contract, so a front end never renders a shape it did not expect.
 * Cookies go along (the session cookie is httpOnly).
 */
export async function apiRequest<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  init: RequestInit = {},
  fetcher: typeof fetch = fetch,
): Promise<v.InferOutput<TSchema>> {
  const response = await fetcher(apiUrl(path), {
    credentials: 'include',
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (!response.ok) throw await toApiError(response);
  return v.parse(schema, await response.json());
}

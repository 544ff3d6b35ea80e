import { vi } from 'vitest';

export interface StubbedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

export interface StubAnswer {
  status: number;
  body: unknown;
}

/** An answer, or a function of the request giving one; a promise answers when it settles (a slow upload). */
export type Answer = StubAnswer | ((request: StubbedRequest) => StubAnswer | Promise<StubAnswer>);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (body: unknown): StubAnswer => ({ status: 200, body });

export const refusal = (status: number, code: string, fields?: Record<string, string[]>): StubAnswer => ({
  status,
  body: { error: { code, message: code, ...(fields ? { fields } : {}) } },
});

/**
 * Replaces fetch with the API's answers, by "METHOD /path" or by path (without `/api`); `fallback` may answer the
 * rest (a remote's content fixtures), anything else is a 404. Returns the mock and the requests it received.
 */
export function stubApi(
  answers: Record<string, Answer> = {},
  fallback: (request: StubbedRequest) => StubAnswer | undefined = () => undefined,
) {
  const requests: StubbedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, params: url.searchParams, body };
    requests.push(request);
    const answer = answers[`${method} ${path}`] ?? answers[path];
    const { status, body: answerBody } =
      (await (typeof answer === 'function' ? answer(request) : answer)) ??
      fallback(request) ??
      refusal(404, 'not_found');
    return json(status, answerBody);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

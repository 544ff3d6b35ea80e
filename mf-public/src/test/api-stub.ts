import { vi } from 'vitest';
import { contentAnswers } from './fixtures';

export interface StubbedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Answer =
  { status: number; body: unknown } | ((request: StubbedRequest) => { status: number; body: unknown });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const notFound = { error: { code: 'not_found', message: 'Not found' } };

/**
 * Replaces fetch with the API's answers: the content fixtures for GETs, `overrides` by "METHOD /path" or by path.
 * Returns the mock and the requests it received.
 */
export function stubApi(overrides: Record<string, Answer> = {}) {
  const requests: StubbedRequest[] = [];
  const content = contentAnswers();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, params: url.searchParams, body };
    requests.push(request);
    const override = overrides[`${method} ${path}`] ?? overrides[path];
    if (override) {
      const answer = typeof override === 'function' ? override(request) : override;
      return json(answer.status, answer.body);
    }
    if (method === 'GET' && path in content) return json(200, content[path]);
    return json(404, notFound);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

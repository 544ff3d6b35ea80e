import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { apiPath, isNotFound, retryOnce } from './queries';

describe('query helpers', () => {
  it('builds a path with its query string, leaving out empty values', () => {
    expect(apiPath('/news', { page: 2, q: 'بطولة', kind: undefined, season: '' })).toBe(
      '/news?page=2&q=%D8%A8%D8%B7%D9%88%D9%84%D8%A9',
    );
    expect(apiPath('/news')).toBe('/news');
  });

  it('tries again once only what may pass: a network failure or a 5xx, not a 4xx or an answer off contract', () => {
    const apiError = (status: number) => new ApiError(status, 'code', 'message');
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryOnce(0, apiError(503))).toBe(true);
    expect(retryOnce(0, apiError(404))).toBe(false);
    expect(retryOnce(0, Object.assign(new Error('off contract'), { name: 'ValiError' }))).toBe(false);
  });

  it('tells a missing item from other failures', () => {
    expect(isNotFound(new ApiError(404, 'not_found', 'gone'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'internal', 'oops'))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});

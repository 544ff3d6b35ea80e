import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, apiRequest, apiUrl, configureApi } from './client';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ base: '/api' });
  });

  it('prefixes paths with the configured base', () => {
    configureApi({ base: 'https://api.example.ae/v1/' });
    expect(apiUrl('/health')).toBe('https://api.example.ae/v1/health');
  });

  it('returns the parsed body and sends cookies', async () => {
    const fetchMock = respond(200, { status: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/health', v.object({ status: v.string() }))).resolves.toEqual({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('turns the error body into an ApiError with its code and fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        error: { code: 'validation', message: 'Invalid', fields: { email: ['validation.email'] } },
      }),
    );
    const error = await apiRequest('/x', v.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', fields: { email: ['validation.email'] } });
  });

  it('refuses an answer that breaks the contract', async () => {
    vi.stubGlobal('fetch', respond(200, { status: 3 }));
    await expect(apiRequest('/health', v.object({ status: v.string() }))).rejects.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { ApiError, isNotFound, type StartupData } from '@uaeaf/api-client';
import {
  ageCategoriesAtom,
  globalLoadingAtom,
  menuBlocksAtom,
  socialMediaAtom,
  tournamentsAtom,
} from '@uaeaf/session';
import {
  applyServerState,
  captureServerState,
  readServerState,
  serverStateId,
  type ServerState,
} from './server-state';

const text = (en: string) => ({ ar: en, en });

const startup: StartupData = {
  menuDetail: { id: 1, categoryId: 1, title: text('Main menu') },
  menuBlocks: [{ id: 2, title: text('News'), href: '/news', order: 1, children: [] }],
  socialMedia: [{ id: 3, platform: 'x', url: 'https://x.com/uaeaf', label: text('X') }],
  ageCategories: [{ id: 4, code: 'U18', name: text('Under 18'), minAge: null, maxAge: 17 }],
  tournaments: [
    {
      id: 5,
      kind: 'Open',
      name: text('Open cup'),
      venue: text('Dubai'),
      season: '2026',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      firstRegistrationStart: '2026-11-01',
      firstRegistrationEnd: '2026-11-30',
      secondRegistrationStart: null,
      secondRegistrationEnd: null,
    },
  ],
};

/** One server render's queries: an answer, a missing item, and one still on its way when the page was written. */
async function renderedQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  await client.prefetchQuery({ queryKey: ['news', 1], queryFn: async () => ({ id: 1, title: 'Open cup' }) });
  await client.prefetchQuery({
    queryKey: ['news', 999],
    queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'No such news item', { id: ['unknown'] })),
  });
  void client.prefetchQuery({ queryKey: ['news', 'slow'], queryFn: () => new Promise(() => undefined) });
  return client;
}

/**
 * What the browser's app starts from: the state, through the page's JSON, applied to a new client and store;
 * `servedLater` ms after the render when the page came from the server's kept pages.
 */
async function inBrowser(servedLater = 0) {
  const sent = captureServerState(await renderedQueries(), startup);
  const state = JSON.parse(JSON.stringify(sent)) as ServerState;
  if (servedLater) vi.setSystemTime(Date.now() + servedLater);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const store = createStore();
  store.set(globalLoadingAtom, true);
  applyServerState(state, client, store);
  return { client, store };
}

describe('server state', () => {
  afterEach(() => vi.useRealTimers());

  it('brings the answers of the server render to the browser', async () => {
    const { client } = await inBrowser();
    expect(client.getQueryData(['news', 1])).toEqual({ id: 1, title: 'Open cup' });
    expect(client.getQueryState(['news', 1])?.status).toBe('success');
  });

  it('brings a missing item back as the same ApiError, so the browser shows "not found" without asking again', async () => {
    const { client } = await inBrowser();
    const state = client.getQueryState(['news', 999]);
    expect(state?.status).toBe('error');
    expect(state?.error).toBeInstanceOf(ApiError);
    expect(state?.error).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'No such news item',
      fields: { id: ['unknown'] },
    });
    expect(isNotFound(state?.error)).toBe(true);
    // Not fetched again as the page mounts; other queries keep the client's defaults.
    expect(client.getQueryDefaults(['news', 999]).retryOnMount).toBe(false);
    expect(client.getQueryDefaults(['news', 1]).retryOnMount).toBeUndefined();
  });

  it('counts the answers of a page kept for an hour as fetched when it was served, so mounting does not fetch them again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client } = await inBrowser(60 * 60_000);
    const answer = client.getQueryCache().find({ queryKey: ['news', 1] })!;
    expect(answer.state.dataUpdatedAt).toBe(Date.now());
    expect(answer.isStaleByTime(60_000)).toBe(false);
  });

  it('leaves out the queries still pending when the page was written', async () => {
    const { client } = await inBrowser();
    expect(client.getQueryState(['news', 'slow'])).toBeUndefined();
  });

  it('puts the start-up lists into the store and ends the global loading', async () => {
    const { store } = await inBrowser();
    expect(store.get(menuBlocksAtom)).toEqual(startup.menuBlocks);
    expect(store.get(socialMediaAtom)).toEqual(startup.socialMedia);
    expect(store.get(ageCategoriesAtom)).toEqual(startup.ageCategories);
    expect(store.get(tournamentsAtom)).toEqual(startup.tournaments);
    expect(store.get(globalLoadingAtom)).toBe(false);
  });

  it('reads the state from its <script> in the page, and nothing from a page without one', async () => {
    const state = captureServerState(await renderedQueries(), startup);
    const page = document.implementation.createHTMLDocument();
    expect(readServerState(page)).toBeUndefined();
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = serverStateId;
    script.textContent = JSON.stringify(state);
    page.body.append(script);
    expect(readServerState(page)).toEqual(JSON.parse(JSON.stringify(state)));
  });
});

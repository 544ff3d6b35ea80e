import { vi } from 'vitest';
import type { UaePassPrefill } from '@uaeaf/contracts';
import { testLookups, testMemberClubs } from '@uaeaf/account-kit/testing';

export { emiratesIds, pdfFile, pngFile, testLookups, testMemberClubs } from '@uaeaf/account-kit/testing';

type Answer = { status: number; body?: unknown } | 'network-error';

let held: Promise<void> | undefined;
let prefill: UaePassPrefill | null = null;

/** What the next `stubApi` answers for the details UAE PASS gave (decision 097); none unless a test says. */
export function givePrefill(given: UaePassPrefill) {
  prefill = given;
}

/** Holds the next file sent ahead on its way until the function returned is called (decision 089's slow upload). */
export function holdNextUpload(): () => void {
  let release!: () => void;
  held = new Promise((resolve) => (release = resolve));
  return release;
}

/**
 * Stubs `fetch`: UAE PASS offered (with `givePrefill`'s details, if any), the lookups, each file sent ahead to `/api/uploads` (decision 052) taken with an id of its own, and
 * each POST to `/api/register/*` answered in turn by `answers` (the last one repeats). Returns the mock, to read what
 * was sent.
 */
export function stubApi(...answers: Answer[]) {
  let posts = 0;
  let uploads = 0;
  let kept = prefill;
  prefill = null;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/uaepass')
      return new Response(JSON.stringify({ available: true, upgradeUrl: null }), { status: 200 });
    if (url === '/api/auth/uaepass/identity') {
      if (init?.method === 'DELETE') kept = null;
      return new Response(JSON.stringify(kept), { status: 200 });
    }
    if (url === '/api/uploads' && init?.method === 'POST') {
      const upload = held;
      held = undefined;
      await upload;
      const id = String(++uploads).padStart(43, 'u');
      return new Response(JSON.stringify({ id }), { status: 201 });
    }
    if (url === '/api/lookups') return new Response(JSON.stringify(testLookups), { status: 200 });
    if (url === '/api/lookups/member-clubs')
      return new Response(JSON.stringify(testMemberClubs), { status: 200 });
    if (url.startsWith('/api/register/') && init?.method === 'POST') {
      const answer = answers[Math.min(posts++, answers.length - 1)] ?? { status: 500 };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies posted to the registration endpoint. */
export function postedBodies(fetchMock: ReturnType<typeof stubApi>): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url.startsWith('/api/register/') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { applySession, userInfoAtom } from '@uaeaf/session';
import { verifySession } from './verify-session';

const member = {
  userInfo: {
    id: 3,
    email: 'player@example.ae',
    name: { ar: 'سالم', en: 'Salem' },
    isBlock: false,
    isRestricted: false,
    membershipStatus: 'Approved' as const,
  },
  accountType: 'player' as const,
};

function signedInStore() {
  const store = createStore();
  applySession({ ...member, userInfo: { ...member.userInfo, name: { ar: 'قديم', en: 'Old name' } } }, store);
  return store;
}

describe('start-up session check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('refreshes the member from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(member))),
    );
    const store = signedInStore();
    await verifySession(localStorage, store);
    expect(store.get(userInfoAtom)?.name.en).toBe('Salem');
    expect(localStorage.getItem('accountType')).toBe('player');
  });

  it('signs out a member the server no longer knows', async () => {
    const body = { error: { code: 'unauthenticated', message: 'Not signed in' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 401 })),
    );
    const store = signedInStore();
    await verifySession(localStorage, store);
    expect(store.get(userInfoAtom)).toBeNull();
  });

  it('keeps the member when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const store = signedInStore();
    await verifySession(localStorage, store);
    expect(store.get(userInfoAtom)?.name.en).toBe('Old name');
  });

  it('asks nothing for a visitor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await verifySession(localStorage, createStore());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

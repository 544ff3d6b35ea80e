import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { isAuthenticatedAtom, isBlockAtom, userInfoAtom } from './atoms';
import { applySession, inactivityLimitMs, restoreSession, signIn, signOut, storageKeys } from './session';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const member = {
  userInfo: {
    id: 7,
    email: 'player@example.ae',
    name: { ar: 'سالم', en: 'Salem' },
    isBlock: false,
    isRestricted: false,
  },
  accountType: 'player' as const,
};
const now = Date.UTC(2026, 10, 22, 10);

describe('session start-up rules (spec section 4)', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  function storeMember(startActivity: number) {
    storage.setItem(storageKeys.userInfo, JSON.stringify(member.userInfo));
    storage.setItem(storageKeys.accountType, member.accountType);
    storage.setItem(storageKeys.startActivity, String(startActivity));
  }

  it('rule 1: sets startActivity to now when there is none', () => {
    const session = restoreSession(storage, now);
    expect(storage.getItem(storageKeys.startActivity)).toBe(String(now));
    expect(session.isAuthenticated).toBe(false);
  });

  it('rule 1: drops the member after more than 3 hours and resets the clock', () => {
    storeMember(now - inactivityLimitMs - 1);
    const session = restoreSession(storage, now);
    expect(session.isAuthenticated).toBe(false);
    expect(storage.getItem(storageKeys.userInfo)).toBeNull();
    expect(storage.getItem(storageKeys.accountType)).toBeNull();
    expect(storage.getItem(storageKeys.startActivity)).toBe(String(now));
  });

  it('rule 3: keeps a member active within 3 hours', () => {
    storeMember(now - inactivityLimitMs + 60_000);
    const session = restoreSession(storage, now);
    expect(session).toMatchObject({
      isAuthenticated: true,
      accountType: 'player',
      userInfo: member.userInfo,
    });
  });

  it('rule 2: clears everything when one item is missing', () => {
    storeMember(now);
    storage.removeItem(storageKeys.accountType);
    expect(restoreSession(storage, now).isAuthenticated).toBe(false);
    expect(storage.getItem(storageKeys.userInfo)).toBeNull();
  });

  it('clears the session when the stored user data is invalid', () => {
    storeMember(now);
    storage.setItem(storageKeys.userInfo, '{"id":"not a number"');
    expect(restoreSession(storage, now).isAuthenticated).toBe(false);
    storeMember(now);
    storage.setItem(storageKeys.accountType, 'wizard');
    expect(restoreSession(storage, now).isAuthenticated).toBe(false);
    expect(storage.getItem(storageKeys.userInfo)).toBeNull();
  });

  it('rule 4: restores the stored language, else Arabic', () => {
    expect(restoreSession(storage, now).lang).toBe('ar');
    storage.setItem(storageKeys.lang, 'en');
    expect(restoreSession(storage, now).lang).toBe('en');
    storage.setItem(storageKeys.lang, 'fr');
    expect(restoreSession(storage, now).lang).toBe('ar');
  });

  it('signs in and out through the store and the browser storage together', () => {
    const store = createStore();
    signIn({ ...member, userInfo: { ...member.userInfo, isBlock: true } }, storage, store);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(isBlockAtom)).toBe(true);
    expect(restoreSession(storage).isAuthenticated).toBe(true);
    signOut(storage, store);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(storage.getItem(storageKeys.userInfo)).toBeNull();
    applySession(member, store);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });
});

import * as v from 'valibot';
import { AccountTypeSchema, UserInfoSchema, type AccountType, type UserInfo } from '@uaeaf/contracts';
import { defaultLocale, isLocale, type Locale } from '@uaeaf/i18n';
import { accountTypeAtom, isAuthenticatedAtom, sessionStore, userInfoAtom } from './atoms';

/** Spec section 9: a session ends after 3 hours without activity. */
export const inactivityLimitMs = 3 * 60 * 60 * 1000;

/**
 * What the browser keeps. The session token itself lives in an httpOnly cookie that scripts cannot read,
 * so "token missing" in the spec's rule 2 is judged on the two items that stand for it here.
 */
export const storageKeys = {
  userInfo: 'userInfo',
  accountType: 'accountType',
  lang: 'lang',
  startActivity: 'startActivity',
} as const;

type Store = typeof sessionStore;
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RestoredSession {
  isAuthenticated: boolean;
  userInfo: UserInfo | null;
  accountType: AccountType | null;
  lang: Locale;
}

function readJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function clearMember(storage: KeyValueStorage) {
  storage.removeItem(storageKeys.userInfo);
  storage.removeItem(storageKeys.accountType);
}

/** Spec section 4, session rules 1 to 4, applied to what the browser stored. */
export function restoreSession(storage: KeyValueStorage, now = Date.now()): RestoredSession {
  const startActivity = Number(storage.getItem(storageKeys.startActivity));
  const hasStart = storage.getItem(storageKeys.startActivity) !== null && Number.isFinite(startActivity);
  if (!hasStart || now - startActivity > inactivityLimitMs) {
    if (hasStart) clearMember(storage);
    storage.setItem(storageKeys.startActivity, String(now));
  }

  const userInfo = v.safeParse(UserInfoSchema, readJson(storage.getItem(storageKeys.userInfo)));
  const accountType = v.safeParse(AccountTypeSchema, storage.getItem(storageKeys.accountType));
  const lang = storedLanguage(storage);

  if (!userInfo.success || !accountType.success) {
    clearMember(storage);
    return { isAuthenticated: false, userInfo: null, accountType: null, lang };
  }
  return { isAuthenticated: true, userInfo: userInfo.output, accountType: accountType.output, lang };
}

export function applySession(
  session: Pick<RestoredSession, 'userInfo' | 'accountType'>,
  store: Store = sessionStore,
) {
  store.set(userInfoAtom, session.userInfo);
  store.set(accountTypeAtom, session.accountType);
  store.set(isAuthenticatedAtom, session.userInfo !== null && session.accountType !== null);
}

/** Activity keeps the session alive: the 3-hour limit counts from the member's last action. */
export function recordActivity(storage: KeyValueStorage, now = Date.now()) {
  storage.setItem(storageKeys.startActivity, String(now));
}

export function signIn(
  member: { userInfo: UserInfo; accountType: AccountType },
  storage: KeyValueStorage,
  store: Store = sessionStore,
) {
  storage.setItem(storageKeys.userInfo, JSON.stringify(member.userInfo));
  storage.setItem(storageKeys.accountType, member.accountType);
  recordActivity(storage);
  applySession(member, store);
}

export function signOut(storage: KeyValueStorage, store: Store = sessionStore) {
  clearMember(storage);
  applySession({ userInfo: null, accountType: null }, store);
}

/** Spec rule 4: the stored language, falling back to the default locale. */
export function storedLanguage(storage: Pick<Storage, 'getItem'>): Locale {
  const stored = storage.getItem(storageKeys.lang);
  return isLocale(stored) ? stored : defaultLocale;
}

export function rememberLanguage(lang: Locale, storage: KeyValueStorage) {
  storage.setItem(storageKeys.lang, lang);
}

/* global document -- the test runs in happy-dom, as the script runs in a page */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inactivityLimitMs, storageKeys } from '@uaeaf/session';

/**
 * index.html's first inline script runs before any of the app's code, from the keys and limit the session module
 * keeps (shared/session/src/session.ts): a member it recognises gets no "Log in" on a server-rendered page.
 */
const [, firstScript] = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8').match(
  /<script>([\s\S]*?)<\/script>/,
);

/** @param {Record<string, string>} stored */
function openPage(stored) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  document.documentElement.removeAttribute('data-member');
  new Function(firstScript)();
  return document.documentElement.hasAttribute('data-member');
}

const member = (/** @type {number} */ lastActivity) => ({
  [storageKeys.userInfo]: JSON.stringify({ name: { ar: 'لاعب', en: 'Player' } }),
  [storageKeys.accountType]: 'player',
  [storageKeys.startActivity]: String(lastActivity),
});

describe('the page knows a returning member before the app starts', () => {
  afterEach(() => localStorage.clear());

  it('marks the page for a member active within the session limit', () => {
    expect(openPage(member(Date.now() - inactivityLimitMs + 60_000))).toBe(true);
  });

  it('leaves it alone for a visitor, and for a member whose session has run out', () => {
    expect(openPage({})).toBe(false);
    expect(openPage(member(Date.now() - inactivityLimitMs - 60_000))).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import AuthRoutes from './routes';
import { authMessageLoaders } from './messages';
import { stubApi } from './registration/test-fixtures';

async function expectHeading(url: string, heading: string | RegExp) {
  await renderRemoteAt(AuthRoutes, url, authMessageLoaders);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
}

describe('auth routes', () => {
  // The registration pages load their lists from the API.
  beforeEach(() => void stubApi());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/en/auth/login', 'Log in'],
    ['/en/register/club', 'Register a club'],
    ['/en/register/guest', 'Register as a guest'],
    ['/en/register/judges', 'Register as a referee'],
    ['/en/register/academy', 'Register an academy'],
    ['/en/register/coaches', 'Register as a coach'],
    ['/en/register/players', 'Register as a player'],
    ['/en/register/administrators', 'Register as an administrator'],
    ['/en/register/playersCommunity', 'Register as a community-activity player'],
  ])('%s shows its heading', expectHeading);

  it.each([
    ['/auth/login', 'تسجيل الدخول'],
    ['/register/club', 'تسجيل نادٍ'],
    ['/register/judges', 'التسجيل بصفة حكم'],
  ])('%s shows its Arabic heading', expectHeading);

  it.each([
    '/en/auth',
    '/en/auth/logout',
    '/en/register',
    '/en/register/referees',
    '/en/register/club/extra',
  ])('%s is not found', (url) => expectHeading(url, /Page Not Found/));
});

import { afterEach, describe, expect, it } from 'vitest';
import { remoteNames } from '../config/runtime-config';
import { ownedPagesPattern } from '@uaeaf/app-tools/owned-pages';
import { remoteForPath, routeTable, takeConfigRoutes } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'mf_public'],
    ['/news', 'mf_public'],
    ['/gallery/3', 'mf_public'],
    ['/news/12', 'mf_public'],
    ['/articles/send', 'mf_public'],
    ['/training-courses/4', 'mf_public'],
    ['/privacy-police', 'mf_public'],
    ['/search', 'mf_public'],
    ['/auth/login', 'mf_auth'],
    ['/register/playersCommunity', 'mf_auth'],
    ['/cart', 'mf_auth'],
    ['/payment/return', 'mf_auth'],
    ['/my-account', 'mf_club_account'],
    ['/my-account/season-subscription', 'mf_club_account'],
    ['/my-account-player/fees', 'mf_role_accounts'],
    ['/my-account-player-activity/circulars', 'mf_role_accounts'],
    ['/tournament/Communityactivities', 'mf_tournaments'],
    ['/tournament-details/register', 'mf_tournaments'],
    ['/tournament-details', 'mf_tournaments'],
    ['/office', 'mf_office'],
    ['/office/requests/12', 'mf_office'],
  ])('sends %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each([
    '/nothing-here',
    '/about-us/extra/deep',
    '/my-accounts',
    '/careers/1',
    '/offices',
    '/search/news',
    '/cart/1',
    '/payments',
  ])('owns no remote for %s', (path) => {
    expect(remoteForPath(path)).toBeUndefined();
  });

  it("gives the servers a pattern of the pages some remote owns that agrees with the app's lookup", () => {
    const owned = new RegExp(ownedPagesPattern(routeTable));
    const paths = [
      ...[
        '/',
        '/news',
        '/news/12/',
        '/careers',
        '/careers/',
        '/cart',
        '/office/requests/12',
        '/tournament-details',
      ],
      ...[
        '/nothing-here',
        '/about-us/extra/deep',
        '/my-accounts',
        '/careers/1',
        '/cart/1',
        '/payments',
        '/news.',
      ],
    ];
    for (const path of paths) {
      const known = remoteForPath(path) !== undefined;
      for (const prefix of ['', '/en', '/ar'])
        expect(owned.test(`${prefix}${path}`), `${prefix}${path}`).toBe(known);
    }
    expect(owned.test('/en')).toBe(true);
    expect(owned.test('/english')).toBe(false);
    expect(owned.test('/fr/news')).toBe(false);
    expect(new RegExp(ownedPagesPattern({ mf_public: ['', 'shop'] })).test('/en/shop')).toBe(true);
  });

  it('routes to the remotes of the list of apps, each owning some path', () => {
    expect(Object.keys(routeTable).sort()).toEqual([...remoteNames].sort());
  });

  describe('with routes in the runtime config', () => {
    afterEach(() => takeConfigRoutes(undefined));

    it("uses a listed remote's paths instead of its built-in ones, and the built-in paths of the others", () => {
      takeConfigRoutes({ mf_public: ['', 'news/*', 'shop'] });
      expect(remoteForPath('/shop')).toBe('mf_public');
      expect(remoteForPath('/news/3')).toBe('mf_public');
      expect(remoteForPath('/gallery')).toBeUndefined();
      expect(remoteForPath('/office/requests')).toBe('mf_office');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isPrerenderable } from './paths.mjs';

const paths = ['', 'news/*', 'careers', 'verify/*', 'tournament/*'];

describe('which pages are pre-rendered', () => {
  it('the public routes, in Arabic (unprefixed) and English', () => {
    for (const path of [
      '/',
      '/en',
      '/news',
      '/en/news/3',
      '/careers',
      '/en/careers',
      '/en/tournament/Local',
    ]) {
      expect(isPrerenderable(path, paths), path).toBe(true);
    }
  });

  it("not a card's verification (its state is read live), a path under a one-page route, nor another remote's", () => {
    for (const path of [
      '/verify/UAEAF-AAAA-BBBB-CCCC',
      '/en/verify',
      '/careers/1',
      '/en/my-account',
      '/office',
    ]) {
      expect(isPrerenderable(path, paths), path).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { foldArabic, likeContains } from './search';

describe('search helpers', () => {
  it('folds the Arabic spellings people type interchangeably', () => {
    expect(foldArabic('الإمارات')).toBe(foldArabic('الامارات'));
    expect(foldArabic('أكاديمية')).toBe('اكاديميه');
    expect(foldArabic('المركّب')).toBe('المركب');
    expect(foldArabic('مستوى')).toBe('مستوي');
    expect(foldArabic('رامـــي')).toBe('رامي');
    expect(foldArabic('Barebow 50%')).toBe('Barebow 50%');
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likeContains('100%')).toBe('%100\\%%');
    expect(likeContains('a_b')).toBe('%a\\_b%');
    expect(likeContains('c:\\')).toBe('%c:\\\\%');
  });
});

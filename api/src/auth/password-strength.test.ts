import { describe, expect, it } from 'vitest';
import { demoPassword, memberSeeds, staffSeeds } from '../seed/members';
import { isWeakPassword } from './password-strength';

const ahmed = { email: 'ahmed.ali@example.ae', names: ['أحمد علي', 'Ahmed Ali'] };

describe('isWeakPassword (decision 081)', () => {
  it.each([
    ['password1', 'under 10 characters'],
    ['Password123', 'common'],
    ['qwerty12345', 'a keyboard walk'],
    ['archery2026', 'a word and a year'],
    ['sunshine2020', 'a common word and a year'],
    ['ahmed.ali1990', 'the name and a year'],
    ['Ali12345Ahmed', 'the name around digits'],
    ['ahmedali#99', 'the email'],
  ])('refuses %s (%s)', (password) => {
    expect(isWeakPassword(password, ahmed)).toBe(true);
  });

  it.each([
    'Archery#2026',
    'fletching42',
    'bowstring77',
    'longbow#2031',
    'Dubai@2024!',
    'falcon-river-42',
    'كلمةالمرور2026',
  ])('accepts %s', (password) => {
    expect(isWeakPassword(password, ahmed)).toBe(false);
  });

  it('accepts the demo password for every demo member and colleague, clubs named "Archery" included', () => {
    const weak = [...memberSeeds, ...staffSeeds].filter((member) =>
      isWeakPassword(demoPassword, { email: member.email, names: [member.nameAr, member.nameEn] }),
    );
    expect(weak.map((member) => member.email)).toEqual([]);
  });
});

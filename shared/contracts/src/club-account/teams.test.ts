import { describe, expect, it } from 'vitest';
import { teamAccepts } from './teams';

describe('teamAccepts (decision 034)', () => {
  const women = (ageClass: 'U15' | 'U18' | 'U21' | 'SENIOR' | '50+') => ({
    gender: 'female' as const,
    ageClass,
  });

  it('takes a player of the team’s gender in their own class or an older one they may move up to', () => {
    // Born 2009: 17 in 2026, U18.
    const u18 = { gender: 'female' as const, birthDate: '2009-12-31' };
    expect(teamAccepts(women('U18'), u18, 2026)).toBe(true);
    expect(teamAccepts(women('U21'), u18, 2026)).toBe(true);
    expect(teamAccepts(women('SENIOR'), u18, 2026)).toBe(true);
    expect(teamAccepts(women('U15'), u18, 2026)).toBe(false);
    expect(teamAccepts(women('50+'), u18, 2026)).toBe(false);
  });

  it('lets a 50+ archer shoot senior but not a senior shoot 50+', () => {
    expect(teamAccepts(women('SENIOR'), { gender: 'female', birthDate: '1970-01-01' }, 2026)).toBe(true);
    expect(teamAccepts(women('50+'), { gender: 'female', birthDate: '1990-01-01' }, 2026)).toBe(false);
  });

  it('refuses another gender, and a player without a birth date or gender', () => {
    expect(teamAccepts(women('SENIOR'), { gender: 'male', birthDate: '1990-01-01' }, 2026)).toBe(false);
    expect(teamAccepts(women('SENIOR'), { gender: 'female', birthDate: null }, 2026)).toBe(false);
    expect(teamAccepts(women('SENIOR'), { gender: null, birthDate: '1990-01-01' }, 2026)).toBe(false);
  });
});

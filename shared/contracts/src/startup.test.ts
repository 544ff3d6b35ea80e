import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BlocksResponseSchema, TournamentSummarySchema } from './startup';
import { UserInfoSchema } from './session';

describe('contracts', () => {
  it('accepts nested menu blocks with both languages', () => {
    const blocks = {
      items: [
        {
          id: 1,
          title: { ar: 'الإعلام', en: 'Media' },
          href: '/news',
          order: 1,
          children: [{ id: 2, title: { ar: 'الأخبار', en: 'News' }, href: '/news', order: 1, children: [] }],
        },
      ],
    };
    expect(v.is(BlocksResponseSchema, blocks)).toBe(true);
  });

  it('refuses text that lacks one of the two languages', () => {
    const block = { id: 1, title: { ar: 'الأخبار', en: '' }, href: '/news', order: 1, children: [] };
    expect(v.is(BlocksResponseSchema, { items: [block] })).toBe(false);
  });

  it('refuses an unknown tournament kind or a malformed date', () => {
    const tournament = {
      id: 1,
      kind: 'Local',
      name: { ar: 'بطولة الشارقة', en: 'Sharjah Cup' },
      venue: { ar: 'الشارقة', en: 'Sharjah' },
      season: '2025-2026',
      startDate: '2026-03-10',
      endDate: '2026-03-12',
      firstRegistrationStart: '2026-02-01',
      firstRegistrationEnd: '2026-02-15',
      secondRegistrationStart: null,
      secondRegistrationEnd: null,
    };
    expect(v.is(TournamentSummarySchema, tournament)).toBe(true);
    expect(v.is(TournamentSummarySchema, { ...tournament, kind: 'Regional' })).toBe(false);
    expect(v.is(TournamentSummarySchema, { ...tournament, startDate: '10/03/2026' })).toBe(false);
  });

  it('requires a valid email and the block flag in user info', () => {
    const user = {
      id: 1,
      email: 'coach@example.ae',
      name: { ar: 'مريم', en: 'Maryam' },
      isBlock: false,
      isRestricted: false,
    };
    expect(v.is(UserInfoSchema, user)).toBe(true);
    expect(v.is(UserInfoSchema, { ...user, email: 'coach' })).toBe(false);
    expect(v.is(UserInfoSchema, { ...user, isBlock: undefined })).toBe(false);
  });
});

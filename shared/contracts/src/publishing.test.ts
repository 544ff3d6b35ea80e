import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CircularInputSchema, effectiveStatus, NewsInputSchema, PublishInputSchema } from './publishing';

describe('publishing', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('reads a scheduled item as published once its time has come, and only then', () => {
    expect(effectiveStatus('scheduled', '2026-11-25T10:00:01Z', now)).toBe('scheduled');
    expect(effectiveStatus('scheduled', '2026-11-25T10:00:00Z', now)).toBe('published');
    expect(effectiveStatus('draft', '2026-11-25T09:00:00Z', now)).toBe('draft');
    expect(effectiveStatus('unpublished', null, now)).toBe('unpublished');
  });

  it('requires every text in both languages, naming each missing one', () => {
    const result = v.safeParse(NewsInputSchema, {
      titleAr: 'خبر',
      titleEn: '\u200B',
      summaryAr: 'ملخص',
      summaryEn: 'Summary',
      bodyAr: '<p>نص</p>',
      bodyEn: '',
    });
    expect(result.success).toBe(false);
    expect(Object.keys(v.flatten<typeof NewsInputSchema>(result.issues!).nested ?? {}).sort()).toEqual([
      'bodyEn',
      'titleEn',
    ]);
  });

  it('takes member kinds as a circular audience, once each, and not the office', () => {
    const circular = {
      number: '1/2026',
      titleAr: 'تعميم',
      titleEn: 'Circular',
      bodyAr: '<p>ن</p>',
      bodyEn: '<p>t</p>',
    };
    expect(v.is(CircularInputSchema, { ...circular, audience: [] })).toBe(true);
    expect(v.is(CircularInputSchema, { ...circular, audience: ['club', 'academy'] })).toBe(true);
    expect(v.is(CircularInputSchema, { ...circular, audience: ['club', 'club'] })).toBe(false);
    expect(v.is(CircularInputSchema, { ...circular, audience: ['admin'] })).toBe(false);
  });

  it('publishes now or at an instant', () => {
    expect(v.is(PublishInputSchema, {})).toBe(true);
    expect(v.is(PublishInputSchema, { at: '2026-11-25T10:00:00.000Z' })).toBe(true);
    expect(v.is(PublishInputSchema, { at: 'tomorrow' })).toBe(false);
  });
});

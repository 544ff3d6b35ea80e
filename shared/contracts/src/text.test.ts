import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './submissions';
import { hasForbiddenCharacters, isVisiblyBlank, requiredLine, requiredParagraphs } from './text';

function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('typed text', () => {
  it('refuses NUL, other control characters and lone surrogates, in lines and paragraphs', () => {
    for (const text of ['a\u0000b', 'a\u0007', '\u001Bx', 'x\u0085', 'a\uD800b', 'a\uDC00', 'b\uD83D']) {
      expect(messages(requiredLine(100), text)).toEqual(['validation.textCharacters']);
      expect(messages(requiredParagraphs(100), text)).toEqual(['validation.textCharacters']);
    }
  });

  it('keeps tabs, line breaks, emoji (a whole surrogate pair) and Arabic with its direction marks', () => {
    expect(hasForbiddenCharacters('سطر\r\nوسطر\t😀 \u200Fمرحبا')).toBe(false);
    expect(v.parse(requiredParagraphs(100), 'one\r\ntwo 😀')).toBe('one\ntwo 😀');
    expect(v.parse(requiredLine(100), 'محمد\u200C علي')).toBe('محمد\u200C علي');
  });

  it('counts text showing nothing (overrides, direction marks, zero-width characters) as not filled in', () => {
    for (const text of ['\u202E', '\u200B\u200C\u200D', ' \u2066\u2069 ', '\uFEFF', '\u200F\n\u200E']) {
      expect(isVisiblyBlank(text)).toBe(true);
      expect(messages(requiredLine(100), text)).toEqual(['validation.required']);
      expect(messages(requiredParagraphs(100), text)).toEqual(['validation.required']);
    }
    expect(isVisiblyBlank('\u202Eabc')).toBe(false);
  });

  it('applies to the public forms: a NUL in a contact message is a field error, not a database error', () => {
    const result = v.safeParse(
      ContactMessageSchema,
      { name: 'Ali\u0000', email: 'ali@example.ae', phone: '0501234567', subject: '\u202E', message: 'Hi' },
      { abortPipeEarly: true },
    );
    expect(result.success).toBe(false);
    expect(
      Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message])),
    ).toEqual({ name: 'validation.textCharacters', subject: 'validation.required' });
  });
});

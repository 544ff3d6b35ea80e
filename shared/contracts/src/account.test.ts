import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from './account';

/** The first message per field, as the form shows it and the API (which parses with abortPipeEarly) answers it. */
function messagesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return undefined;
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const change = { currentPassword: 'old', newPassword: 'bowstring77', newPasswordConfirmation: 'bowstring77' };
const token = 'Q'.repeat(43);

describe('ChangePasswordRequestSchema', () => {
  it('takes any current password and a new one under the registration rule, kept as typed', () => {
    expect(
      v.parse(ChangePasswordRequestSchema, {
        ...change,
        newPassword: ' كلمة9 سر ',
        newPasswordConfirmation: ' كلمة9 سر ',
      }),
    ).toEqual({ currentPassword: 'old', newPassword: ' كلمة9 سر ', newPasswordConfirmation: ' كلمة9 سر ' });
  });

  it('asks for every field left empty and applies the password rule to the new one', () => {
    expect(
      messagesOf(ChangePasswordRequestSchema, {
        currentPassword: '',
        newPassword: '',
        newPasswordConfirmation: '',
      }),
    ).toEqual({
      currentPassword: 'validation.required',
      newPassword: 'validation.required',
      newPasswordConfirmation: 'validation.required',
    });
    for (const newPassword of ['short1', 'lettersonly', '1234567890']) {
      expect(messagesOf(ChangePasswordRequestSchema, { ...change, newPassword })).toEqual({
        newPassword: 'validation.password',
      });
    }
  });

  it('compares the confirmation only once the new password is valid', () => {
    expect(
      messagesOf(ChangePasswordRequestSchema, { ...change, newPasswordConfirmation: 'bowstring78' }),
    ).toEqual({
      newPasswordConfirmation: 'validation.passwordMatch',
    });
    expect(
      messagesOf(ChangePasswordRequestSchema, {
        ...change,
        newPassword: 'short',
        newPasswordConfirmation: 'other',
      }),
    ).toEqual({ newPassword: 'validation.password' });
  });
});

describe('ResetPasswordRequestSchema', () => {
  it('needs a 43-character base64url token', () => {
    const body = { token, newPassword: 'bowstring77', newPasswordConfirmation: 'bowstring77' };
    expect(messagesOf(ResetPasswordRequestSchema, body)).toBeUndefined();
    for (const bad of ['', 'Q'.repeat(42), `${'Q'.repeat(42)}+`, 'Q'.repeat(44)]) {
      expect(messagesOf(ResetPasswordRequestSchema, { ...body, token: bad })).toEqual({
        token: 'validation.invalid',
      });
    }
  });
});

describe('ForgotPasswordRequestSchema', () => {
  it('writes in Arabic unless English is asked for', () => {
    expect(v.parse(ForgotPasswordRequestSchema, { email: ' a@example.ae ' })).toEqual({
      email: 'a@example.ae',
      lang: 'ar',
    });
    expect(v.parse(ForgotPasswordRequestSchema, { email: 'a@example.ae', lang: 'en' }).lang).toBe('en');
    expect(messagesOf(ForgotPasswordRequestSchema, { email: 'a@example.ae', lang: 'fr' })).toHaveProperty(
      'lang',
    );
  });
});

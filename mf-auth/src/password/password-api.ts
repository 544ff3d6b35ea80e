import { apiRequest } from '@uaeaf/api-client';
import {
  ForgotPasswordReceiptSchema,
  type ForgotPasswordRequest,
  PasswordChangedReceiptSchema,
  type ResetPasswordRequest,
} from '@uaeaf/contracts';

function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function requestResetLink(request: ForgotPasswordRequest) {
  return apiRequest('/auth/forgot-password', ForgotPasswordReceiptSchema, postJson(request));
}

export function resetPassword(request: ResetPasswordRequest) {
  return apiRequest('/auth/reset-password', PasswordChangedReceiptSchema, postJson(request));
}

import { apiRequest } from '@uaeaf/api-client';
import { OwnRequestSchema, RegistrationReceiptSchema, type RegistrationFormName } from '@uaeaf/contracts';
import type { Locale } from '@uaeaf/i18n';

/** `lang`: the page's language, which the member's mail is written in. */
export function submitRegistration(name: RegistrationFormName, body: Record<string, unknown>, lang: Locale) {
  return apiRequest(`/register/${name}?lang=${lang}`, RegistrationReceiptSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends a rejected request's corrected answers (`lang` as for a registration). */
export function resubmitRequest(id: number, body: Record<string, unknown>, lang: Locale) {
  return apiRequest(`/account/requests/${id}/resubmission?lang=${lang}`, OwnRequestSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

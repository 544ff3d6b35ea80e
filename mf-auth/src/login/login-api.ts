import { apiRequest } from '@uaeaf/api-client';
import { SessionResponseSchema, type LoginRequest } from '@uaeaf/contracts';

/** The API sets the httpOnly session cookie; the body carries what the browser may keep. */
export function logIn(credentials: LoginRequest) {
  return apiRequest('/auth/login', SessionResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
}

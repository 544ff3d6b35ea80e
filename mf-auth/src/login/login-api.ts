import { apiRequest } from '@uaeaf/api-client';
import {
  LoginCodeStepSchema,
  SessionResponseSchema,
  type LoginCodeRequest,
  type LoginRequest,
} from '@uaeaf/contracts';
import * as v from 'valibot';

/**
 * The API sets the httpOnly session cookie; the body carries what the browser may keep. While the account is under
 * attack a browser it does not know is asked for a mailed code instead (decision 080).
 */
export function logIn(credentials: LoginRequest) {
  return apiRequest('/auth/login', v.union([SessionResponseSchema, LoginCodeStepSchema]), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
}

/** The mailed code for the attempt the challenge names: the session, as a login answers. */
export function sendLoginCode(request: LoginCodeRequest) {
  return apiRequest('/auth/login/code', SessionResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}

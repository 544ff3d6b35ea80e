import * as v from 'valibot';
import { type RegistrationFormName, registrationSchemas } from './registration/forms';
import type { AccountType } from './session';

/**
 * Sign-in with UAE PASS (issue 31, decision 096). The browser only ever navigates: to the API's start address, which
 * sends it to UAE PASS, and back from UAE PASS to the API's callback, which sends it on to the site's landing page with
 * what happened. Tokens and the identity stay on the server.
 */
export const UaePassOutcomes = [
  /** Signed in as the member whose verified Emirates ID UAE PASS gave. */
  'signedIn',
  /** The person declined on UAE PASS's page. */
  'cancelled',
  /** An SOP1 account: no verified Emirates ID, so the site cannot tell who they are. */
  'unverified',
  /** The member's account is blocked: the same refusal as a password login. */
  'blocked',
  /** A verified person no member account belongs to. */
  'unknown',
  /** The sign-in took too long, or its answer came to another browser. */
  'expired',
  /** The answer did not belong to this sign-in (a forged or replayed `state`). */
  'refused',
  /** UAE PASS refused the code or did not answer. */
  'failed',
  /** UAE PASS sign-in is not configured on this site. */
  'unavailable',
  /** Linking, from the member's account: UAE PASS is now linked to it. */
  'linked',
  /** Linking: the Emirates ID UAE PASS gave is not the one on the member's account. */
  'linkMismatch',
  /** Linking: that UAE PASS account, or its Emirates ID, belongs to another member. */
  'linkTaken',
] as const;
export type UaePassOutcome = (typeof UaePassOutcomes)[number];

/** The site's page the callback lands on: `/auth/uaepass?outcome=...&redirect=...`. */
export const uaePassLandingPath = '/auth/uaepass';

/** `GET /api/auth/uaepass`: whether the button may be offered, and where an SOP1 account is upgraded. */
export const UaePassInfoSchema = v.object({
  available: v.boolean(),
  upgradeUrl: v.nullable(v.string()),
});
export type UaePassInfo = v.InferOutput<typeof UaePassInfoSchema>;

/** `GET /api/auth/uaepass/start?lang=&redirect=`: what the API takes, a `redirect` being a path of this site. */
export const UaePassStartQuerySchema = v.object({
  lang: v.optional(v.picklist(['ar', 'en']), 'ar'),
  redirect: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(500),
      // A path of this site only: never `//host` or `/\host`, which browsers read as another site.
      v.regex(/^\/(?![/\\])[^\s\\]*$/),
    ),
  ),
});

/** The address the "Sign in with UAE PASS" button opens (a navigation, not a fetch). */
export function uaePassStartPath(lang: 'ar' | 'en', redirect?: string): string {
  const params = new URLSearchParams({ lang, ...(redirect && { redirect }) });
  return `/api/auth/uaepass/start?${params}`;
}

/**
 * `POST /api/auth/logout?lang=` answers 204, or, for a session opened with UAE PASS, 200 with where the browser ends
 * the UAE PASS session too (UAE PASS then sends it back to the site's home page).
 */
export const LogoutAnswerSchema = v.object({ uaePassLogout: v.string() });
export type LogoutAnswer = v.InferOutput<typeof LogoutAnswerSchema>;

/** `GET /api/account/uaepass`: whether the member's account is linked to UAE PASS, and whether linking is offered. */
export const UaePassLinkSchema = v.object({ linked: v.boolean(), available: v.boolean() });
export type UaePassLink = v.InferOutput<typeof UaePassLinkSchema>;

/** The address "Link UAE PASS" opens (a navigation), coming back to `redirect` (the account page). */
export function uaePassLinkPath(lang: 'ar' | 'en', redirect: string): string {
  return `/api/account/uaepass/link?${new URLSearchParams({ lang, redirect })}`;
}

/** Only people link UAE PASS: clubs, academies and the office's accounts are no person's identity. */
export function canLinkUaePass(accountType: AccountType): boolean {
  return accountType !== 'club' && accountType !== 'academy' && accountType !== 'admin';
}

/**
 * `GET /api/auth/uaepass/identity`: what a registration form fills in for a verified person UAE PASS gave and the site
 * did not know (decision 097), or `null` (which `DELETE` answers once it has forgotten it). `locked` answers are UAE PASS's and cannot be changed (the API puts them back
 * whatever the form sends); `suggested` ones (email, mobile) are only a start. `name` says whose details they are.
 */
export const UaePassPrefillSchema = v.nullable(
  v.object({
    name: v.object({ ar: v.string(), en: v.string() }),
    locked: v.record(v.string(), v.unknown()),
    suggested: v.record(v.string(), v.string()),
  }),
);
export type UaePassPrefill = NonNullable<v.InferOutput<typeof UaePassPrefillSchema>>;

/** The registration forms UAE PASS fills in: a person's, not a club's or an academy's. */
export function registrationTakesUaePass(form: RegistrationFormName): boolean {
  return canLinkUaePass(registrationSchemas[form].accountType);
}

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PasswordErrorCodes, PasswordSchema, validationMessages } from '@uaeaf/contracts';
import * as v from 'valibot';
import { ApiError } from '../http/errors';

// The dictionaries (common passwords, English words and names, keyboard patterns) are a few megabytes: they live here,
// on the server, and the forms show its refusal (decision 081).
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/**
 * zxcvbn's score 3 ("safely unguessable": about 10^8 guesses) is the least a password may have. Figures in decision
 * 081: `archery2026` and `Password123` score 1 to 2, `Archery#2026` and `fletching42` score 3.
 */
const minimumScore = 3;

// Words every club's or academy's name shares (`Sharjah Archery Club`): they say nothing about this member, and
// zxcvbn's dictionaries already price them as the ordinary words they are.
const sharedWords = new Set([
  'archery',
  'club',
  'academy',
  'sports',
  'team',
  'نادي',
  'أكاديمية',
  'للرماية',
  'للقوس',
  'والسهم',
]);

/** The member's own words: the parts of their names and of their email, which an attacker tries first. */
function ownWords(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
  const words = [local, ...local.split(/[^\p{L}\p{N}]+/u), domain.split('.')[0] ?? ''];
  for (const name of owner.names) words.push(...name.toLowerCase().split(/\s+/));
  return [...new Set(words.filter((word) => word.length >= 3 && !sharedWords.has(word)))];
}

export interface PasswordOwner {
  email: string;
  /** Their names as written, in any language; empty parts are left out. */
  names: readonly string[];
}

/** A member's email and names as the password rule reads them. */
export function ownerOf(member: { email: string; name: { ar: string; en: string } }): PasswordOwner {
  return { email: member.email, names: [member.name.ar, member.name.en] };
}

/**
 * Whether a password is too easy to guess: outside the forms' rule (`PasswordSchema`: 10 characters, a letter and a
 * digit; an older password may be), a score under `minimumScore`, or more than half of it made of the member's own
 * name or email (`ahmed.ali1990` for Ahmed Ali), which zxcvbn alone may still score 3.
 */
export function isWeakPassword(password: string, owner: PasswordOwner): boolean {
  if (!v.is(PasswordSchema, password)) return true;
  const words = ownWords(owner);
  return (
    zxcvbn.check(password, words).score < minimumScore || ownShare(password, words) * 2 > password.length
  );
}

/**
 * How many of the password's characters belong to one of the member's own words, whatever the case. Counted here rather
 * than read from zxcvbn's matches, which keep only the cheapest reading (`Kaabi.Salem1` reads as `Kaabi`, `.` and
 * the common `Salem1`).
 */
function ownShare(password: string, words: readonly string[]): number {
  const lower = password.toLowerCase();
  const covered = new Set<number>();
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      for (let index = at; index < at + word.length; index++) covered.add(index);
    }
  }
  return covered.size;
}

/** 400 `weak_password` on `field` (`validation.passwordWeak`) when the password is weak; nothing is stored before. */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  if (!isWeakPassword(password, owner)) return;
  throw new ApiError(400, PasswordErrorCodes.weakPassword, 'The password is too easy to guess', {
    [field]: [validationMessages.passwordWeak],
  });
}

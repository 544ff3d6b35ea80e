import { randomInt } from 'node:crypto';

/** Crockford's base32 letters: no I, L, O or U, which read as 1, 0 or another letter when said over the phone. */
const letters = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A registration's reference, `REG-XXXXX-XXXXX` (50 random bits). Random rather than the request's number so that a
 * registration with an email that has an account can be answered with one as well, told from a real one by nobody
 * (decision 081). Two alike among the first 100,000 requests have a chance of about one in 200,000; the unique index
 * would then refuse the second, which the applicant sends again.
 */
export function newRegistrationReference(): string {
  const group = () => Array.from({ length: 5 }, () => letters[randomInt(letters.length)]).join('');
  return `REG-${group()}-${group()}`;
}

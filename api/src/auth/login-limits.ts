import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { DatabaseHandle } from '../db/client';
import { clientAddress, isHttps } from '../http/client';
import { consume, type Limiter, postgresLimiter, secondsOf } from '../http/rate-limiter';

/**
 * Failed password checks, counted in the database the API runs on (PGlite or PostgreSQL) so that every API process
 * shares them (decisions 043 and 080). The policy slows a guesser without handing anyone a way to lock an owner out:
 * - per account and address (or known browser): the first `freeFailures` are free, then each failure makes the next
 *   attempt wait longer (30 s doubling up to an hour); the owner's own logins elsewhere are not affected;
 * - per account: past `accountFailures` an hour from browsers the account has not logged in from, the account is under
 *   attack: such a browser is not refused but asked for a code mailed to the owner (decision 080), and a browser the
 *   account knows (the signed device cookie) logs in as ever, so strangers' failures cannot keep the owner out;
 * - per address: `addressFailuresPerDay`, whatever the accounts, against one machine trying many (again not for a
 *   browser the account knows).
 * A right password forgives its attempt and clears the account's counts.
 */
export const loginLimitRules = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 60 * 60,
  accountFailures: 10,
  accountWindowSeconds: 60 * 60,
  addressFailuresPerDay: 100,
  /** Forgot-password requests per email, and per address, in 15 minutes: no flooding a mailbox. */
  resetPerAccount: 5,
  resetPerAddress: 20,
  resetWindowSeconds: 15 * 60,
} as const;

const deviceCookieName = 'uaeaf_device';
const deviceLifetimeSeconds = 180 * 24 * 60 * 60;

export function delaySeconds(consecutiveFailures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = loginLimitRules;
  if (consecutiveFailures < freeFailures) return 0;
  return Math.min(firstDelaySeconds * 2 ** (consecutiveFailures - freeFailures), maxDelaySeconds);
}

/** An attempt that was let through to the password check; the route says how it went. */
export interface Attempt {
  failed(): Promise<void>;
  /** The password was right: the attempt was no failure. */
  succeeded(): Promise<void>;
}

export type Admission =
  | {
      allowed: true;
      attempt: Attempt;
      /**
       * From a browser the account does not know while the account is under attack: a right password needs a code.
       * The seconds say when the account's count starts again.
       */
      underAttack: false | { retryAfterSeconds: number };
    }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginLimits {
  /** Counts a password attempt for `email` before it is checked; refused when the client must wait. */
  admit(c: Context, email: string): Promise<Admission>;
  /** Counts a forgot-password request; the seconds to wait when over the limit. */
  countResetRequest(c: Context, email: string): Promise<number | undefined>;
  /** Marks this browser as one `email` has logged in from. */
  rememberDevice(c: Context, email: string): void;
}

export function createLoginLimits(
  database: DatabaseHandle,
  { deviceSecret = randomBytes(32).toString('hex') }: { deviceSecret?: string } = {},
): LoginLimits {
  const { accountFailures, accountWindowSeconds, addressFailuresPerDay } = loginLimitRules;
  const day = 24 * 60 * 60;
  // Consecutive failures live a day without a success; the delay they earn is its own key with its own expiry.
  const consecutive = postgresLimiter(database, 'login_consecutive', 1_000_000, day);
  const delays = postgresLimiter(database, 'login_delay', 1, 1);
  const byAccount = postgresLimiter(database, 'login_account', accountFailures, accountWindowSeconds);
  const byAddress = postgresLimiter(database, 'login_address', addressFailuresPerDay, day);
  const { resetPerAccount, resetPerAddress, resetWindowSeconds } = loginLimitRules;
  const resetByAccount = postgresLimiter(database, 'reset_account', resetPerAccount, resetWindowSeconds);
  const resetByAddress = postgresLimiter(database, 'reset_address', resetPerAddress, resetWindowSeconds);

  const emailKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');
  const sign = (value: string) => createHmac('sha256', deviceSecret).update(value).digest('base64url');

  /** The device id of this browser's cookie when it was set at a login to `email`. */
  function knownDevice(c: Context, email: string): string | undefined {
    const [device, account, mac] = (getCookie(c, deviceCookieName) ?? '').split('.');
    if (!device || !account || !mac || account !== emailKey(email).slice(0, 22)) return undefined;
    const expected = Buffer.from(sign(`${device}.${account}`));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : undefined;
  }

  return {
    async admit(c, email) {
      const account = emailKey(email);
      const device = knownDevice(c, email);
      const address = clientAddress(c);
      const consecutiveKey = device ? `${account}:device:${device}` : `${account}:address:${address}`;

      const delay = await delays.get(consecutiveKey);
      if (delay && delay.consumedPoints > delays.points) {
        return { allowed: false, retryAfterSeconds: secondsOf(delay) };
      }
      // Counted before the password is checked, in one atomic upsert each, so parallel guesses cannot all slip
      // through while their hashes are computed; a refused or successful attempt gives its count back.
      const counted: [Limiter, string][] = device
        ? []
        : [
            [byAccount, account],
            [byAddress, address],
          ];
      const [accountCount, addressCount] = await Promise.all(
        counted.map(([limiter, key]) => consume(limiter, key)),
      );
      // Only the address refuses: refusing the account would refuse its owner too.
      if (addressCount?.over) {
        await Promise.all(counted.map(([limiter, key]) => limiter.reward(key, 1)));
        return { allowed: false, retryAfterSeconds: secondsOf(addressCount) };
      }
      return {
        allowed: true,
        underAttack: accountCount?.over ? { retryAfterSeconds: secondsOf(accountCount) } : false,
        attempt: {
          async failed() {
            const { consumedPoints } = await consecutive.consume(consecutiveKey);
            const seconds = delaySeconds(consumedPoints);
            if (seconds > 0) await delays.block(consecutiveKey, seconds);
          },
          async succeeded() {
            // The owner got in: the account's count starts again; the address keeps its other failures, since one
            // working account must not clear them for everyone behind it.
            await Promise.all([
              ...(device ? [] : [byAddress.reward(address, 1), byAccount.delete(account)]),
              consecutive.delete(consecutiveKey),
              delays.delete(consecutiveKey),
            ]);
          },
        },
      };
    },

    async countResetRequest(c, email) {
      const results = await Promise.all([
        consume(resetByAccount, emailKey(email)),
        consume(resetByAddress, clientAddress(c)),
      ]);
      const over = results.filter((result) => result.over);
      return over.length > 0 ? Math.max(...over.map(secondsOf)) : undefined;
    },

    rememberDevice(c, email) {
      const device = knownDevice(c, email) ?? randomBytes(16).toString('base64url');
      const value = `${device}.${emailKey(email).slice(0, 22)}`;
      // Only the login routes read it; scripts never do.
      setCookie(c, deviceCookieName, `${value}.${sign(value)}`, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c),
        path: '/api/auth',
        maxAge: deviceLifetimeSeconds,
      });
    },
  };
}

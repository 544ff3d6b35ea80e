import { hash, verify } from '@node-rs/argon2';

/** argon2id cost; the algorithm itself is the library's default (argon2id, version 0x13). */
export interface PasswordHashing {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  parallelism: number;
}

/**
 * RFC 9106's second recommended setting (64 MiB, 3 passes), with one lane: on a two-core server a second lane buys
 * little and a login should not occupy both cores. About 45 ms per hash on the development machine; libuv runs up to
 * four at once, so the peak is 256 MiB.
 */
export const defaultPasswordHashing: PasswordHashing = { memoryCost: 65_536, timeCost: 3, parallelism: 1 };

export function hashPassword(password: string, hashing: PasswordHashing): Promise<string> {
  return hash(password, hashing);
}

/** The hash carries its own parameters and salt. A malformed stored hash counts as a wrong password, not a crash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The hash of a random password nobody knows. Login verifies against it when the email is unknown, so that answer takes
 * as long as a wrong password and does not reveal which emails have accounts. It is made right away, not on the first
 * unknown email, which would otherwise take twice as long as any later one.
 */
export function dummyPasswordHash(hashing: PasswordHashing): Promise<string> {
  const made = hashPassword(crypto.randomUUID(), hashing);
  // Marks a failure as handled until login awaits it (and then fails that request), rather than crashing the process.
  made.catch(() => undefined);
  return made;
}

import type { PasswordHashing } from '../src/auth/passwords';

/** argon2id at its cheapest (about a millisecond): tests check behaviour, not cost. Still an argon2id hash. */
export const testPasswordHashing: PasswordHashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

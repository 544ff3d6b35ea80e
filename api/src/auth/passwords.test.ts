import { describe, expect, it } from 'vitest';
import { defaultPasswordHashing, hashPassword, verifyPassword } from './passwords';

// The one place the production cost runs in the suite (about 50 ms per hash): the rest uses the cheap test setting.
describe('password hashing', () => {
  it('makes argon2id hashes at the production cost by default, which verify only the right password', async () => {
    const passwordHash = await hashPassword('Archery#2026', defaultPasswordHashing);
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await verifyPassword(passwordHash, 'Archery#2026')).toBe(true);
    expect(await verifyPassword(passwordHash, 'archery#2026')).toBe(false);
  });

  it('treats a damaged stored hash as a wrong password', async () => {
    expect(await verifyPassword('not a hash', 'Archery#2026')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=65536,t=3,p=1$broken', 'Archery#2026')).toBe(false);
  });
});

import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scryptAsync(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r, p, maxmem: 256 * cost * r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/**
 * scrypt (memory-hard) with a random salt; the parameters travel in the stored string
 * (`scrypt$N$r$p$salt$key`) so the cost can be raised later without breaking existing hashes.
 */
export function createPasswordHasher(cost: number): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password, salt, cost, BLOCK_SIZE, PARALLELISM);
      return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
      const expected = Buffer.from(keyText, 'base64');
      if (expected.length !== KEY_LENGTH) return false;
      const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), Number(n), Number(r), Number(p));
      return timingSafeEqual(actual, expected);
    },
  };
}

/** A stored hash nobody can log in with (seeded sample clients; they can use password reset). */
export function unusablePasswordHash(): string {
  return `disabled$${randomBytes(16).toString('base64')}`;
}

/** Short fingerprint of the password hash, carried in tokens so a password change revokes them. */
export function passwordFingerprint(storedHash: string): string {
  return createHash('sha256').update(storedHash).digest('base64url').slice(0, 12);
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database sealed (AES-256-GCM) under a key the database never holds: the EGS
 * unit's private key and the API secrets ZATCA issues with each CSID. A backup or a leaked dump
 * without ZATCA_SEAL_KEY gives nothing away; a sealed value altered in the database fails to open.
 */

export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSealer(sealKey: string): Sealer {
  // Any long secret string: SHA-256 makes the 32-byte AES key of it.
  const key = createHash('sha256').update(sealKey, 'utf8').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || data === undefined) throw new Error('Not a sealed secret');
      const bytes = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes (RFC 6238) for the staff's second step: SHA-1, six digits, thirty-second
 * steps, as every authenticator app reads them from the QR code. A code is accepted one step early
 * or late (clock drift); the step it matched is returned so the caller can refuse it a second time.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Khadamat';

export const TOTP_CODE_PATTERN = /^\d{6}$/;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32), as RFC 4226 recommends. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** Whether a text is a base32 secret otpauth can read, of at least 128 bits (ADMIN_TOTP_SECRET). */
export function isUsableSecret(secret: string): boolean {
  if (!/^[A-Z2-7]+=*$/.test(secret)) return false;
  try {
    return Secret.fromBase32(secret).bytes.length >= 16;
  } catch {
    return false;
  }
}

/** The time step a right code belongs to, or null for a wrong one. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a moment: for tests and automated sign-ins that hold the secret (ADMIN_TOTP_SECRET). */
export const totpCode = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

/** The otpauth:// address an authenticator app reads, and the same as a QR code (an SVG data URL). */
export async function enrolmentOf(secret: string, accountName: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, accountName).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export const RECOVERY_CODE_COUNT = 10;
// 32 letters and digits (RFC 4648 base32): a byte modulo 32 picks each without bias.
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten one-time codes like `k7mq2-x9rt4`: shown once, kept hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes) reduced to what is hashed. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

export const isRecoveryCodeShape = (code: string): boolean => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));

/** Recovery codes are random (50 bits), so one unsalted SHA-256 is enough to keep them unreadable. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'khadamat-provider';
const AUDIENCE = 'khadamat';

export interface TokenClaims {
  userId: number;
  /** Fingerprint of the password hash at issue time (see passwordFingerprint). */
  passwordFingerprint: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

/** Bearer tokens: HS256 JWTs carrying the user id, expiring after `ttlMinutes`; logout revokes one (revoked-tokens.ts). */
export function createTokenService(secret: string, ttlMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue({ userId, passwordFingerprint }) {
      return (
        new SignJWT({ pfp: passwordFingerprint })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(userId))
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt()
          // Unique per login: two logins in the same second would otherwise get the same token, and
          // logging out of one device (revoking that token) would log the other out too.
          .setJti(randomUUID())
          .setExpirationTime(`${ttlMinutes}m`)
          .sign(key)
      );
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.pfp !== 'string' || typeof payload.exp !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { userId, passwordFingerprint: payload.pfp }, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'khadamat-provider';
const AUDIENCE = 'khadamat';

export interface TokenClaims {
  userId: number;
  /** Fingerprint of the password hash at issue time (see passwordFingerprint). */
  passwordFingerprint: string;
}

/** A verified token: its claims, when it expires and when it was issued (to the millisecond: `ims`; `iat`, whole seconds, for older tokens). */
export type TokenCheck = { ok: true; claims: TokenClaims; expiresAt: Date; issuedAt: Date } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
  /**
   * The short-lived challenge a staff login gets instead of a token while its second step is due
   * (issue 28): signed like a token but for another audience, so it is never accepted as one.
   */
  issueChallenge(claims: TokenClaims): Promise<string>;
  verifyChallenge(challenge: string): Promise<TokenCheck>;
}

/** How long a staff member has between the password and the code (or the enrolment). */
export const CHALLENGE_TTL_MINUTES = 10;
const CHALLENGE_AUDIENCE = 'khadamat-second-step';

/** Bearer tokens: HS256 JWTs carrying the user id, expiring after `ttlMinutes`; logout revokes one (revoked-tokens.ts). */
export function createTokenService(secret: string, ttlMinutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const check = async (token: string, audience: string): Promise<TokenCheck> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience });
      const userId = Number(payload.sub);
      if (
        !Number.isSafeInteger(userId) ||
        userId <= 0 ||
        typeof payload.pfp !== 'string' ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const issuedAt = new Date(typeof payload.ims === 'number' ? payload.ims : payload.iat * 1000);
      return { ok: true, claims: { userId, passwordFingerprint: payload.pfp }, expiresAt: new Date(payload.exp * 1000), issuedAt };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  };
  return {
    issueChallenge({ userId, passwordFingerprint }) {
      return new SignJWT({ pfp: passwordFingerprint })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(CHALLENGE_AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${CHALLENGE_TTL_MINUTES}m`)
        .sign(key);
    },
    verifyChallenge: (challenge) => check(challenge, CHALLENGE_AUDIENCE),
    issue({ userId, passwordFingerprint }) {
      return (
        // `ims`: when, to the millisecond (iat has whole seconds), for sessions ended at a moment (authenticate).
        new SignJWT({ pfp: passwordFingerprint, ims: Date.now() })
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
    verify: (token) => check(token, AUDIENCE),
  };
}

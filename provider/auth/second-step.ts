import { isStaffRole } from '../../shared/constants';
import type { LoginResult, SecondStepChallenge } from '../../shared/types/user';
import type { AppServices } from '../http/context';
import { HttpError, tooManyRequests } from '../http/http-error';
import { inTransaction } from '../db/transaction';
import { findUserById, toUser, touchLastLogin, type UserWithClient } from '../users/users.repository';
import { issueLoginToken } from './auth.service';
import { passwordFingerprint } from './passwords';
import {
  clearFailedCodes,
  findSecondFactor,
  recordFailedCode,
  replaceRecoveryCodes,
  spendRecoveryCode,
  takeStep,
  unusedRecoveryCodes,
} from './second-factor.repository';
import { hashRecoveryCode, isRecoveryCodeShape, matchingStep, newRecoveryCodes, TOTP_CODE_PATTERN } from './totp';

/**
 * The staff's second step (issue 28 item 7). A staff login's right password gets a challenge, not a
 * token; the token comes only with a right code from the authenticator app (or a recovery code), or
 * with the first code of an enrolment. Wrong codes are slowed down like wrong passwords: five free,
 * then a wait that doubles from two seconds up to fifteen minutes; a right code forgets them.
 */

export const needsSecondStep = (row: Pick<UserWithClient, 'role'>) => isStaffRole(row.role);

const FREE_WRONG_CODES = 5;
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/** How long no code is checked after this many wrong ones in a row. */
export const waitAfterWrongCodes = (failed: number): number =>
  failed < FREE_WRONG_CODES ? 0 : Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failed - FREE_WRONG_CODES));

export async function challengeFor(app: AppServices, row: UserWithClient): Promise<SecondStepChallenge> {
  const factor = await findSecondFactor(app.db, row.id);
  return {
    secondStep: factor?.confirmedAt ? 'verify' : 'enrol',
    challenge: await app.tokens.issueChallenge({ userId: row.id, passwordFingerprint: passwordFingerprint(row.password_hash) }),
  };
}

/**
 * The staff member a challenge was given to, if it is still good: not expired, the password not
 * changed since, the account active and still a staff one. Anything else: 401, sign in again.
 */
export async function challengedUser(app: AppServices, challenge: string): Promise<UserWithClient> {
  const check = await app.tokens.verifyChallenge(challenge);
  if (!check.ok) throw new HttpError(401, check.reason === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', 'challengeInvalid');
  const row = await findUserById(app.db, check.claims.userId);
  if (!row || passwordFingerprint(row.password_hash) !== check.claims.passwordFingerprint || !needsSecondStep(row)) {
    throw new HttpError(401, 'UNAUTHENTICATED', 'challengeInvalid');
  }
  if (!row.is_active) throw new HttpError(403, 'ACCOUNT_INACTIVE', 'accountInactive');
  return row;
}

const wrongCode = () => new HttpError(400, 'INVALID_CREDENTIALS', 'secondStepWrong', { code: ['validation:secondStepWrong'] });

/** Refuses with 429 while the wait of earlier wrong codes runs. */
function refuseWhileWaiting(waitUntil: Date | null, now: number): void {
  if (waitUntil && waitUntil.getTime() > now) throw tooManyRequests('secondStepWait', Math.ceil((waitUntil.getTime() - now) / 1000));
}

async function countWrongCode(app: AppServices, userId: number, failedBefore: number, now: number): Promise<never> {
  const failed = failedBefore + 1;
  const wait = waitAfterWrongCodes(failed);
  await recordFailedCode(app.db, userId, failed, wait > 0 ? new Date(now + wait) : null);
  throw wrongCode();
}

export type CodeOutcome = { by: 'app' } | { by: 'recovery'; left: number };

/**
 * Checks a code for a confirmed (or, with `enrolling`, a just started) second step: a code from the
 * app, taken once, or an unused recovery code (not while enrolling), spent.
 */
export async function checkCode(app: AppServices, row: UserWithClient, code: string, enrolling: boolean): Promise<CodeOutcome> {
  const factor = await findSecondFactor(app.db, row.id);
  if (!factor) throw new HttpError(409, 'INVALID_STATE', 'secondStepNotStarted');
  if (enrolling && factor.confirmedAt) throw new HttpError(409, 'INVALID_STATE', 'secondStepAlreadySet');
  if (!enrolling && !factor.confirmedAt) throw new HttpError(409, 'INVALID_STATE', 'secondStepNotStarted');
  const now = Date.now();
  refuseWhileWaiting(factor.waitUntil, now);
  const typed = code.trim();
  if (TOTP_CODE_PATTERN.test(typed)) {
    const step = matchingStep(factor.secret, typed, now);
    if (step === null || !(await takeStep(app.db, row.id, step))) return countWrongCode(app, row.id, factor.failedCodes, now);
    return { by: 'app' };
  }
  if (!enrolling && isRecoveryCodeShape(typed) && (await spendRecoveryCode(app.db, row.id, hashRecoveryCode(typed)))) {
    await clearFailedCodes(app.db, row.id);
    return { by: 'recovery', left: await unusedRecoveryCodes(app.db, row.id) };
  }
  return countWrongCode(app, row.id, factor.failedCodes, now);
}

/** Ten new recovery codes for the user (earlier ones stop working); the plain codes, shown once. */
export async function issueRecoveryCodes(app: AppServices, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await inTransaction(app.db, (trx) => replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode)));
  return codes;
}

/** The login a passed second step ends with: the same result as a login without one. */
export async function completeLogin(app: AppServices, row: UserWithClient): Promise<LoginResult> {
  await touchLastLogin(app.db, row.id);
  const user = toUser(row);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    roles: user.roles,
    client: user.client,
    numerals: user.numerals,
    hijri: user.hijri,
    token: await issueLoginToken(app, row),
  };
}

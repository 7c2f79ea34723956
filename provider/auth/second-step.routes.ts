import { secondStepChallengeSchema, secondStepCodeSchema } from '../../shared/validation/second-step';
import type { EnrolledLoginResult, SecondStepEnrolment } from '../../shared/types/user';
import { HttpError } from '../http/http-error';
import { bodyOf, defineRoutes } from '../http/route';
import { startEnrolment } from './second-factor.repository';
import { challengedUser, checkCode, completeLogin, issueRecoveryCodes } from './second-step';
import { enrolmentOf, newTotpSecret } from './totp';

const CHALLENGE_ERRORS = 'An expired or unknown challenge, or a password changed since: 401 (sign in again).';
/** The 401 each of these public routes gives for its own secret, the challenge (documented, as the fuzz test asks). */
const CHALLENGE_401 = 'The challenge is expired, unknown or forged, or the password changed since the login: sign in again (SESSION_EXPIRED / UNAUTHENTICATED)';

/**
 * The second step of a staff login (issue 28 item 7). Each call carries the challenge the password
 * login gave; the provider issues the bearer token only here.
 */
export const secondStepRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Auth/second-step/enrolment',
    access: 'public',
    tag: 'Auth',
    summary: 'Start setting up the authenticator app (first staff sign-in, or after a reset)',
    description: `A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) with its otpauth address and QR code; asking again replaces a secret not yet confirmed. The secret is never sent again once confirmed. ${CHALLENGE_ERRORS}`,
    body: secondStepChallengeSchema,
    returns: { schema: 'SecondStepEnrolment' },
    errors: { 401: CHALLENGE_401, 409: 'The account already has a confirmed authenticator (INVALID_STATE)' },
    async handle(ctx) {
      const row = await challengedUser(ctx.app, bodyOf(ctx, secondStepChallengeSchema).challenge);
      const secret = newTotpSecret();
      if (!(await startEnrolment(ctx.app.db, row.id, secret))) throw new HttpError(409, 'INVALID_STATE', 'secondStepAlreadySet');
      const result: SecondStepEnrolment = { secret, ...(await enrolmentOf(secret, row.email)) };
      return { result };
    },
  },
  {
    method: 'post',
    path: '/Auth/second-step/confirm-enrolment',
    access: 'public',
    tag: 'Auth',
    summary: 'Finish setting up the authenticator app with its first code, and sign in',
    description: `The first code proves the app holds the secret: the enrolment is confirmed, ten one-time recovery codes are made (shown only in this answer, kept hashed) and the login completes with its token. Wrong codes: 400 INVALID_CREDENTIALS; after five in a row, 429 with Retry-After, growing. ${CHALLENGE_ERRORS}`,
    body: secondStepCodeSchema,
    returns: { schema: 'EnrolledLoginResult' },
    errors: { 401: CHALLENGE_401, 409: 'No enrolment started, or already confirmed (INVALID_STATE)', 429: 'Too many wrong codes: wait (Retry-After)' },
    async handle(ctx) {
      const input = bodyOf(ctx, secondStepCodeSchema);
      const row = await challengedUser(ctx.app, input.challenge);
      await checkCode(ctx.app, row, input.code, true);
      const recoveryCodes = await issueRecoveryCodes(ctx.app, row.id);
      const result: EnrolledLoginResult = { ...(await completeLogin(ctx.app, row)), recoveryCodes };
      return { result, message: 'secondStepEnrolled' };
    },
  },
  {
    method: 'post',
    path: '/Auth/second-step',
    access: 'public',
    tag: 'Auth',
    summary: 'Pass the second step with a code from the app or a recovery code, and sign in',
    description: `A six-digit code of the current 30-second step (one step of drift allowed; a code is taken once), or an unused recovery code (spent). Wrong codes: 400 INVALID_CREDENTIALS; after five in a row, 429 with Retry-After, growing. ${CHALLENGE_ERRORS}`,
    body: secondStepCodeSchema,
    returns: { schema: 'LoginResult' },
    errors: {
      401: CHALLENGE_401,
      409: 'The account has no confirmed authenticator: enrol first (INVALID_STATE)',
      429: 'Too many wrong codes: wait (Retry-After)',
    },
    async handle(ctx) {
      const input = bodyOf(ctx, secondStepCodeSchema);
      const row = await challengedUser(ctx.app, input.challenge);
      const outcome = await checkCode(ctx.app, row, input.code, false);
      const result = await completeLogin(ctx.app, row);
      if (outcome.by === 'recovery') return { result, message: ctx.t('recoveryCodeUsed', { count: outcome.left }) };
      return { result, message: 'loginSuccess' };
    },
  },
]);

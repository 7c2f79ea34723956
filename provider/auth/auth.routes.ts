import { confirmEmailSchema } from '../../shared/validation/confirm-email';
import { emailOnlySchema } from '../../shared/validation/email-only';
import { loginSchema } from '../../shared/validation/login';
import { registrationSchema } from '../../shared/validation/registration';
import { resetPasswordSchema } from '../../shared/validation/reset-password';
import type { RouteContext } from '../http/context';
import { badRequest, HttpError } from '../http/http-error';
import { bodyOf, defineRoutes, requireUser } from '../http/route';
import { textParam } from '../http/query-params';
import { accountExistsEmail } from '../mail/templates';
import { createUser, findUserByEmail, findUserById, markEmailConfirmed, setPasswordHash, toUser, type UserWithClient } from '../users/users.repository';
import { bearerToken } from './authenticate';
import { sendTokenEmail } from './auth.service';
import { challengeFor, completeLogin, needsSecondStep } from './second-step';
import { consumeOneTimeToken } from './one-time-tokens';
import { revokeToken } from './revoked-tokens';
import { createTimingTwin } from './timing-twin';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/db-errors';
import { recordConsents, setMarketingOptIn } from '../privacy/consents.repository';
import { requireCurrentPolicies } from '../privacy/privacy.service';

/** Hash compared against when the e-mail is unknown, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

/** The two "send me a link" calls answer an unknown address as slowly as a known one (timing-twin.ts). */
const linkTiming = { 'confirm-email': createTimingTwin(), 'reset-password': createTimingTwin() } as const;

/**
 * Tells the owner of an address that someone registered with it again, with the way to a new
 * password (a reset also confirms an address never confirmed). Not for a deactivated account, like
 * the reset e-mail. A mail failure is logged, never answered: the answer must not differ.
 */
async function tellOwnerOfExistingAccount(ctx: RouteContext, row: UserWithClient): Promise<void> {
  if (!row.is_active) return;
  const link = `${ctx.app.config.publicSiteUrl}/forgot-password?${new URLSearchParams({ email: row.email }).toString()}`;
  try {
    await ctx.app.mailer.send(accountExistsEmail(ctx.language, row.email, row.full_name, link));
  } catch (error) {
    ctx.app.logger.error({ err: error, userId: row.id }, 'sending the account-exists mail failed');
  }
}

/** The e-mail of the two "send me a link" calls may come as the query parameter `email` instead of in the body (spec 7). */
const emailParam = textParam('email', { description: 'The address, when not in the body.', maxLength: 254, message: 'validation:emailMaxLength' });

const invalidLink = () => badRequest({ token: ['validation:tokenInvalid'] }, 'linkInvalid');

export const authRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Auth/register',
    access: 'public',
    tag: 'Auth',
    summary: 'Register a client account',
    description:
      'Creates a Client user with its client record, recording the privacy policy and terms versions accepted (acceptedPrivacyVersion, acceptedTermsVersion: the versions in force, GET /Policies/{kind}, else 400 policyOutdated) and the optional marketing opt-in. Unless REQUIRE_EMAIL_CONFIRMATION=false, a confirmation e-mail is sent and login waits for it. An address that already has an account gets the very same answer (201, same message, no result), so the call does not tell who is registered; the owner is e-mailed instead, with a link to choose a new password.',
    body: registrationSchema,
    returns: 'none',
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, registrationSchema);
      await requireCurrentPolicies(ctx.app.db, {
        privacy: { version: input.acceptedPrivacyVersion, field: 'acceptedPrivacyVersion' },
        terms: { version: input.acceptedTermsVersion, field: 'acceptedTermsVersion' },
      });
      const email = input.email.toLowerCase();
      const confirm = ctx.app.config.requireEmailConfirmation;
      const accepted = { status: 201, result: null, message: confirm ? 'registeredConfirm' : 'registered' };
      // Hashed whether or not the address is taken, so both answers take as long.
      const passwordHash = await ctx.app.passwords.hash(input.password);
      const existing = await findUserByEmail(ctx.app.db, email);
      // A new account mails its confirmation only when confirmation is on; the owner's notice is
      // awaited just as often, so the answer takes as long either way.
      const answerForExisting = async (row: UserWithClient) => {
        const telling = tellOwnerOfExistingAccount(ctx, row);
        if (confirm) await telling;
        return accepted;
      };
      if (existing) return answerForExisting(existing);
      let row: UserWithClient;
      try {
        row = await createUser(ctx.app.db, {
          fullName: input.fullName,
          email,
          phoneNumber: input.phoneNumber,
          typeUser: input.typeUser,
          startDate: input.startDate ?? new Date(),
          passwordHash,
          role: 'Client',
          emailConfirmed: !confirm,
        });
      } catch (error) {
        // Two registrations racing for one address: the unique index decides, and the loser is
        // answered like any registration of a taken address.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findUserByEmail(ctx.app.db, email);
        return winner ? answerForExisting(winner) : accepted;
      }
      await recordConsents(ctx.app.db, row.id, 'registration', { privacy: input.acceptedPrivacyVersion, terms: input.acceptedTermsVersion });
      if (input.marketingOptIn) await setMarketingOptIn(ctx.app.db, row.id, true, new Date(ctx.app.clock.now()));
      if (confirm) await sendTokenEmail(ctx.app, ctx.language, row, 'confirm-email');
      return accepted;
    },
  },
  {
    method: 'post',
    path: '/Auth/login',
    access: 'public',
    tag: 'Auth',
    summary: 'Log in and receive a bearer token',
    description:
      'A staff account (Admin, Staff, Accountant) gets no token here: its result is a SecondStepChallenge (enrol or verify), completed by /Auth/second-step or /Auth/second-step/confirm-enrolment. Wrong e-mail or password: 400 INVALID_CREDENTIALS. Unconfirmed e-mail: 403 EMAIL_NOT_CONFIRMED. Deactivated: 403 ACCOUNT_INACTIVE. Too many password checks waiting already (PASSWORD_HASH_QUEUE, PASSWORD_HASH_MAX_WAIT_MS): 503 SERVICE_UNAVAILABLE with Retry-After, as for registration and password reset.',
    body: loginSchema,
    returns: { schema: 'LoginAnswer' },
    async handle(ctx) {
      const input = bodyOf(ctx, loginSchema);
      const row = await findUserByEmail(ctx.app.db, input.email);
      if (!row) {
        decoyHash ??= ctx.app.passwords.hash('decoy-password');
        await ctx.app.passwords.verify(input.password, await decoyHash);
        throw new HttpError(400, 'INVALID_CREDENTIALS', 'invalidCredentials');
      }
      if (!(await ctx.app.passwords.verify(input.password, row.password_hash))) {
        throw new HttpError(400, 'INVALID_CREDENTIALS', 'invalidCredentials');
      }
      if (!row.is_active) throw new HttpError(403, 'ACCOUNT_INACTIVE', 'accountInactive');
      if (ctx.app.config.requireEmailConfirmation && !row.email_confirmed) {
        throw new HttpError(403, 'EMAIL_NOT_CONFIRMED', 'emailNotConfirmed');
      }
      // Staff sign in with a second step: no token until it is passed (second-step.routes.ts).
      if (needsSecondStep(row)) {
        const challenge = await challengeFor(ctx.app, row);
        return { result: challenge, message: challenge.secondStep === 'enrol' ? 'secondStepEnrolDue' : 'secondStepDue' };
      }
      return { result: await completeLogin(ctx.app, row), message: 'loginSuccess' };
    },
  },
  {
    method: 'post',
    path: '/Auth/resend-confirmation-email',
    access: 'public',
    tag: 'Auth',
    summary: 'Send the e-mail confirmation link again',
    description: 'The e-mail may come in the body or as the query parameter `email`. The answer is the same whether or not the account exists.',
    body: emailOnlySchema,
    queryFallback: ['email'],
    query: [emailParam],
    returns: 'none',
    async handle(ctx) {
      const { email } = bodyOf(ctx, emailOnlySchema);
      const row = await findUserByEmail(ctx.app.db, email);
      if (row && !row.email_confirmed && row.is_active)
        await linkTiming['confirm-email'].measure(() => sendTokenEmail(ctx.app, ctx.language, row, 'confirm-email'));
      else await linkTiming['confirm-email'].imitate(async () => undefined);
      return { result: null, message: 'confirmationEmailSent' };
    },
  },
  {
    method: 'post',
    path: '/Auth/send-reset-password-email',
    access: 'public',
    tag: 'Auth',
    summary: 'Send a password reset link',
    description: 'The e-mail may come in the body or as the query parameter `email`. The answer is the same whether or not the account exists.',
    body: emailOnlySchema,
    queryFallback: ['email'],
    query: [emailParam],
    returns: 'none',
    async handle(ctx) {
      const { email } = bodyOf(ctx, emailOnlySchema);
      const row = await findUserByEmail(ctx.app.db, email);
      if (row?.is_active) await linkTiming['reset-password'].measure(() => sendTokenEmail(ctx.app, ctx.language, row, 'reset-password'));
      else await linkTiming['reset-password'].imitate(async () => undefined);
      return { result: null, message: 'resetEmailSent' };
    },
  },
  {
    method: 'post',
    path: '/Auth/confirm-email',
    access: 'public',
    tag: 'Auth',
    summary: 'Complete e-mail confirmation with the token from the link',
    body: confirmEmailSchema,
    returns: 'none',
    async handle(ctx) {
      const input = bodyOf(ctx, confirmEmailSchema);
      const row = await findUserByEmail(ctx.app.db, input.email);
      // Token and flag change together: a failure leaves the link usable, never a spent link with no effect.
      const done =
        !!row &&
        (await inTransaction(ctx.app.db, async (trx) => {
          if (!(await consumeOneTimeToken(trx, row.id, 'confirm-email', input.token))) return false;
          await markEmailConfirmed(trx, row.id);
          return true;
        }));
      if (!done) throw invalidLink();
      return { result: null, message: 'emailConfirmed' };
    },
  },
  {
    method: 'post',
    path: '/Auth/reset-password',
    access: 'public',
    tag: 'Auth',
    summary: 'Set a new password with the token from the reset link or an invitation',
    description:
      'The token of a password-reset e-mail, or of the invitation sent for an account an admin created. Also confirms the e-mail (the link proves the mailbox) and ends every earlier session of the account.',
    body: resetPasswordSchema,
    returns: 'none',
    async handle(ctx) {
      const input = bodyOf(ctx, resetPasswordSchema);
      const row = await findUserByEmail(ctx.app.db, input.email);
      // Hashed before the transaction so the row locks are held only for the three writes.
      const passwordHash = await ctx.app.passwords.hash(input.newPassword);
      // An unknown address does the same work (its look-ups find no token for the id 0 nobody has),
      // so the answer takes as long as a wrong token for a real account.
      const done = await inTransaction(ctx.app.db, async (trx) => {
        const userId = row?.id ?? 0;
        const consumed =
          (await consumeOneTimeToken(trx, userId, 'reset-password', input.token)) || (await consumeOneTimeToken(trx, userId, 'invitation', input.token));
        if (!consumed || !row) return false;
        await setPasswordHash(trx, row.id, passwordHash);
        if (!row.email_confirmed) await markEmailConfirmed(trx, row.id);
        return true;
      });
      if (!done) throw invalidLink();
      return { result: null, message: 'passwordReset' };
    },
  },
  {
    method: 'post',
    path: '/Auth/logout',
    audit: 'not-a-change',
    access: 'user',
    tag: 'Auth',
    summary: 'Log out: revoke the bearer token',
    description:
      'Ends the bearer token of the call before its expiry: from then on it is refused with 401 UNAUTHENTICATED. Other tokens of the same user (other devices) stay valid. A token that is already expired, revoked or invalid gets 401.',
    returns: 'none',
    async handle(ctx) {
      const user = requireUser(ctx);
      // authenticate() has just accepted this very token, so it is there and verifies.
      const token = bearerToken(ctx.req)!;
      const check = await ctx.app.tokens.verify(token);
      if (!check.ok) throw new HttpError(401, 'UNAUTHENTICATED', 'tokenInvalid');
      await revokeToken(ctx.app.db, token, user.id, check.expiresAt);
      return { result: null, message: 'loggedOut' };
    },
  },
  {
    method: 'get',
    path: '/Auth/me',
    access: 'user',
    tag: 'Auth',
    summary: "The token's user",
    returns: { schema: 'User' },
    async handle(ctx) {
      const row = await findUserById(ctx.app.db, requireUser(ctx).id);
      return { result: toUser(row!) };
    },
  },
]);

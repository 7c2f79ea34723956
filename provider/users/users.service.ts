import { randomBytes } from 'node:crypto';
import type { AssignableRole, Language } from '../../shared/constants';
import type { AdminUserCreateValues } from '../../shared/validation/admin-user';
import type { ProfileUpdateValues } from '../../shared/validation/profile-update';
import { toNumerals } from '../../shared/format/numerals';
import { issueLoginToken, sendTokenEmail } from '../auth/auth.service';
import { consumeOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens';
import { emailChangeEmail, emailChangeNoticeEmail, emailChangeTakenEmail } from '../mail/templates';
import type { MailMessage } from '../mail/mailer';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/db-errors';
import { inTransaction } from '../db/transaction';
import type { AppServices, AuthUser } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import {
  createUser,
  archiveUser,
  deleteUserWithoutHistory,
  unarchiveUser,
  emailTaken,
  findUserById,
  isLastActiveAdmin,
  setPasswordHash,
  setUserActive,
  setUserRole,
  updateUser,
  buyerOfRow,
  applyPendingEmail,
  setPendingEmail,
  type UserWithClient,
} from './users.repository';
import type { BuyerIdentity } from '../../shared/types/invoice';

/**
 * The rules of accounts: who may change what, never without an active admin, an e-mail once, and
 * the e-mails these changes send. users.routes.ts parses, authorizes the caller and shapes answers.
 */

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const emailInUse = () => new HttpError(409, 'EMAIL_IN_USE', 'emailInUse', { email: ['provider:emailInUse'] });
const lastAdmin = () => new HttpError(409, 'INVALID_STATE', 'lastAdmin');
const adminOnly = () => new HttpError(403, 'FORBIDDEN', 'adminOnly');

interface AfterChange {
  exists: boolean;
  isActive: boolean;
  role: string;
}

/** Whether a change takes an active admin out of the active admins (deleted, deactivated or made a client). */
const removesActiveAdmin = (row: UserWithClient, after: AfterChange) =>
  row.role === 'Admin' && row.is_active && (!after.exists || !after.isActive || after.role !== 'Admin');

/**
 * Runs `change` in a transaction that first refuses to leave the site without an active admin. The
 * user's row is re-read under the admins' lock, so the check sees any change that just committed.
 */
async function withAdminGuard<T>(
  db: Db,
  id: number,
  after: (row: UserWithClient) => AfterChange,
  change: (trx: Db, row: UserWithClient) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const before = await findUserById(trx, id);
    if (!before) throw notFound('userNotFound');
    if (removesActiveAdmin(before, after(before)) && (await isLastActiveAdmin(trx, id))) throw lastAdmin();
    // Re-read: the lock may have waited for another admin's change to this very user.
    return change(trx, (await findUserById(trx, id)) ?? before);
  });
}

/**
 * Removes an account the way records allow: archived (deactivated, restorable) when anything kept
 * points at it, deleted only when it left nothing. Not the caller's own, never the last active admin.
 */
export async function removeAccount(app: AppServices, caller: AuthUser, id: number): Promise<'archived' | 'deleted'> {
  if (id === caller.id) throw new HttpError(409, 'INVALID_STATE', 'cannotDeleteSelf');
  return withAdminGuard(
    app.db,
    id,
    () => ({ exists: false, isActive: false, role: '' }),
    async (trx) => {
      const deleted = await deleteUserWithoutHistory(trx, id);
      if (deleted === 'missing') throw notFound('userNotFound');
      if (deleted === 'deleted') return 'deleted';
      await archiveUser(trx, id);
      return 'archived';
    },
  );
}

/** Brings an archived account back; 409 when it is not archived. */
export async function restoreAccount(app: AppServices, id: number): Promise<void> {
  const row = await findUserById(app.db, id);
  if (!row) throw notFound('userNotFound');
  if (!(await unarchiveUser(app.db, id))) throw new HttpError(409, 'INVALID_STATE', 'userNotArchived');
}

export interface ProfileUpdated {
  user: UserWithClient;
  /** The e-mail is to change: a confirmation link went to the new address, the old one stays until then. */
  emailChangePending: boolean;
}

/**
 * A profile saved by its owner or an admin. Only an admin changes isActive (not on their own
 * account), typeUser and startDate; the profile page sends the whole record back, so only a real
 * change of these is an admin's call. A new e-mail is never applied here: it waits, as
 * `pending_email`, for the link sent to it (requestEmailChange). The owner changing their own needs
 * their current password, and is answered the same whether or not the address is taken.
 */
export async function updateProfile(app: AppServices, language: Language, caller: AuthUser, id: number, input: ProfileUpdateValues): Promise<ProfileUpdated> {
  const current = await findUserById(app.db, id);
  if (!current) throw notFound('userNotFound');
  const email = input.email.toLowerCase();
  const emailChanged = email !== current.email.toLowerCase();
  const own = caller.id === id;
  if (emailChanged && own) await requireCurrentPassword(app, current, input.currentPassword);
  // An admin editing someone else's account sees that an address is taken: admins list accounts anyway.
  if (emailChanged && !own && (await emailTaken(app.db, email, id))) throw emailInUse();
  const admin = caller.role === 'Admin';
  let isActive = current.is_active;
  if (input.isActive !== undefined && input.isActive !== current.is_active) {
    if (!admin) throw adminOnly();
    if (own) throw new HttpError(409, 'INVALID_STATE', 'cannotDeactivateSelf');
    isActive = input.isActive;
  }
  const typeUser = input.typeUser ?? current.type_user;
  const startDate = input.startDate ?? current.start_date;
  if (!admin && (typeUser !== current.type_user || dayOf(startDate) !== dayOf(current.start_date))) throw adminOnly();
  const updated = await withAdminGuard(
    app.db,
    id,
    (row) => ({ exists: true, isActive, role: row.role }),
    (trx) =>
      updateUser(trx, id, {
        fullName: input.fullName,
        email: current.email,
        phoneNumber: input.phoneNumber,
        typeUser,
        startDate,
        isActive,
        emailConfirmed: current.email_confirmed,
        // Absent: unchanged (an admin's edit of someone else's account does not send it).
        numerals: input.numerals === undefined ? (toNumerals(current.numerals) ?? null) : input.numerals,
        hijri: input.hijri === undefined ? (current.hijri ?? null) : input.hijri,
        buyer: input.buyer === undefined ? buyerOfRow(current) : input.buyer?.vatNumber ? (input.buyer as BuyerIdentity) : null,
      }),
  );
  if (!updated) throw notFound('userNotFound');
  if (!emailChanged) return { user: updated, emailChangePending: false };
  await requestEmailChange(app, language, updated, email);
  return { user: (await findUserById(app.db, id)) ?? updated, emailChangePending: true };
}

async function requireCurrentPassword(app: AppServices, row: UserWithClient, password: string | undefined): Promise<void> {
  if (!password) throw badRequest({ currentPassword: ['validation:currentPasswordRequired'] }, 'currentPasswordWrong');
  if (!(await app.passwords.verify(password, row.password_hash)))
    throw badRequest({ currentPassword: ['provider:currentPasswordWrong'] }, 'currentPasswordWrong');
}

/**
 * Keeps `newEmail` as the account's pending address and mails it the link that applies it (or, when
 * the address has an account already, a notice saying so instead: the caller's answer is the same);
 * the current address is told in the user's language, with the way to a new password if it was not them.
 */
async function requestEmailChange(app: AppServices, language: Language, row: UserWithClient, newEmail: string): Promise<void> {
  const userLanguage = (row.language as Language | null) ?? language;
  const forgotLink = (email: string) => `${app.config.publicSiteUrl}/forgot-password?${new URLSearchParams({ email }).toString()}`;
  const taken = await emailTaken(app.db, newEmail, row.id);
  let mail: MailMessage;
  if (taken) {
    await setPendingEmail(app.db, row.id, null);
    mail = emailChangeTakenEmail(language, newEmail, newEmail, forgotLink(newEmail));
  } else {
    await setPendingEmail(app.db, row.id, newEmail);
    const token = await issueOneTimeToken(app.db, row.id, 'change-email');
    const link = `${app.config.publicSiteUrl}/confirm-email-change?${new URLSearchParams({ id: String(row.id), token }).toString()}`;
    mail = emailChangeEmail(language, newEmail, row.full_name, link);
  }
  const notice = emailChangeNoticeEmail(userLanguage, row.email, row.full_name, forgotLink(row.email), newEmail);
  // Mail failures are logged, never answered: the answer must not tell a taken address from a free one.
  for (const message of [mail, notice]) {
    try {
      await app.mailer.send(message);
    } catch (error) {
      app.logger.error({ err: error, userId: row.id }, 'sending an e-mail change mail failed');
    }
  }
}

/**
 * The link from the new address: it becomes the account's e-mail (confirmed, since the link proves
 * the mailbox). False for a wrong, used or expired token, or when the address was taken meanwhile.
 */
export async function confirmEmailChange(app: AppServices, id: number, token: string): Promise<boolean> {
  const row = await findUserById(app.db, id);
  const pending = row?.pending_email;
  if (!row || !pending) return false;
  try {
    return await inTransaction(app.db, async (trx) => {
      if (!(await consumeOneTimeToken(trx, id, 'change-email', token))) return false;
      if (await emailTaken(trx, pending, id)) return false;
      return applyPendingEmail(trx, id, pending);
    });
  } catch (error) {
    // Someone registered the address between the check and the write: the unique index refuses it.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The caller's own password, after the current one: earlier tokens stop working, the answer is a fresh one. */
export async function changeOwnPassword(app: AppServices, caller: AuthUser, id: number, oldPassword: string, newPassword: string): Promise<string> {
  if (caller.id !== id) throw new HttpError(403, 'FORBIDDEN', 'ownPasswordOnly');
  const row = await findUserById(app.db, id);
  if (!row) throw notFound('userNotFound');
  if (!(await app.passwords.verify(oldPassword, row.password_hash))) {
    throw badRequest({ oldPassword: ['provider:currentPasswordWrong'] }, 'currentPasswordWrong');
  }
  await setPasswordHash(app.db, id, await app.passwords.hash(newPassword));
  return issueLoginToken(app, (await findUserById(app.db, id))!);
}

/** Activates or deactivates an account: not the caller's own deactivation, never the last active admin. */
export async function setAccountActive(app: AppServices, caller: AuthUser, id: number, isActive: boolean): Promise<void> {
  if (id === caller.id && !isActive) throw new HttpError(409, 'INVALID_STATE', 'cannotDeactivateSelf');
  await withAdminGuard(
    app.db,
    id,
    (row) => ({ exists: true, isActive, role: row.role }),
    (trx) => setUserActive(trx, id, isActive),
  );
}

/**
 * Makes a user an Admin or a Client; false when the role was already that. Never the last active admin
 * made a client; never a Partner login changed (it is its partner's: ended from the partner form).
 */
export async function setAccountRole(app: AppServices, id: number, role: AssignableRole): Promise<boolean> {
  return withAdminGuard(
    app.db,
    id,
    (row) => ({ exists: true, isActive: row.is_active, role }),
    async (trx, row) => {
      if (row.role === role) return false;
      if (row.role === 'Partner') throw new HttpError(409, 'INVALID_STATE', 'partnerRoleFixed');
      await setUserRole(trx, id, role);
      return true;
    },
  );
}

export interface AccountCreated {
  user: UserWithClient;
  /** null: no invitation was asked for; otherwise whether its e-mail went out. */
  invitationSent: boolean | null;
}

/**
 * An account made from the dashboard: with the password the admin set (the e-mail counts as
 * confirmed), or with an invitation e-mail whose link lets the owner choose one.
 */
export async function createAccount(app: AppServices, language: Language, input: AdminUserCreateValues): Promise<AccountCreated> {
  const email = input.email.toLowerCase();
  if (await emailTaken(app.db, email)) throw emailInUse();
  const invite = input.sendInvitation === true;
  // An invited account has a password nobody knows until its owner sets one.
  const password = invite ? randomBytes(32).toString('base64url') : input.password!;
  let row: UserWithClient;
  try {
    row = await createUser(app.db, {
      fullName: input.fullName,
      email,
      phoneNumber: input.phoneNumber,
      typeUser: input.typeUser,
      startDate: input.startDate,
      passwordHash: await app.passwords.hash(password),
      role: input.role,
      emailConfirmed: !invite,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  return { user: row, invitationSent: invite ? await sendTokenEmail(app, language, row, 'invitation') : null };
}

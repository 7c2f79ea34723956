import { randomBytes } from 'node:crypto';
import type { Language, Role } from '../../shared/constants';
import type { AdminUserCreateValues } from '../../shared/validation/admin-user';
import type { ProfileUpdateValues } from '../../shared/validation/profile-update';
import { toNumerals } from '../../shared/format/numerals';
import { issueLoginToken, sendTokenEmail } from '../auth/auth.service';
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
  /** The e-mail changed and must be confirmed again (a confirmation e-mail went out). */
  reconfirm: boolean;
}

/**
 * A profile saved by its owner or an admin. Only an admin changes isActive (not on their own
 * account), typeUser and startDate; the profile page sends the whole record back, so only a real
 * change of these is an admin's call. A client's new e-mail is confirmed again when confirmation is on.
 */
export async function updateProfile(app: AppServices, language: Language, caller: AuthUser, id: number, input: ProfileUpdateValues): Promise<ProfileUpdated> {
  const current = await findUserById(app.db, id);
  if (!current) throw notFound('userNotFound');
  const email = input.email.toLowerCase();
  if (await emailTaken(app.db, email, id)) throw emailInUse();
  const admin = caller.role === 'Admin';
  let isActive = current.is_active;
  if (input.isActive !== undefined && input.isActive !== current.is_active) {
    if (!admin) throw adminOnly();
    if (caller.id === id) throw new HttpError(409, 'INVALID_STATE', 'cannotDeactivateSelf');
    isActive = input.isActive;
  }
  const typeUser = input.typeUser ?? current.type_user;
  const startDate = input.startDate ?? current.start_date;
  if (!admin && (typeUser !== current.type_user || dayOf(startDate) !== dayOf(current.start_date))) throw adminOnly();
  const emailChanged = email !== current.email.toLowerCase();
  const reconfirm = emailChanged && app.config.requireEmailConfirmation && current.role === 'Client';
  const updated = await withAdminGuard(
    app.db,
    id,
    (row) => ({ exists: true, isActive, role: row.role }),
    (trx) =>
      updateUser(trx, id, {
        fullName: input.fullName,
        email,
        phoneNumber: input.phoneNumber,
        typeUser,
        startDate,
        isActive,
        emailConfirmed: reconfirm ? false : current.email_confirmed,
        // Absent: unchanged (an admin's edit of someone else's account does not send it).
        numerals: input.numerals === undefined ? (toNumerals(current.numerals) ?? null) : input.numerals,
        hijri: input.hijri === undefined ? (current.hijri ?? null) : input.hijri,
        buyer: input.buyer === undefined ? buyerOfRow(current) : input.buyer?.vatNumber ? (input.buyer as BuyerIdentity) : null,
      }),
  );
  if (!updated) throw notFound('userNotFound');
  if (reconfirm) await sendTokenEmail(app, language, updated, 'confirm-email');
  return { user: updated, reconfirm };
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

/** Makes a user an Admin or a Client; false when the role was already that. Never the last active admin made a client. */
export async function setAccountRole(app: AppServices, id: number, role: Role): Promise<boolean> {
  return withAdminGuard(
    app.db,
    id,
    (row) => ({ exists: true, isActive: row.is_active, role }),
    async (trx, row) => {
      if (row.role === role) return false;
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

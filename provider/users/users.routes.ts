import { randomBytes } from 'node:crypto';
import { ROLES, USER_TYPES, type UserType } from '../../shared/constants';
import { adminUserCreateSchema, userRoleSchema, userTypeSchema } from '../../shared/validation/admin-user';
import { passwordChangeSchema } from '../../shared/validation/password-change';
import { profileUpdateSchema } from '../../shared/validation/profile-update';
import { toNumerals } from '../../shared/format/numerals';
import { userStatusSchema } from '../../shared/validation/user-status';
import { issueLoginToken, sendTokenEmail } from '../auth/auth.routes';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { booleanParam, enumParam, integerParam } from '../http/query-params';
import { bodyOf, checkBodyId, defineRoutes, isAdmin, parseId, requireSelfOrAdmin, requireUser } from '../http/route';
import type { RouteContext } from '../http/context';
import {
  createUser,
  deleteUser,
  emailTaken,
  findUserById,
  isLastActiveAdmin,
  listUsers,
  setPasswordHash,
  setUserActive,
  setUserRole,
  setUserType,
  toUser,
  updateUser,
  type UserWithClient,
} from './users.repository';
import { inTransaction } from '../db/transaction';

const USER_TYPE_VALUES = Object.values(USER_TYPES);

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const emailInUse = () => new HttpError(409, 'EMAIL_IN_USE', 'emailInUse', { email: ['provider:emailInUse'] });
const lastAdmin = () => new HttpError(409, 'INVALID_STATE', 'lastAdmin');

/** Whether a change takes an active admin out of the active admins (deleted, deactivated or made a client). */
const removesActiveAdmin = (row: UserWithClient, after: { exists: boolean; isActive: boolean; role: string }) =>
  row.role === 'Admin' && row.is_active && (!after.exists || !after.isActive || after.role !== 'Admin');

/**
 * Runs `change` in a transaction that first refuses to leave the site without an active admin. The
 * user's row is re-read under the admins' lock, so the check sees any change that just committed.
 */
async function withAdminGuard<T>(
  ctx: RouteContext,
  id: number,
  after: (row: UserWithClient) => { exists: boolean; isActive: boolean; role: string },
  change: (trx: RouteContext['app']['db'], row: UserWithClient) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx.app.db, async (trx) => {
    const before = await findUserById(trx, id);
    if (!before) throw notFound('userNotFound');
    if (removesActiveAdmin(before, after(before)) && (await isLastActiveAdmin(trx, id))) throw lastAdmin();
    // Re-read: the lock may have waited for another admin's change to this very user.
    return change(trx, (await findUserById(trx, id)) ?? before);
  });
}
const USER_PARAMS = {
  isActive: booleanParam('isActive', 'Only active (true) or inactive (false) users.'),
  typeUser: integerParam('typeUser', {
    description: 'Only users of this type (1 Individual, 2 Business, 3 Organization).',
    min: Math.min(...USER_TYPE_VALUES),
    max: Math.max(...USER_TYPE_VALUES),
    values: USER_TYPE_VALUES,
    message: 'validation:userTypeInvalid',
  }),
  role: enumParam('role', { description: 'Only users of this role.', values: ROLES, message: 'validation:roleInvalid' }),
} as const;

export const userRoutes = defineRoutes([
  {
    method: 'get',
    path: '/User/get-all-users',
    access: 'admin',
    tag: 'Users',
    summary: 'List users',
    paged: true,
    description: 'Search matches full name, e-mail or phone. Ordered by id.',
    query: [USER_PARAMS.isActive, USER_PARAMS.typeUser, USER_PARAMS.role],
    returns: { schema: 'User', list: true },
    async handle(ctx) {
      const result = await listUsers(ctx.app.db, {
        ...listQueryOf(ctx),
        isActive: USER_PARAMS.isActive.of(ctx),
        typeUser: USER_PARAMS.typeUser.of(ctx),
        role: USER_PARAMS.role.of(ctx),
      });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/User/get-user/:id',
    access: 'user',
    tag: 'Users',
    summary: 'One user (own account, or any for an Admin)',
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      requireSelfOrAdmin(ctx, id);
      const row = await findUserById(ctx.app.db, id);
      if (!row) throw notFound('userNotFound');
      return { result: toUser(row) };
    },
  },
  {
    method: 'delete',
    path: '/User/delete-user/:id',
    errors: { 409: 'The own account, or the last active admin (INVALID_STATE)' },
    access: 'admin',
    tag: 'Users',
    summary: 'Delete a user with their ratings and requests',
    description: 'Not the own account, and never the last active admin (409 INVALID_STATE).',
    returns: 'none',
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      if (id === requireUser(ctx).id) throw new HttpError(409, 'INVALID_STATE', 'cannotDeleteSelf');
      await withAdminGuard(
        ctx,
        id,
        () => ({ exists: false, isActive: false, role: '' }),
        async (trx) => {
          if (!(await deleteUser(trx, id))) throw notFound('userNotFound');
        },
      );
      return { result: null, message: 'userDeleted' };
    },
  },
  {
    method: 'put',
    path: '/User/update-user/:id',
    errors: { 409: 'The e-mail belongs to another account (EMAIL_IN_USE); deactivating oneself or the last active admin (INVALID_STATE)' },
    access: 'user',
    tag: 'Users',
    summary: 'Update a profile (own account, or any for an Admin)',
    description:
      'Only an Admin may change isActive (and not on their own account), typeUser and startDate; the same values may be sent back by anyone. A password in the body is ignored (use update-password). An id in the body must match the path. Changing the e-mail requires confirming the new address when confirmation is on.',
    body: profileUpdateSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const caller = requireSelfOrAdmin(ctx, id);
      checkBodyId(ctx.req.body, id);
      const input = bodyOf(ctx, profileUpdateSchema);
      const current = await findUserById(ctx.app.db, id);
      if (!current) throw notFound('userNotFound');
      const email = input.email.toLowerCase();
      if (await emailTaken(ctx.app.db, email, id)) throw new HttpError(409, 'EMAIL_IN_USE', 'emailInUse', { email: ['provider:emailInUse'] });
      const admin = isAdmin(caller);
      let isActive = current.is_active;
      if (input.isActive !== undefined && input.isActive !== current.is_active) {
        if (!admin) throw new HttpError(403, 'FORBIDDEN', 'adminOnly');
        if (caller.id === id) throw new HttpError(409, 'INVALID_STATE', 'cannotDeactivateSelf');
        isActive = input.isActive;
      }
      // The profile page sends the whole record back; only a real change of these is an admin's call.
      const typeUser = input.typeUser ?? current.type_user;
      const startDate = input.startDate ?? current.start_date;
      if (!admin && (typeUser !== current.type_user || dayOf(startDate) !== dayOf(current.start_date))) {
        throw new HttpError(403, 'FORBIDDEN', 'adminOnly');
      }
      const emailChanged = email !== current.email.toLowerCase();
      const reconfirm = emailChanged && ctx.app.config.requireEmailConfirmation && current.role === 'Client';
      const updated = await withAdminGuard(
        ctx,
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
          }),
      );
      if (!updated) throw notFound('userNotFound');
      if (reconfirm) await sendTokenEmail(ctx, updated, 'confirm-email');
      return { result: toUser(updated), message: reconfirm ? 'userUpdatedConfirmEmail' : 'userUpdated' };
    },
  },
  {
    method: 'patch',
    path: '/User/update-password/:id',
    access: 'user',
    tag: 'Users',
    summary: 'Change the own password',
    description: 'Only for the own account. Earlier tokens stop working; the result carries a fresh token ({ token }) for the current session.',
    body: passwordChangeSchema,
    returns: { schema: 'TokenResult' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      if (requireUser(ctx).id !== id) throw new HttpError(403, 'FORBIDDEN', 'ownPasswordOnly');
      const input = bodyOf(ctx, passwordChangeSchema);
      const row = await findUserById(ctx.app.db, id);
      if (!row) throw notFound('userNotFound');
      if (!(await ctx.app.passwords.verify(input.oldPassword, row.password_hash))) {
        throw badRequest({ oldPassword: ['provider:currentPasswordWrong'] }, 'currentPasswordWrong');
      }
      await setPasswordHash(ctx.app.db, id, await ctx.app.passwords.hash(input.newPassword));
      const fresh = (await findUserById(ctx.app.db, id))!;
      return { result: { token: await issueLoginToken(ctx, fresh) }, message: 'passwordChanged' };
    },
  },
  {
    method: 'patch',
    path: '/User/set-active/:id',
    errors: { 409: 'Deactivating oneself or the last active admin (INVALID_STATE)' },
    access: 'admin',
    tag: 'Users',
    summary: 'Activate or deactivate a user',
    description:
      'A deactivated user cannot log in and their existing tokens are refused at once. Not the own account, and never the last active admin (409 INVALID_STATE).',
    body: userStatusSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const { isActive } = bodyOf(ctx, userStatusSchema);
      if (id === requireUser(ctx).id && !isActive) throw new HttpError(409, 'INVALID_STATE', 'cannotDeactivateSelf');
      await withAdminGuard(
        ctx,
        id,
        (row) => ({ exists: true, isActive, role: row.role }),
        (trx) => setUserActive(trx, id, isActive),
      );
      return { result: toUser((await findUserById(ctx.app.db, id))!), message: isActive ? 'userActivated' : 'userDeactivated' };
    },
  },
  {
    method: 'post',
    path: '/User/create-user',
    errors: { 409: 'The e-mail already has an account (EMAIL_IN_USE)' },
    access: 'admin',
    tag: 'Users',
    summary: 'Create an account (Client or Admin) from the dashboard',
    description:
      "The spec's user-form rules: user type required, start date required and not in the future. Either a password (with its confirmation) is set here, or sendInvitation=true e-mails the user a link to choose one (valid 7 days, completed with POST /Auth/reset-password). The e-mail counts as confirmed when the admin sets the password, and once the invited user sets theirs.",
    body: adminUserCreateSchema,
    returns: { schema: 'User' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, adminUserCreateSchema);
      const email = input.email.toLowerCase();
      if (await emailTaken(ctx.app.db, email)) throw emailInUse();
      const invite = input.sendInvitation === true;
      // An invited account has a password nobody knows until its owner sets one.
      const password = invite ? randomBytes(32).toString('base64url') : input.password!;
      let row: UserWithClient;
      try {
        row = await createUser(ctx.app.db, {
          fullName: input.fullName,
          email,
          phoneNumber: input.phoneNumber,
          typeUser: input.typeUser,
          startDate: input.startDate,
          passwordHash: await ctx.app.passwords.hash(password),
          role: input.role as (typeof ROLES)[number],
          emailConfirmed: !invite,
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw emailInUse();
        throw error;
      }
      if (!invite) return { status: 201, result: toUser(row), message: 'userCreated' };
      const sent = await sendTokenEmail(ctx, row, 'invitation');
      return { status: 201, result: toUser(row), message: sent ? ctx.t('userCreatedInvited', { email: row.email }) : 'userCreatedInviteFailed' };
    },
  },
  {
    method: 'patch',
    path: '/User/set-role/:id',
    errors: { 409: 'Making the last active admin a client (INVALID_STATE)' },
    access: 'admin',
    tag: 'Users',
    summary: 'Make a user an Admin or a Client',
    description:
      'A new Client gets a client record. An admin may step down while another active admin remains; the last active admin cannot be made a client (409 INVALID_STATE).',
    body: userRoleSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const { role } = bodyOf(ctx, userRoleSchema);
      const next = role as (typeof ROLES)[number];
      const changed = await withAdminGuard(
        ctx,
        id,
        (row) => ({ exists: true, isActive: row.is_active, role: next }),
        async (trx, row) => {
          if (row.role === next) return false;
          await setUserRole(trx, id, next);
          return true;
        },
      );
      return { result: toUser((await findUserById(ctx.app.db, id))!), message: changed ? 'roleChanged' : '' };
    },
  },
  {
    method: 'patch',
    path: '/User/set-type/:id',
    access: 'admin',
    tag: 'Users',
    summary: "Change a user's type (1 Individual, 2 Business, 3 Organization)",
    body: userTypeSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const { typeUser } = bodyOf(ctx, userTypeSchema);
      if (!(await setUserType(ctx.app.db, id, typeUser as UserType))) throw notFound('userNotFound');
      return { result: toUser((await findUserById(ctx.app.db, id))!), message: 'userTypeChanged' };
    },
  },
]);

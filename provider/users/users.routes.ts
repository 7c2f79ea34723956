import { passwordChangeSchema } from '../../shared/validation/password-change';
import { profileUpdateSchema } from '../../shared/validation/profile-update';
import { userStatusSchema } from '../../shared/validation/user-status';
import { issueLoginToken, sendTokenEmail } from '../auth/auth.routes';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { parseListQuery } from '../http/list-query';
import { defineRoutes, isAdmin, parseId, requireSelfOrAdmin, requireUser } from '../http/route';
import { validate } from '../http/validate';
import {
  deleteUser,
  emailTaken,
  findUserById,
  listUsers,
  setPasswordHash,
  setUserActive,
  toUser,
  updateUser,
} from './users.repository';

function booleanFilter(value: unknown): boolean | null {
  if (value === 'true' || value === 'active') return true;
  if (value === 'false' || value === 'inactive') return false;
  if (value === undefined || value === '' || value === 'all') return null;
  throw badRequest({ isActive: ['validation:booleanInvalid'] });
}

export const userRoutes = defineRoutes([
  {
    method: 'get',
    path: '/User/get-all-users',
    access: 'admin',
    tag: 'Users',
    summary: 'List users',
    paged: true,
    query: [
      { name: 'isActive', type: 'boolean', description: 'Only active (true) or inactive (false) users.' },
      { name: 'role', type: 'string', description: 'Only users of this role.', enum: ['Admin', 'Client'] },
    ],
    returns: { schema: 'User', list: true },
    async handle(ctx) {
      const query = await parseListQuery(ctx.req.query);
      const role = ctx.req.query.role;
      if (role !== undefined && role !== '' && role !== 'Admin' && role !== 'Client') throw badRequest({ role: ['validation:statusInvalid'] });
      const result = await listUsers(ctx.app.db, {
        ...query,
        isActive: booleanFilter(ctx.req.query.isActive),
        role: role === 'Admin' || role === 'Client' ? role : null,
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
    access: 'admin',
    tag: 'Users',
    summary: 'Delete a user with their ratings and requests',
    returns: 'none',
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      if (id === requireUser(ctx).id) throw new HttpError(409, 'INVALID_STATE', 'cannotDeleteSelf');
      if (!(await deleteUser(ctx.app.db, id))) throw notFound('userNotFound');
      return { result: null, message: 'userDeleted' };
    },
  },
  {
    method: 'put',
    path: '/User/update-user/:id',
    access: 'user',
    tag: 'Users',
    summary: 'Update a profile (own account, or any for an Admin)',
    description:
      'Only an Admin may change isActive (and not on their own account). A password in the body is ignored (use update-password). Changing the e-mail requires confirming the new address when confirmation is on.',
    body: profileUpdateSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const caller = requireSelfOrAdmin(ctx, id);
      const input = await validate(profileUpdateSchema, ctx.req.body);
      const current = await findUserById(ctx.app.db, id);
      if (!current) throw notFound('userNotFound');
      const email = input.email.toLowerCase();
      if (await emailTaken(ctx.app.db, email, id)) throw new HttpError(409, 'EMAIL_IN_USE', 'emailInUse', { email: ['provider:emailInUse'] });
      let isActive = current.is_active;
      if (input.isActive !== undefined && input.isActive !== current.is_active) {
        if (!isAdmin(caller)) throw new HttpError(403, 'FORBIDDEN', 'adminOnly');
        if (caller.id === id) throw new HttpError(409, 'INVALID_STATE', 'cannotDeactivateSelf');
        isActive = input.isActive;
      }
      const emailChanged = email !== current.email.toLowerCase();
      const reconfirm = emailChanged && ctx.app.config.requireEmailConfirmation && current.role === 'Client';
      const updated = await updateUser(ctx.app.db, id, {
        fullName: input.fullName,
        email,
        phoneNumber: input.phoneNumber,
        typeUser: input.typeUser ?? current.type_user,
        startDate: input.startDate ?? current.start_date,
        isActive,
        emailConfirmed: reconfirm ? false : current.email_confirmed,
      });
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
    description:
      'Only for the own account. Earlier tokens stop working; the result carries a fresh token ({ token }) for the current session.',
    body: passwordChangeSchema,
    returns: { schema: 'TokenResult' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      if (requireUser(ctx).id !== id) throw new HttpError(403, 'FORBIDDEN', 'ownPasswordOnly');
      const input = await validate(passwordChangeSchema, ctx.req.body);
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
    access: 'admin',
    tag: 'Users',
    summary: 'Activate or deactivate a user',
    description: 'A deactivated user cannot log in and their existing tokens are refused at once.',
    body: userStatusSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const { isActive } = await validate(userStatusSchema, ctx.req.body);
      if (id === requireUser(ctx).id && !isActive) throw new HttpError(409, 'INVALID_STATE', 'cannotDeactivateSelf');
      if (!(await setUserActive(ctx.app.db, id, isActive))) throw notFound('userNotFound');
      return { result: toUser((await findUserById(ctx.app.db, id))!), message: isActive ? 'userActivated' : 'userDeactivated' };
    },
  },
]);

import { isStaffRole } from '../../shared/constants';
import { resetSecondFactor } from '../auth/second-factor.repository';
import { byId } from '../audit/audit-rule';
import type { UserType } from '../../shared/constants';
import { adminUserCreateSchema, userRoleSchema, userTypeSchema } from '../../shared/validation/admin-user';
import { passwordChangeSchema } from '../../shared/validation/password-change';
import { profileUpdateSchema } from '../../shared/validation/profile-update';
import { userStatusSchema } from '../../shared/validation/user-status';
import { emailChangeConfirmSchema } from '../../shared/validation/email-change';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { USER_PARAMS } from './user-params';

/** A user as the API shows it (no password hash), for the audit log. */
const userRecord = byId(async (db, id) => {
  const row = await findUserById(db, id);
  return row && toUser(row);
});
import { bodyOf, checkBodyId, defineRoutes, parseId, requireSelfOrAdmin, requireUser } from '../http/route';
import { findUserById, listUsers, setUserType, toUser } from './users.repository';
import {
  changeOwnPassword,
  confirmEmailChange,
  createAccount,
  removeAccount,
  restoreAccount,
  setAccountActive,
  setAccountRole,
  updateProfile,
} from './users.service';

export const userRoutes = defineRoutes([
  {
    method: 'get',
    path: '/User/get-all-users',
    access: 'admin',
    tag: 'Users',
    summary: 'List users',
    paged: true,
    description: 'Search matches full name, e-mail or phone. Ordered by id.',
    query: [USER_PARAMS.isActive, USER_PARAMS.typeUser, USER_PARAMS.role, USER_PARAMS.archived],
    returns: { schema: 'User', list: true },
    async handle(ctx) {
      const result = await listUsers(ctx.app.db, {
        ...listQueryOf(ctx),
        isActive: USER_PARAMS.isActive.of(ctx),
        typeUser: USER_PARAMS.typeUser.of(ctx),
        role: USER_PARAMS.role.of(ctx),
        archived: USER_PARAMS.archived.of(ctx),
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
    audit: { action: 'user.archive', entity: 'user', read: userRecord },
    errors: { 409: 'The own account, or the last active admin (INVALID_STATE)' },
    access: 'admin',
    tag: 'Users',
    summary: 'Archive a user (or delete one who left no record)',
    description:
      "Records are never deleted: a user with any history (a booking, quote, invoice, credit note, rating, booking change or audit entry of theirs) is archived instead: deactivated (their tokens are refused at once), listed under archived=true, restorable with PATCH /User/restore/{id}, and every record keeps pointing at them. A user who left no record at all is deleted. result.outcome says which ('archived' or 'deleted'). Not the own account, and never the last active admin (409 INVALID_STATE).",
    returns: { schema: 'AccountRemoval' },
    async handle(ctx) {
      const outcome = await removeAccount(ctx.app, requireUser(ctx), parseId(ctx.req.params.id));
      return { result: { outcome }, message: outcome === 'archived' ? 'userArchived' : 'userDeleted' };
    },
  },
  {
    method: 'patch',
    path: '/User/restore/:id',
    audit: { action: 'user.restore', entity: 'user', read: userRecord },
    errors: { 409: 'The account is not archived (INVALID_STATE)' },
    access: 'admin',
    tag: 'Users',
    summary: 'Bring an archived user back (active again)',
    description: '409 INVALID_STATE when the account is not archived; 404 for an unknown id.',
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      await restoreAccount(ctx.app, id);
      return { result: toUser((await findUserById(ctx.app.db, id))!), message: 'userRestored' };
    },
  },
  {
    method: 'put',
    path: '/User/update-user/:id',
    audit: { action: 'user.update', entity: 'user', read: userRecord },
    errors: {
      409: "An admin changing someone else's e-mail to one that belongs to another account (EMAIL_IN_USE); deactivating oneself or the last active admin (INVALID_STATE)",
    },
    access: 'user',
    tag: 'Users',
    summary: 'Update a profile (own account, or any for an Admin)',
    description:
      "Only an Admin may change isActive (and not on their own account), typeUser and startDate; the same values may be sent back by anyone. A password in the body is ignored (use update-password). An id in the body must match the path. A new e-mail is never applied at once: it is kept as pendingEmail and a link is sent to it (POST /User/confirm-email-change applies it), the current address is told, and message says so. Changing the own e-mail needs currentPassword (else 400, errors.currentPassword), and is answered the same whether or not the new address has an account (that address is then told so instead of getting a link). An admin changing someone else's e-mail needs no password and is told 409 EMAIL_IN_USE.",
    body: profileUpdateSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const caller = requireSelfOrAdmin(ctx, id);
      checkBodyId(ctx.req.body, id);
      const { user, emailChangePending } = await updateProfile(ctx.app, ctx.language, caller, id, bodyOf(ctx, profileUpdateSchema));
      return { result: toUser(user), message: emailChangePending ? 'emailChangePending' : 'userUpdated' };
    },
  },
  {
    method: 'post',
    path: '/User/confirm-email-change',
    access: 'public',
    tag: 'Users',
    summary: 'Apply a new e-mail with the link sent to it',
    description:
      "The id and token of the link mailed to the new address by update-user. The pending address becomes the account's e-mail (and user name), confirmed. The token works once, for 24 hours, and only while the address is still free; otherwise 400 with the invalid-link message.",
    body: emailChangeConfirmSchema,
    returns: 'none',
    async handle(ctx) {
      const { id, token } = bodyOf(ctx, emailChangeConfirmSchema);
      if (!(await confirmEmailChange(ctx.app, id, token))) throw badRequest({ token: ['validation:tokenInvalid'] }, 'linkInvalid');
      return { result: null, message: 'emailChangeConfirmed' };
    },
  },
  {
    method: 'patch',
    path: '/User/update-password/:id',
    audit: { action: 'user.password', entity: 'user', read: userRecord },
    access: 'user',
    tag: 'Users',
    summary: 'Change the own password',
    description: 'Only for the own account. Earlier tokens stop working; the result carries a fresh token ({ token }) for the current session.',
    body: passwordChangeSchema,
    returns: { schema: 'TokenResult' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const caller = requireUser(ctx);
      const input = bodyOf(ctx, passwordChangeSchema);
      return { result: { token: await changeOwnPassword(ctx.app, caller, id, input.oldPassword, input.newPassword) }, message: 'passwordChanged' };
    },
  },
  {
    method: 'patch',
    path: '/User/set-active/:id',
    audit: { action: 'user.active', entity: 'user', read: userRecord },
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
      await setAccountActive(ctx.app, requireUser(ctx), id, isActive);
      return { result: toUser((await findUserById(ctx.app.db, id))!), message: isActive ? 'userActivated' : 'userDeactivated' };
    },
  },
  {
    method: 'post',
    path: '/User/create-user',
    audit: { action: 'user.create', entity: 'user', read: userRecord },
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
      const { user, invitationSent } = await createAccount(ctx.app, ctx.language, bodyOf(ctx, adminUserCreateSchema));
      const message = invitationSent === null ? 'userCreated' : invitationSent ? ctx.t('userCreatedInvited', { email: user.email }) : 'userCreatedInviteFailed';
      return { status: 201, result: toUser(user), message };
    },
  },
  {
    method: 'patch',
    path: '/User/set-role/:id',
    audit: { action: 'user.role', entity: 'user', read: userRecord },
    errors: { 409: 'Giving the last active admin another role, or changing a partner login (INVALID_STATE)' },
    access: 'admin',
    tag: 'Users',
    summary: 'Give a user the role Admin, Staff, Accountant or Client',
    description:
      'Only an Admin manages roles. A new Client gets a client record. An admin may step down while another active admin remains; the last active admin cannot be given another role (409 INVALID_STATE). A staff role (Admin, Staff, Accountant) signs in with a second step from the next login.',
    body: userRoleSchema,
    returns: { schema: 'User' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const { role } = bodyOf(ctx, userRoleSchema);
      const changed = await setAccountRole(ctx.app, id, role);
      return { result: toUser((await findUserById(ctx.app.db, id))!), message: changed ? 'roleChanged' : '' };
    },
  },
  {
    method: 'post',
    path: '/User/reset-second-step/:id',
    audit: { action: 'user.secondStepReset', entity: 'user', read: userRecord },
    errors: { 409: 'The account is not a staff account (INVALID_STATE)' },
    access: 'admin',
    tag: 'Users',
    summary: "Reset a staff member's two-step sign-in (lost phone)",
    description:
      'Forgets their authenticator secret and recovery codes and ends every session they had: at their next sign-in they set up an authenticator again. Recorded in the audit log.',
    returns: 'none',
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const row = await findUserById(ctx.app.db, id);
      if (!row) throw notFound('userNotFound');
      if (!isStaffRole(row.role)) throw new HttpError(409, 'INVALID_STATE', 'notStaff');
      await resetSecondFactor(ctx.app.db, id);
      return { result: null, message: 'secondStepReset' };
    },
  },
  {
    method: 'patch',
    path: '/User/set-type/:id',
    audit: { action: 'user.type', entity: 'user', read: userRecord },
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

import { partnerAccountSchema, partnerAvailabilitySchema, partnerContactSchema } from '../../shared/validation/dispatch';
import { byId } from '../audit/audit-rule';
import type { Db } from '../db/database';
import { bodyOf, defineRoutes, parseId } from '../http/route';
import {
  invitePartner,
  partnerAccount,
  partnerAvailability,
  partnerContact,
  reinvitePartner,
  savePartnerAvailability,
  updatePartnerContact,
} from './partner-accounts';

/** The audit log's view of a partner's login and contact, and of their availability. */
const accountOf = async (db: Db, id: number | null) => (id === null ? null : { contact: await partnerContact(db, id), account: await partnerAccount(db, id) });
const availabilityOf = byId(partnerAvailability);

/** Partner logins (issue 27 item 1) and where and when partners work (item 2): the dashboard's partner form. */
export const partnerDispatchRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Partners/:id/account',
    access: 'admin',
    tag: 'Partners',
    summary: "The partner's login (null while they have none)",
    returns: { schema: 'PartnerAccount' },
    async handle(ctx) {
      return { result: await partnerAccount(ctx.app.db, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'post',
    path: '/Partners/:id/account',
    access: 'admin',
    tag: 'Partners',
    summary: 'Give the partner a login and e-mail them the link to set a password',
    description:
      "Makes a user of role Partner linked to the partner (e-mail as given, not confirmed until the password is set from the link, valid 7 days), saves the partner's mobile number in E.164 and how they want to be told of jobs (SMS and WhatsApp need the number). 409 when the partner is archived or already has a login, or the e-mail is taken.",
    body: partnerAccountSchema,
    returns: { schema: 'PartnerAccount' },
    successStatus: 201,
    errors: { 404: 'Unknown partner', 409: 'Archived partner, a login already, or the e-mail in use' },
    audit: { action: 'partner.account', entity: 'partner', read: accountOf },
    async handle(ctx) {
      const { account, invitationSent } = await invitePartner(ctx.app, ctx.language, parseId(ctx.req.params.id), bodyOf(ctx, partnerAccountSchema));
      return { status: 201, result: account, message: invitationSent ? ctx.t('partnerAccountInvited', { email: account.email }) : 'userCreatedInviteFailed' };
    },
  },
  {
    method: 'post',
    path: '/Partners/:id/account/invitation',
    access: 'admin',
    tag: 'Partners',
    summary: 'E-mail the partner a new link to set their password',
    returns: { schema: 'PartnerAccount' },
    errors: { 404: 'Unknown partner, or one without a login' },
    audit: 'not-a-change',
    async handle(ctx) {
      const { account, invitationSent } = await reinvitePartner(ctx.app, ctx.language, parseId(ctx.req.params.id));
      return { result: account, message: invitationSent ? ctx.t('partnerAccountInviteResent', { email: account.email }) : 'userCreatedInviteFailed' };
    },
  },
  {
    method: 'put',
    path: '/Partners/:id/contact',
    access: 'admin',
    tag: 'Partners',
    summary: "The partner's mobile number (stored in E.164) and how they are told of jobs",
    body: partnerContactSchema,
    returns: { schema: 'PartnerContact' },
    errors: { 404: 'Unknown partner' },
    audit: { action: 'partner.account', entity: 'partner', read: accountOf },
    async handle(ctx) {
      return {
        result: await updatePartnerContact(ctx.app.db, parseId(ctx.req.params.id), bodyOf(ctx, partnerContactSchema)),
        message: 'partnerAccountUpdated',
      };
    },
  },
  {
    method: 'get',
    path: '/Partners/:id/contact',
    access: 'admin',
    tag: 'Partners',
    summary: "The partner's mobile number and preferred channel",
    returns: { schema: 'PartnerContact' },
    async handle(ctx) {
      return { result: await partnerContact(ctx.app.db, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'get',
    path: '/Partners/:id/availability',
    access: 'admin',
    tag: 'Partners',
    summary: "The cities the partner serves, their own week (null: the company's) and days off",
    returns: { schema: 'PartnerAvailability' },
    async handle(ctx) {
      return { result: await partnerAvailability(ctx.app.db, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'put',
    path: '/Partners/:id/availability',
    access: 'admin',
    tag: 'Partners',
    summary: "Replace the partner's cities, week and days off",
    description:
      "Cities are codes of the Saudi city list; workingDays null means the company's hours, a list means only those weekdays and hours (always within the company's); daysOff are Saudi dates. Dispatch only offers a partner bookings inside all of it.",
    body: partnerAvailabilitySchema,
    returns: { schema: 'PartnerAvailability' },
    errors: { 404: 'Unknown partner' },
    audit: { action: 'partner.availability', entity: 'partner', read: availabilityOf },
    async handle(ctx) {
      return {
        result: await savePartnerAvailability(ctx.app.db, parseId(ctx.req.params.id), bodyOf(ctx, partnerAvailabilitySchema)),
        message: 'partnerAvailabilitySaved',
      };
    },
  },
]);

import { randomBytes } from 'node:crypto';
import { DEFAULT_USER_TYPE, type Language } from '../../shared/constants';
import { toE164 } from '../../shared/format/phone';
import type { PartnerAccount, PartnerAvailability } from '../../shared/types/assignment';
import type { PartnerAccountValues, PartnerAvailabilityValues, PartnerContactValues } from '../../shared/validation/dispatch';
import { minutesOf } from '../../shared/scheduling/saudi-clock';
import { sql } from 'kysely';
import { sendTokenEmail } from '../auth/auth.service';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/db-errors';
import { inTransaction } from '../db/transaction';
import type { AppServices } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { weekOf } from '../assignments/dispatch.repository';
import { createUser, emailTaken, findUserById } from '../users/users.repository';

/**
 * A partner's login and how they are reached (issue 27 item 1): an admin invites the partner (a user
 * of role Partner linked to the partner record, with a password nobody knows until the partner sets
 * one from the e-mailed link), keeps their mobile number in E.164 and their preferred channel. And
 * where and when the partner works (item 2): cities, their own week, days off.
 */

const emailInUse = () => new HttpError(409, 'EMAIL_IN_USE', 'emailInUse', { email: ['provider:emailInUse'] });

async function requirePartner(db: Db, partnerId: number) {
  const partner = await db
    .selectFrom('partners')
    .select(['id', 'name', 'archived_at', 'phone', 'notify_channel'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (!partner) throw notFound('partnerNotFound');
  return partner;
}

/** The partner's login, or null while they have none. */
export async function partnerAccount(db: Db, partnerId: number): Promise<PartnerAccount | null> {
  const partner = await requirePartner(db, partnerId);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'is_active', 'email_confirmed', 'last_login_at'])
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    partnerId,
    userId: user.id,
    email: user.email,
    phone: partner.phone,
    notifyChannel: partner.notify_channel,
    isActive: user.is_active,
    // The invitation's link confirms the mailbox when the password is set: until then it waits.
    passwordSet: user.email_confirmed,
    lastLoginAt: user.last_login_at ? user.last_login_at.toISOString() : null,
  };
}

/** How the partner is reached, whether or not they have a login yet. */
export async function partnerContact(
  db: Db,
  partnerId: number,
): Promise<{ partnerId: number; phone: string | null; notifyChannel: PartnerAccount['notifyChannel'] }> {
  const partner = await requirePartner(db, partnerId);
  return { partnerId, phone: partner.phone, notifyChannel: partner.notify_channel };
}

/** Saves the phone (E.164) and channel on the partner, and the phone on their login (what SMS and WhatsApp are sent to). */
async function saveContact(trx: Db, partnerId: number, input: PartnerContactValues): Promise<void> {
  const phone = input.phone ? toE164(input.phone) : null;
  await trx.updateTable('partners').set({ phone, notify_channel: input.notifyChannel, updated_at: new Date() }).where('id', '=', partnerId).execute();
  await trx
    .updateTable('users')
    .set({ phone_number: phone ?? '', updated_at: new Date() })
    .where('partner_id', '=', partnerId)
    .execute();
}

export async function updatePartnerContact(db: Db, partnerId: number, input: PartnerContactValues) {
  await inTransaction(db, async (trx) => {
    await requirePartner(trx, partnerId);
    await saveContact(trx, partnerId, input);
  });
  return partnerContact(db, partnerId);
}

/**
 * Gives the partner a login and e-mails the invitation: 404 unknown partner, 409 archived, already
 * with a login, or the e-mail taken. `invitationSent` false when the mail server refused (the login
 * stays; the admin can send the invitation again).
 */
export async function invitePartner(
  app: AppServices,
  language: Language,
  partnerId: number,
  input: PartnerAccountValues,
): Promise<{ account: PartnerAccount; invitationSent: boolean }> {
  const email = input.email.toLowerCase();
  const userId = await inTransaction(app.db, async (trx) => {
    const partner = await requirePartner(trx, partnerId);
    if (partner.archived_at) throw new HttpError(409, 'INVALID_STATE', 'partnerArchivedNoLogin');
    await trx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();
    if (await trx.selectFrom('users').select('id').where('partner_id', '=', partnerId).executeTakeFirst())
      throw new HttpError(409, 'CONFLICT', 'partnerAccountExists');
    if (await emailTaken(trx, email)) throw emailInUse();
    try {
      const row = await createUser(trx, {
        fullName: partner.name,
        email,
        phoneNumber: '',
        typeUser: DEFAULT_USER_TYPE,
        startDate: new Date(app.clock.now()),
        // Nobody knows it: the partner chooses theirs from the invitation.
        passwordHash: await app.passwords.hash(randomBytes(32).toString('base64url')),
        role: 'Partner',
        emailConfirmed: false,
        partnerId,
      });
      await saveContact(trx, partnerId, input);
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  });
  const row = (await findUserById(app.db, userId))!;
  const invitationSent = await sendTokenEmail(app, language, row, 'invitation');
  return { account: (await partnerAccount(app.db, partnerId))!, invitationSent };
}

/** Sends the invitation again (a new link; the old one stops working only when used or expired). */
export async function reinvitePartner(app: AppServices, language: Language, partnerId: number): Promise<{ account: PartnerAccount; invitationSent: boolean }> {
  const account = await partnerAccount(app.db, partnerId);
  if (!account) throw notFound('partnerAccountNotFound');
  const row = (await findUserById(app.db, account.userId))!;
  return { account, invitationSent: await sendTokenEmail(app, language, row, 'invitation') };
}

export async function partnerAvailability(db: Db, partnerId: number): Promise<PartnerAvailability> {
  await requirePartner(db, partnerId);
  const [cities, hours, daysOff] = await Promise.all([
    db.selectFrom('partner_cities').select('city').where('partner_id', '=', partnerId).orderBy('city').execute(),
    db.selectFrom('partner_working_hours').selectAll().where('partner_id', '=', partnerId).orderBy('weekday').execute(),
    db
      .selectFrom('partner_days_off')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'), 'note'])
      .where('partner_id', '=', partnerId)
      .orderBy('day')
      .execute(),
  ]);
  return {
    partnerId,
    cities: cities.map((c) => c.city),
    workingDays: hours.length === 0 ? null : weekOf(hours),
    daysOff: daysOff.map((d) => ({ date: d.date, note: d.note })),
  };
}

/** Replaces the partner's cities, week (null: the company's) and days off, all at once. */
export async function savePartnerAvailability(db: Db, partnerId: number, input: PartnerAvailabilityValues): Promise<PartnerAvailability> {
  await inTransaction(db, async (trx) => {
    await requirePartner(trx, partnerId);
    await trx.deleteFrom('partner_cities').where('partner_id', '=', partnerId).execute();
    await trx.deleteFrom('partner_working_hours').where('partner_id', '=', partnerId).execute();
    await trx.deleteFrom('partner_days_off').where('partner_id', '=', partnerId).execute();
    if (input.cities.length > 0) {
      await trx
        .insertInto('partner_cities')
        .values(input.cities.map((city) => ({ partner_id: partnerId, city })))
        .execute();
    }
    if (input.workingDays) {
      // A row for every weekday, a closed one with null hours: a saved week stays that week.
      await trx
        .insertInto('partner_working_hours')
        .values(
          [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
            const day = input.workingDays!.find((d) => d.weekday === weekday);
            return { partner_id: partnerId, weekday, opens_minute: day ? minutesOf(day.opensAt) : null, closes_minute: day ? minutesOf(day.closesAt) : null };
          }),
        )
        .execute();
    }
    if (input.daysOff.length > 0) {
      await trx
        .insertInto('partner_days_off')
        .values(input.daysOff.map((d) => ({ partner_id: partnerId, day: d.date, note: d.note ?? '' })))
        .execute();
    }
  });
  return partnerAvailability(db, partnerId);
}

import type { ContactMessage } from '../../shared/types/contact-message';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { contactDigestEmail, contactMessageEmail } from '../mail/contact-templates';
import type { Mailer } from '../mail/mailer';
import { toContactMessage } from '../contact/contact.repository';
import { adminsToEmail } from './admin-notices.repository';

export const CONTACT_DIGEST_JOB = 'contact-digest';
export const CONTACT_MESSAGE_JOB = 'contact-message-mail';

const HOUR_MS = 3_600_000;

export interface ContactMailDeps {
  /** The route's database: its transaction when the call is idempotent, so the jobs are written with the message (PGlite has one connection). */
  db: Db;
  jobs: JobQueue;
  /** Messages e-mailed one by one per clock hour (CONTACT_EMAILS_PER_HOUR). */
  perHour: number;
}

const hourOf = (message: ContactMessage) => Math.floor(new Date(message.date).getTime() / HOUR_MS) * HOUR_MS;
const dashboardLink = (siteUrl: string, search?: string) => `${siteUrl}/dashboard/messages${search ? `?search=${encodeURIComponent(search)}` : ''}`;

/** One admin's address, while they are still an active admin who wants notices by e-mail. */
async function adminToEmail(db: Db, adminId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', adminId)
    .where('role', '=', 'Admin')
    .where('is_active', '=', true)
    .where('notice_emails', '=', true)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * A new contact message's e-mail to the admins: the first `perHour` of a clock hour go one by one;
 * the rest wait for one digest, due at the hour's end, so a flood of messages sends each admin at
 * most perHour + 1 e-mails an hour. Each e-mail is a job of its own per admin, kept in the outbox
 * (jobs/outbox.ts): a mail server that is down delays it, retries it, and a restore sends it again,
 * instead of losing it; a send that failed for one admin is not sent twice to the others.
 */
export async function mailAdminsOfMessage(deps: ContactMailDeps, message: ContactMessage): Promise<void> {
  const hour = hourOf(message);
  const earlier = await deps.db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>=', new Date(hour))
    .where('id', '<', message.id)
    .executeTakeFirstOrThrow();
  const oneByOne = Number(earlier.count) < deps.perHour;
  for (const admin of await adminsToEmail(deps.db)) {
    if (oneByOne) {
      await deps.jobs.enqueue(
        CONTACT_MESSAGE_JOB,
        { messageId: message.id, adminId: admin.id },
        { dedupeKey: `contact-message:${message.id}:admin:${admin.id}`, db: deps.db },
      );
    } else {
      await deps.jobs.enqueue(
        CONTACT_DIGEST_JOB,
        { hour, skip: deps.perHour, adminId: admin.id },
        { dedupeKey: `contact-digest:${hour}:admin:${admin.id}`, startAfter: new Date(hour + HOUR_MS), db: deps.db },
      );
    }
  }
}

interface SendDeps {
  db: Db;
  mailer: Mailer;
  publicSiteUrl: string;
}

/** The one-by-one job: the message's e-mail to one admin (a failed send throws, and is retried). */
export async function sendContactMessageMail(deps: SendDeps, messageId: number, adminId: number): Promise<void> {
  const adminEmail = await adminToEmail(deps.db, adminId);
  const row = await deps.db.selectFrom('contact_messages').selectAll().where('id', '=', messageId).executeTakeFirst();
  if (!adminEmail || !row) return;
  const message = toContactMessage(row);
  await deps.mailer.send(contactMessageEmail(message, adminEmail, dashboardLink(deps.publicSiteUrl, message.email)));
}

/** The digest job: every message of the hour after the first `skip`, in one e-mail to one admin. */
export async function sendContactDigest(deps: SendDeps, hour: number, skip: number, adminId: number): Promise<void> {
  const adminEmail = await adminToEmail(deps.db, adminId);
  if (!adminEmail) return;
  const rows = await deps.db
    .selectFrom('contact_messages')
    .selectAll()
    .where('created_at', '>=', new Date(hour))
    .where('created_at', '<', new Date(hour + HOUR_MS))
    .orderBy('id')
    .offset(skip)
    .limit(1000)
    .execute();
  if (rows.length === 0) return;
  await deps.mailer.send(contactDigestEmail(rows.map(toContactMessage), adminEmail, dashboardLink(deps.publicSiteUrl)));
}

import type { Logger } from 'pino';
import type { ContactMessage } from '../../shared/types/contact-message';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { contactDigestEmail, contactMessageEmail } from '../mail/contact-templates';
import type { Mailer } from '../mail/mailer';
import { toContactMessage } from '../contact/contact.repository';
import { adminsToEmail } from './admin-notices.repository';

export const CONTACT_DIGEST_JOB = 'contact-digest';

const HOUR_MS = 3_600_000;

export interface ContactMailDeps {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  publicSiteUrl: string;
  /** Messages e-mailed one by one per clock hour (CONTACT_EMAILS_PER_HOUR). */
  perHour: number;
}

const hourOf = (message: ContactMessage) => Math.floor(new Date(message.date).getTime() / HOUR_MS) * HOUR_MS;
const dashboardLink = (siteUrl: string, search?: string) => `${siteUrl}/dashboard/messages${search ? `?search=${encodeURIComponent(search)}` : ''}`;

async function mailAdmins(deps: Pick<ContactMailDeps, 'db' | 'mailer' | 'logger'>, mail: (adminEmail: string) => Parameters<Mailer['send']>[0]): Promise<void> {
  for (const admin of await adminsToEmail(deps.db)) {
    try {
      await deps.mailer.send(mail(admin.email));
    } catch (error) {
      deps.logger.error({ err: error, adminId: admin.id }, 'sending a contact message e-mail failed');
    }
  }
}

/**
 * A new contact message's e-mail to the admins: the first `perHour` of a clock hour go one by one;
 * the rest wait for one digest, queued once per hour to run at its end, so a flood of messages
 * sends each admin at most perHour + 1 e-mails an hour.
 */
export async function mailAdminsOfMessage(deps: ContactMailDeps, message: ContactMessage): Promise<void> {
  const hour = hourOf(message);
  const earlier = await deps.db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>=', new Date(hour))
    .where('id', '<', message.id)
    .executeTakeFirstOrThrow();
  if (Number(earlier.count) < deps.perHour) {
    await mailAdmins(deps, (adminEmail) => contactMessageEmail(message, adminEmail, dashboardLink(deps.publicSiteUrl, message.email)));
    return;
  }
  await deps.jobs.enqueue(CONTACT_DIGEST_JOB, { hour, skip: deps.perHour }, { dedupeKey: `contact-digest:${hour}`, startAfter: new Date(hour + HOUR_MS) });
}

/** The digest job: every message of the hour after the first `skip`, in one e-mail to each admin. */
export async function sendContactDigest(deps: Pick<ContactMailDeps, 'db' | 'mailer' | 'logger' | 'publicSiteUrl'>, hour: number, skip: number): Promise<void> {
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
  const messages = rows.map(toContactMessage);
  await mailAdmins(deps, (adminEmail) => contactDigestEmail(messages, adminEmail, dashboardLink(deps.publicSiteUrl)));
}

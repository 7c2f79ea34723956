import type { Logger } from 'pino';
import type { Language } from '../../shared/constants';
import { formatInteger } from '../../shared/format/format';
import type { MessageSide } from '../../shared/types/booking-message';
import type { Db } from '../db/database';
import { translate } from '../http/i18n';
import type { Clock, JobPayload, JobQueue } from '../jobs/job-queue';
import { bilingualEmail } from '../mail/bilingual';
import type { Mailer, MailMessage } from '../mail/mailer';
import { burstMessages, latestOfSide, mailedThroughId, readsOf, setMailedThrough } from './booking-messages.repository';
import { burstDecision, mailDueAt, otherSide, readerNeedsMail } from './quiet-period';
import { threadRecipients, type ThreadRecipient } from './recipients';

/** One job per message, due a quiet period after it: decides whether its burst is e-mailed (quiet-period.ts). */
export const BURST_JOB = 'booking-message-burst';
/** One job per reader of a burst: the e-mail itself (retried alone if the mail server fails for that reader). */
export const BURST_MAIL_JOB = 'booking-message-mail';

export interface MessageMailDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  siteUrl: string;
  quietMinutes: number;
}

/** Queues the e-mail check of a new message in `db` (the transaction that wrote it), due one quiet period after it. */
export async function queueMessageMail(
  deps: { db: Db; jobs: JobQueue; quietMinutes: number },
  message: { id: number; bookingId: number; at: Date },
): Promise<void> {
  await deps.jobs.enqueue(
    BURST_JOB,
    { bookingId: message.bookingId, messageId: message.id },
    { dedupeKey: `booking-message:${message.id}:burst`, startAfter: mailDueAt(message.at, deps.quietMinutes * 60_000), db: deps.db },
  );
}

/** The burst job: the newest message of a quiet burst queues one e-mail per reader of the other side who has not read it. */
export async function runBurstJob(deps: MessageMailDeps, bookingId: number, messageId: number): Promise<void> {
  const { db } = deps;
  const message = await db.selectFrom('booking_messages').select(['side']).where('id', '=', messageId).where('booking_id', '=', bookingId).executeTakeFirst();
  if (!message) return;
  const side = message.side;
  const toSide = otherSide(side);
  const latest = await latestOfSide(db, bookingId, side);
  if (!latest) return;
  const decision = burstDecision({
    messageId,
    latestOfSide: latest,
    latestOfOtherSideId: (await latestOfSide(db, bookingId, toSide))?.id ?? 0,
    mailedThroughId: await mailedThroughId(db, bookingId, toSide),
    now: new Date(deps.clock.now()),
    quietMs: deps.quietMinutes * 60_000,
  });
  if (decision.action === 'skip') return;
  if (decision.action === 'wait') {
    await deps.jobs.enqueue(
      BURST_JOB,
      { bookingId, messageId },
      { dedupeKey: `booking-message:${messageId}:burst:${decision.at.getTime()}`, startAfter: decision.at },
    );
    return;
  }
  const recipients = await threadRecipients(db, bookingId, toSide);
  for (const recipient of recipients) {
    await deps.jobs.enqueue(
      BURST_MAIL_JOB,
      { bookingId, side, afterId: decision.afterId, throughId: decision.throughId, userId: recipient.userId },
      { dedupeKey: `booking-message:${bookingId}:through:${decision.throughId}:user:${recipient.userId}` },
    );
  }
  await setMailedThrough(db, bookingId, toSide, decision.throughId, new Date(deps.clock.now()));
}

export interface BurstMailPayload {
  bookingId: number;
  side: MessageSide;
  afterId: number;
  throughId: number;
  userId: number;
}

/** One reader's e-mail of a burst; nothing when they read it meanwhile or are no longer a reader. */
export async function sendBurstMail(deps: MessageMailDeps, payload: BurstMailPayload): Promise<void> {
  const { db } = deps;
  const recipient = (await threadRecipients(db, payload.bookingId, otherSide(payload.side))).find((r) => r.userId === payload.userId);
  if (!recipient) return;
  const read = (await readsOf(db, payload.bookingId, [recipient.userId])).get(recipient.userId) ?? 0;
  if (!readerNeedsMail(read, payload.throughId)) return;
  const messages = await burstMessages(db, payload.bookingId, payload.side, payload.afterId, payload.throughId);
  if (messages.length === 0) return;
  const service = await serviceTitles(db, payload.bookingId);
  await deps.mailer.send(
    burstEmail(
      recipient,
      payload.bookingId,
      service,
      messages.map((m) => ({ author: m.full_name, text: m.body, files: Number(m.files) })),
      threadLink(deps.siteUrl, recipient, payload.bookingId),
    ),
  );
}

async function serviceTitles(db: Db, bookingId: number): Promise<{ title: string; arabicTitle: string }> {
  const row = await db
    .selectFrom('booking_items')
    .select(['service_title', 'service_arabic_title'])
    .where('request_id', '=', bookingId)
    .orderBy('is_additional_service')
    .orderBy('position')
    .executeTakeFirst();
  return { title: row?.service_title ?? '', arabicTitle: row?.service_arabic_title ?? '' };
}

/** Where the reader answers: the client's bookings, the dashboard's bookings, or the partner's portal. */
export function threadLink(siteUrl: string, recipient: Pick<ThreadRecipient, 'role'>, bookingId: number): string {
  if (recipient.role === 'Admin') return `${siteUrl}/dashboard/bookings?booking=${bookingId}`;
  if (recipient.role === 'Client') return `${siteUrl}/profile?thread=${bookingId}`;
  return `${siteUrl}/partner?thread=${bookingId}`;
}

const EXCERPT = 300;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** The e-mail of a burst: each message as a line (its text cut short, its files counted), the reader's language first. */
export function burstEmail(
  recipient: ThreadRecipient,
  bookingId: number,
  service: { title: string; arabicTitle: string },
  messages: Array<{ author: string; text: string; files: number }>,
  link: string,
): MailMessage {
  const t = (language: Language, key: string, vars: Record<string, string | number> = {}) =>
    translate(language, `provider:bookingMessageMail.${key}`, {
      appName: translate(language, 'common:appName'),
      bookingId: formatInteger(bookingId, language),
      ...vars,
    });
  const line = (language: Language, m: { author: string; text: string; files: number }) => {
    const text = excerpt(m.text.trim());
    if (m.files > 0 && text) return t(language, 'lineTextFiles', { author: m.author, text, count: formatInteger(m.files, language) });
    if (m.files > 0) return t(language, 'lineFiles', { author: m.author, count: formatInteger(m.files, language) });
    return t(language, 'line', { author: m.author, text });
  };
  return bilingualEmail(
    recipient.email,
    (language) => (messages.length === 1 ? t(language, 'subject') : t(language, 'subjectMany', { count: formatInteger(messages.length, language) })),
    (language) => ({
      paragraphs: [
        t(language, 'body', { name: recipient.name, service: language === 'ar' ? service.arabicTitle || service.title : service.title }),
        ...messages.map((m) => line(language, m)),
        t(language, 'signature'),
      ],
      actionText: t(language, 'action'),
    }),
    link,
    recipient.language,
  );
}

/** Registers both jobs on the queue (notifications.ts sets them up with the app's other jobs). */
export function registerMessageMailJobs(deps: MessageMailDeps): void {
  deps.jobs.work<JobPayload>(BURST_JOB, async (payload) => {
    await runBurstJob(deps, Number(payload.bookingId), Number(payload.messageId));
  });
  deps.jobs.work<JobPayload>(BURST_MAIL_JOB, async (payload) => {
    await sendBurstMail(deps, payload as unknown as BurstMailPayload);
  });
}

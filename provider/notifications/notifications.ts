import type { Logger } from 'pino';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/constants';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/database';
import { findBooking } from '../bookings/bookings.repository';
import { type Clock, type EnqueueOptions, type JobPayload, type JobQueue, systemClock } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { ICS_CONTENT_TYPE } from '../../shared/calendar/ics';
import { noticeIcs, noticeOf } from './booking-calendar';
import { ADMIN_EVENTS, CHANNEL_OF_CONTACT_METHOD, type Channel, type NotifyRequest } from './notification';
import { requeueUnsent } from '../jobs/outbox';
import { registerRetentionJob, scheduleRetention } from '../privacy/retention';
import { REMIND_JOB, type ReminderPayload, rebuildReminders, reminderStillDue } from './reminders';
import { INVOICE_MAIL_JOB, sendInvoiceMail } from './invoice-mail';
import { CONTACT_DIGEST_JOB, CONTACT_MESSAGE_JOB, sendContactDigest, sendContactMessageMail } from '../admin-notices/contact-digest';
import { notificationEmail, notificationText } from './templates';
import { submitDocument, ZATCA_SUBMIT_JOB } from '../zatca/submission';
import { zatcaContextOf } from '../zatca/zatca-context';
import { createGatewayTransport, createOutboxTransport, type TextTransport } from './transports';
import { AUTO_COMPLETE_JOB, completeItself } from '../job-progress/auto-complete';
import { registerMessageMailJobs } from '../booking-messages/message-mail';
import { paymentGatewayOf } from '../payments/moyasar-gateway';
import { registerPaymentJobs, scheduleReconciliation } from '../payments/payment-jobs';

export const NOTIFY_JOB = 'notify';

/** dedupeKey: the same key is sent once, ever (e.g. booking:42:received:email); db: the caller's transaction. */
export type NotifyOptions = EnqueueOptions & { dedupeKey: string };

export interface Notifications {
  /**
   * Queues the message; a job sends it after the caller has answered, retried if the mail server or
   * gateway fails. False when a message with this key was queued before.
   */
  notify(request: NotifyRequest, options: NotifyOptions): Promise<boolean>;
  /** Sends now, on the channel the user prefers (what the job runs). */
  deliver(request: NotifyRequest): Promise<{ channel: Channel } | null>;
  /**
   * Queues the e-mail that takes a just-issued invoice, as a PDF, to its client (in `db`, the issuing
   * transaction, so it exists exactly when the invoice does); sent once per invoice.
   */
  invoiceIssued(invoiceId: number, db: Db): Promise<boolean>;
  /**
   * After a start (a restored database above all): queues again what the outbox holds and has not
   * sent, and the reminders of open bookings the outbox does not know. Each goes out once.
   */
  recover(): Promise<{ requeued: number; reminders: number }>;
}

export interface NotificationDeps {
  config: ProviderConfig;
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  /** WhatsApp and SMS: by default the gateway configured for each, else the outbox. */
  transports?: Partial<Record<'sms' | 'whatsapp', TextTransport>>;
  /** The time a reminder is checked against and a calendar file is stamped with. */
  clock?: Clock;
}

/** The one way the provider tells users something; registers the job that sends on `jobs`. */
export function setUpNotifications(deps: NotificationDeps): Notifications {
  const { config, db, mailer, jobs } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger.child({ component: 'notifications' });
  const transports: Record<'sms' | 'whatsapp', TextTransport> = {
    whatsapp:
      deps.transports?.whatsapp ??
      (config.whatsappGateway ? createGatewayTransport(config.whatsappGateway, logger) : createOutboxTransport(config.outboxDir, logger)),
    sms: deps.transports?.sms ?? (config.smsGateway ? createGatewayTransport(config.smsGateway, logger) : createOutboxTransport(config.outboxDir, logger)),
  };

  async function deliver(request: NotifyRequest): Promise<{ channel: Channel } | null> {
    const user = await db
      .selectFrom('users')
      .select(['email', 'phone_number', 'full_name', 'language', 'hijri'])
      .where('id', '=', request.to.userId)
      .executeTakeFirst();
    // A deleted account has nobody to tell: done, not retried.
    if (!user) {
      logger.info({ userId: request.to.userId, event: request.event }, 'notification dropped: the user no longer exists');
      return null;
    }
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const reader = { email: user.email, name: user.full_name, language, hijri: user.hijri };
    const phone = user.phone_number.trim();
    const channel: Channel = request.to.channel !== 'email' && phone === '' ? 'email' : request.to.channel;
    if (channel === 'email') {
      const message = notificationEmail(request.event, request.data, reader, config.publicSiteUrl);
      // The client's booking e-mails carry the booking as a calendar event, in their language.
      const ics = ADMIN_EVENTS.includes(request.event)
        ? null
        : noticeIcs(request.data, language, { siteUrl: config.publicSiteUrl, mailFrom: config.mailFrom, now: new Date(clock.now()) });
      if (ics) {
        const method = request.data.status === 'cancelled' ? 'CANCEL' : 'PUBLISH';
        message.attachments = [{ filename: `booking-${request.data.bookingId}.ics`, content: ics, contentType: `${ICS_CONTENT_TYPE}; method=${method}` }];
      }
      await mailer.send(message);
    } else {
      await transports[channel].send({ channel, to: phone, language, text: notificationText(request.event, request.data, reader, config.publicSiteUrl) });
    }
    return { channel };
  }

  jobs.work<JobPayload>(NOTIFY_JOB, async (payload) => {
    await deliver(payload as unknown as NotifyRequest);
  });

  // A booking's reminder (reminders.ts): sent only if the booking is still open and at the time it was queued for.
  jobs.work<JobPayload>(REMIND_JOB, async (payload) => {
    const { bookingId, startsAt } = payload as unknown as ReminderPayload;
    const booking = await findBooking(db, bookingId);
    if (!booking || !reminderStillDue(booking, startsAt, new Date(clock.now()))) {
      logger.info({ bookingId, startsAt }, 'reminder not sent: the booking was moved, closed or its time has come');
      return;
    }
    const client = await db.selectFrom('clients').select('user_id').where('id', '=', booking.clientId).executeTakeFirst();
    if (!client?.user_id) return;
    const channel = CHANNEL_OF_CONTACT_METHOD[booking.preferedContactMethode] ?? 'email';
    await deliver({ to: { userId: client.user_id, channel }, event: 'booking.reminder', data: noticeOf(booking) });
  });

  jobs.work<JobPayload>(CONTACT_MESSAGE_JOB, async (payload) => {
    await sendContactMessageMail({ db, mailer, publicSiteUrl: config.publicSiteUrl }, Number(payload.messageId), Number(payload.adminId));
  });

  jobs.work<JobPayload>(CONTACT_DIGEST_JOB, async (payload) => {
    await sendContactDigest({ db, mailer, publicSiteUrl: config.publicSiteUrl }, Number(payload.hour), Number(payload.skip), Number(payload.adminId));
  });

  registerMessageMailJobs({ db, jobs, mailer, logger, clock, siteUrl: config.publicSiteUrl, quietMinutes: config.bookingMessageQuietMinutes });

  const zatca = zatcaContextOf(config);
  jobs.work<JobPayload>(INVOICE_MAIL_JOB, async (payload) => {
    await sendInvoiceMail({ db, mailer, logger, siteUrl: config.publicSiteUrl, sealer: zatca.sealer }, Number(payload.invoiceId));
  });

  // ZATCA reporting and clearance (zatca/submission.ts); a standard invoice's e-mail goes once it is cleared.
  jobs.work<JobPayload>(ZATCA_SUBMIT_JOB, async (payload) => {
    const invoiceId = Number(payload.invoiceId);
    const result = await submitDocument({ db, zatca, logger }, invoiceId);
    if (result === 'cleared') await jobs.enqueue(INVOICE_MAIL_JOB, { invoiceId }, { dedupeKey: `invoice:${invoiceId}:cleared:email` });
  });

  // A booking whose work is done and whose client said nothing in time completes itself (job-progress/auto-complete.ts).
  jobs.work<JobPayload>(AUTO_COMPLETE_JOB, async (payload) => {
    const notify = async (request: NotifyRequest, options: NotifyOptions) =>
      (await jobs.enqueue(NOTIFY_JOB, request as unknown as JobPayload, options)) !== null;
    await completeItself({ db, clock, logger, days: config.completionConfirmDays, notify }, Number(payload.bookingId));
  });

  // The retention schedule, carried out daily (privacy/retention.ts).
  registerRetentionJob({ db, jobs, clock, logger });

  const gateway = paymentGatewayOf(config);
  const notifications: Notifications = {
    deliver,
    async recover() {
      // Online payments: the daily reconciliation is queued (once a day, a keyed job).
      if (gateway) await scheduleReconciliation(jobs, new Date(clock.now()));
      const requeued = await requeueUnsent(db, jobs);
      const reminders = await rebuildReminders({ db, jobs, clock });
      await scheduleRetention({ jobs, clock });
      if (requeued + reminders > 0) logger.info({ requeued, reminders }, 'queued again what the outbox had not sent, and missing reminders');
      return { requeued, reminders };
    },
    async invoiceIssued(invoiceId, inTransaction) {
      const id = await jobs.enqueue(INVOICE_MAIL_JOB, { invoiceId }, { dedupeKey: `invoice:${invoiceId}:issued:email`, db: inTransaction });
      const document = await inTransaction.selectFrom('invoices').select('zatca_status').where('id', '=', invoiceId).executeTakeFirst();
      if (document?.zatca_status === 'pending')
        await jobs.enqueue(ZATCA_SUBMIT_JOB, { invoiceId }, { dedupeKey: `invoice:${invoiceId}:zatca`, db: inTransaction });
      return id !== null;
    },
    async notify(request, options) {
      const id = await jobs.enqueue(NOTIFY_JOB, request as unknown as JobPayload, options);
      return id !== null;
    },
  };
  // Online payments' receipt e-mails and reconciliation (payments/payment-jobs.ts).
  registerPaymentJobs({ config, db, jobs, mailer, logger, clock, gateway, invoiceIssued: notifications.invoiceIssued });
  return notifications;
}

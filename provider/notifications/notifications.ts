import type { Logger } from 'pino';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/database';
import type { EnqueueOptions, JobPayload, JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import type { Channel, NotifyRequest } from './notification';
import { notificationEmail, notificationText } from './templates';
import { createGatewayTransport, createOutboxTransport, type TextTransport } from './transports';

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
}

export interface NotificationDeps {
  config: ProviderConfig;
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  /** WhatsApp and SMS: by default the gateway configured for each, else the outbox. */
  transports?: Partial<Record<'sms' | 'whatsapp', TextTransport>>;
}

const isLanguage = (value: string | null): value is Language => value !== null && (LANGUAGES as readonly string[]).includes(value);

/** The one way the provider tells users something; registers the job that sends on `jobs`. */
export function setUpNotifications(deps: NotificationDeps): Notifications {
  const { config, db, mailer, jobs } = deps;
  const logger = deps.logger.child({ component: 'notifications' });
  const transports: Record<'sms' | 'whatsapp', TextTransport> = {
    whatsapp:
      deps.transports?.whatsapp ??
      (config.whatsappGateway ? createGatewayTransport(config.whatsappGateway, logger) : createOutboxTransport(config.outboxDir, logger)),
    sms: deps.transports?.sms ?? (config.smsGateway ? createGatewayTransport(config.smsGateway, logger) : createOutboxTransport(config.outboxDir, logger)),
  };

  async function deliver(request: NotifyRequest): Promise<{ channel: Channel } | null> {
    const user = await db.selectFrom('users').select(['email', 'phone_number', 'full_name', 'language']).where('id', '=', request.to.userId).executeTakeFirst();
    // A deleted account has nobody to tell: done, not retried.
    if (!user) {
      logger.info({ userId: request.to.userId, event: request.event }, 'notification dropped: the user no longer exists');
      return null;
    }
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const reader = { email: user.email, name: user.full_name, language };
    const phone = user.phone_number.trim();
    const channel: Channel = request.to.channel !== 'email' && phone === '' ? 'email' : request.to.channel;
    if (channel === 'email') {
      await mailer.send(notificationEmail(request.event, request.data, reader, config.publicSiteUrl));
    } else {
      await transports[channel].send({ channel, to: phone, language, text: notificationText(request.event, request.data, reader, config.publicSiteUrl) });
    }
    return { channel };
  }

  jobs.work<JobPayload>(NOTIFY_JOB, async (payload) => {
    await deliver(payload as unknown as NotifyRequest);
  });

  return {
    deliver,
    async notify(request, options) {
      const id = await jobs.enqueue(NOTIFY_JOB, request as unknown as JobPayload, options);
      return id !== null;
    },
  };
}

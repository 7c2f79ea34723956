import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ProviderConfig } from '../config';

export interface MailAttachment {
  filename: string;
  /** Text (an .ics) or bytes (a PDF). */
  content: string | Buffer;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a booking's .ics, an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in the outbox folder, with their links logged. */
export function createMailer(config: ProviderConfig, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return createOutboxMailer(config.outboxDir, config.mailFrom, logger);
}

export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}

/** Keeps messages in memory; tests assert on `sent`. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

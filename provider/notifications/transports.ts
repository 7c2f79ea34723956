import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Language } from '../../shared/constants';
import type { GatewayConfig } from '../config';

/** A short message to a phone number, over WhatsApp or SMS. */
export interface TextMessage {
  channel: 'sms' | 'whatsapp';
  /** The phone number as the user gave it. */
  to: string;
  language: Language;
  text: string;
}

export interface TextTransport {
  readonly kind: 'outbox' | 'gateway';
  send(message: TextMessage): Promise<void>;
}

/**
 * Development: each message is a readable file beside the e-mails in the outbox
 * (`…-<random>.whatsapp.txt` / `.sms.txt`), so a developer sees what would have been sent.
 */
export function createOutboxTransport(outboxDir: string, logger: Logger): TextTransport {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.${message.channel}.txt`);
      const body = [`Channel: ${message.channel}`, `To: ${message.to}`, `Language: ${message.language}`, '', message.text, ''].join('\n');
      await writeFile(file, body, { mode: 0o600 });
      logger.info({ channel: message.channel, to: message.to, file }, 'message written to the outbox (no gateway configured)');
    },
  };
}

/**
 * Production: the message is POSTed as JSON to the gateway (an adapter in front of the WhatsApp
 * Business API or an SMS provider) with its bearer token. Anything but a 2xx throws, so the job
 * that sends it is retried.
 */
export function createGatewayTransport(gateway: GatewayConfig, logger: Logger, timeoutMs = 10_000): TextTransport {
  return {
    kind: 'gateway',
    async send(message) {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${gateway.token}` },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read the body either way, so the connection is released.
      const answer = await response.text();
      if (!response.ok) throw new Error(`the ${message.channel} gateway answered ${response.status}: ${answer.slice(0, 200)}`);
      logger.info({ channel: message.channel, to: message.to }, 'message handed to the gateway');
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import type { BookingNotice } from './notification';
import { createGatewayTransport } from './transports';

const NOTICE: BookingNotice = {
  bookingId: 1234,
  status: 'in_review',
  serviceTitle: 'Garden design',
  serviceArabicTitle: 'تنسيق الحدائق',
  // 14:30 in Riyadh.
  preferredAt: '2026-12-01T11:30:00.000Z',
  location: 'Al Khobar',
  clientName: 'Sara Client',
};

const outboxFiles = (p: TestProvider, suffix: string) => {
  try {
    return readdirSync(p.config.outboxDir)
      .filter((name) => name.endsWith(suffix))
      .map((name) => readFileSync(path.join(p.config.outboxDir, name), 'utf8'));
  } catch {
    return [];
  }
};

describeEachDialect('notifications: one interface, the channel the user prefers, their language', (provider) => {
  let p: TestProvider;
  let arabic: TestUser;
  let english: TestUser;
  beforeAll(async () => {
    p = provider();
    arabic = await p.user({ fullName: 'نورة الشمري' });
    english = await p.user({ fullName: 'Sara Client' });
    await p.db.updateTable('users').set({ language: 'ar' }).where('id', '=', arabic.id).execute();
    await p.db.updateTable('users').set({ language: 'en', phone_number: '+966 50 111 2222' }).where('id', '=', english.id).execute();
  });

  it('e-mails in both languages, the reader’s first, with the link on PUBLIC_SITE_URL', async () => {
    const { notifications } = servicesOf(p);
    expect(await notifications.deliver({ to: { userId: arabic.id, channel: 'email' }, event: 'booking.status', data: NOTICE })).toEqual({ channel: 'email' });
    const mail = p.mail.filter((m) => m.to === arabic.email);
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message!.subject).toBe('حجزك رقم ١٢٣٤: قيد المراجعة | Your booking #1234: In review');
    expect(message!.text.indexOf('تنسيق الحدائق')).toBeLessThan(message!.text.indexOf('Garden design'));
    expect(message!.text).toContain('http://site.test/profile');
    expect(message!.text).toContain('2:30 PM');
    expect(message!.html).toContain('<html lang="ar">');
    expect(message!.html).toContain('<div lang="ar" dir="rtl">');
  });

  it('sends WhatsApp to the outbox as a readable file, in the reader’s language only', async () => {
    const { notifications } = servicesOf(p);
    await notifications.deliver({ to: { userId: arabic.id, channel: 'whatsapp' }, event: 'booking.confirmed', data: NOTICE });
    const files = outboxFiles(p, '.whatsapp.txt');
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('Channel: whatsapp\nTo: 0501234567\nLanguage: ar\n');
    expect(files[0]).toContain('خدمات: تم تأكيد حجزك رقم ١٢٣٤');
    expect(files[0]).toContain('تنسيق الحدائق');
    expect(files[0]).not.toContain('Garden design');
    expect(files[0]).toContain('http://site.test/profile');
  });

  it('sends SMS in English to an English reader, and e-mail instead when there is no phone number', async () => {
    const { notifications } = servicesOf(p);
    await notifications.deliver({ to: { userId: english.id, channel: 'sms' }, event: 'booking.cancelled', data: NOTICE });
    const files = outboxFiles(p, '.sms.txt');
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('Channel: sms\nTo: +966 50 111 2222\nLanguage: en\n');
    expect(files[0]).toContain('Khadamat: Your booking #1234 is cancelled');
    expect(files[0]).toContain('Garden design');

    await p.db.updateTable('users').set({ phone_number: ' ' }).where('id', '=', english.id).execute();
    expect(await notifications.deliver({ to: { userId: english.id, channel: 'sms' }, event: 'booking.cancelled', data: NOTICE })).toEqual({ channel: 'email' });
    expect(outboxFiles(p, '.sms.txt')).toHaveLength(1);
    expect(p.mail.filter((m) => m.to === english.email).map((m) => m.subject)).toEqual(['Your booking #1234 is cancelled | تم إلغاء حجزك رقم ١٢٣٤']);
  });

  it('tells admins of a new booking on the dashboard link, and drops a message to a deleted user', async () => {
    const { notifications } = servicesOf(p);
    const admin = await p.user({ role: 'Admin' });
    await notifications.deliver({ to: { userId: admin.id, channel: 'email' }, event: 'booking.new', data: NOTICE });
    const [message] = p.mail.filter((m) => m.to === admin.email);
    expect(message!.subject).toBe('New booking #1234 from Sara Client | حجز جديد رقم ١٢٣٤ من Sara Client');
    expect(message!.text).toContain('http://site.test/dashboard/bookings');
    expect(await notifications.deliver({ to: { userId: 999_999, channel: 'email' }, event: 'booking.new', data: NOTICE })).toBeNull();
  });
});

function servicesOf(p: TestProvider) {
  return { notifications: p.notifications };
}

describe('the HTTP gateway transport', () => {
  it('POSTs the message as JSON with the bearer token, and throws on an error answer so the job is retried', async () => {
    const received: Array<{ auth: string | undefined; body: unknown }> = [];
    let status = 202;
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(status).end(status === 202 ? 'queued' : 'gateway down');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
      const transport = createGatewayTransport({ url, token: 'gateway-token' }, pino({ level: 'silent' }));
      const message = { channel: 'whatsapp' as const, to: '+966501112222', language: 'ar' as const, text: 'مرحبًا' };
      await transport.send(message);
      expect(received).toEqual([{ auth: 'Bearer gateway-token', body: message }]);
      status = 503;
      await expect(transport.send(message)).rejects.toThrow('the whatsapp gateway answered 503: gateway down');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { bookingPayload } from '../test-support/fixtures';
import { bearer, describeEachDialect, inDays, type TestProvider, type TestUser } from '../test-support/harness';

describeEachDialect('booking e-mails: received, moved, cancelled, and new for admins, each once', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let service: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    const res = await p.http().post('/Services').set(bearer(admin.token)).send({
      title: 'Garden design',
      description: 'd',
      arabicTitle: 'تنسيق الحدائق',
      arabicDescription: 'و',
      durationMin: 1,
      durationMax: 2,
      durationUnit: 'Day',
      price: 100,
    });
    service = res.body.result.id;
  });

  const mailTo = (email: string) => p.mail.filter((m) => m.to === email);
  const book = (client: TestUser, language: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    p.http().post('/DemandeDeService/create').set(bearer(client.token)).set('Accept-Language', language).set(headers).send(bookingPayload(service, overrides));
  const setStatus = (id: number, status: string) =>
    p.http().patch(`/DemandeDeService/update-status/${id}`).set(bearer(admin.token)).set('Accept-Language', 'en').send({ status });

  it('answers the booking before anything is sent, then e-mails the client in the language they booked in (first) and each admin once', async () => {
    const client = await p.user({ fullName: 'نورة الشمري' });
    // A stopped queue sends nothing: the booking is answered all the same, its messages wait in the table.
    await p.jobs.stop();
    const res = await book(client, 'ar');
    expect(res.status).toBe(201);
    const id = res.body.result.id as number;
    expect(mailTo(client.email)).toEqual([]);
    const waiting = await p.db.selectFrom('jobs').select('dedupe_key').where('state', '=', 'queued').orderBy('id').execute();
    expect(waiting.map((j) => j.dedupe_key)).toEqual(expect.arrayContaining([`booking:${id}:received:email`, `booking:${id}:new:admin:${admin.id}:email`]));

    await p.jobs.start();
    await p.settle();
    const toClient = mailTo(client.email);
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.subject).toMatch(/^استلمنا حجزك رقم [٠-٩]+ \| We received your booking #\d+$/);
    expect(toClient[0]!.text).toContain('تنسيق الحدائق');
    expect(toClient[0]!.text).toContain('http://site.test/profile');
    const toAdmin = mailTo(admin.email).filter((m) => m.subject.includes(`#${id} `));
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.subject).toBe(
      `New booking #${id} from نورة الشمري | حجز جديد رقم ${new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(id)} من نورة الشمري`,
    );
    expect(toAdmin[0]!.text).toContain('http://site.test/dashboard/bookings');
  });

  it('e-mails the client once per status change (confirmed, moved, cancelled), in their language, even when the admin works in another', async () => {
    const client = await p.user({ fullName: 'Sara Client' });
    const id = (await book(client, 'ar')).body.result.id as number;
    await p.settle();
    expect(mailTo(client.email)).toHaveLength(1);

    expect((await setStatus(id, 'in_review')).status).toBe(200);
    // The same status again changes nothing, and says nothing.
    expect((await setStatus(id, 'in_review')).status).toBe(200);
    await p.settle();
    expect(mailTo(client.email).map((m) => m.subject.split(' | ')[0])).toEqual([expect.stringContaining('استلمنا'), expect.stringContaining('قيد المراجعة')]);

    expect((await setStatus(id, 'in_progress')).status).toBe(200);
    await p.settle();
    expect(mailTo(client.email)[2]!.subject).toMatch(/^تم تأكيد حجزك رقم [٠-٩]+ \| Your booking #\d+ is confirmed$/);

    expect((await setStatus(id, 'cancelled')).status).toBe(200);
    await p.settle();
    expect(mailTo(client.email)[3]!.subject).toMatch(/^تم إلغاء حجزك/);
    expect(mailTo(client.email)).toHaveLength(4);
  });

  it('e-mails the client who cancels their own booking once, and not twice when the booking is retried with its Idempotency-Key', async () => {
    const client = await p.user();
    const headers = { 'Idempotency-Key': `notify-test-${client.id}-0001` };
    const when = { preferedDateAndTime: inDays(4) };
    const first = await book(client, 'en', when, headers);
    const replay = await book(client, 'en', when, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const id = first.body.result.id as number;
    await p.settle();
    expect(mailTo(client.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^We received your booking #\d+ \| /)]);

    expect((await p.http().patch(`/DemandeDeService/cancel/${id}`).set(bearer(client.token)).send()).status).toBe(200);
    await p.settle();
    expect(mailTo(client.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^We received your booking/),
      expect.stringMatching(/^Your booking #\d+ is cancelled \| /),
    ]);
  });

  it('tells a client who prefers WhatsApp there (the outbox in development), not by e-mail; admins still get their e-mail', async () => {
    const client = await p.user();
    const whatsapp = () => (existsSync(p.config.outboxDir) ? readdirSync(p.config.outboxDir).filter((name) => name.endsWith('.whatsapp.txt')) : []);
    const before = whatsapp().length;
    const res = await book(client, 'en', { preferedContactMethode: 'whatsapp' });
    await p.settle();
    expect(mailTo(client.email)).toEqual([]);
    expect(whatsapp()).toHaveLength(before + 1);
    expect(mailTo(admin.email).filter((m) => m.subject.includes(`#${res.body.result.id} `))).toHaveLength(1);
  });
});

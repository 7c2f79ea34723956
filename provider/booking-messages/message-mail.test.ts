import { TestClock } from 'pg-boss';
import type { MailMessage } from '../mail/mailer';
import { createTestBooking, createTestService } from '../test-support/fixtures';
import { bearer, DIALECTS, startTestProvider, TINY_PNG, type TestProvider, type TestUser } from '../test-support/harness';
import { waitUntil } from '../test-support/wait-until';
import { assignTestPartner, createTestPartner } from '../test-support/partner-account';

const MIN = 60_000;

describe.each(DIALECTS)('%s: booking message e-mails after a quiet period', (dialect) => {
  let p: TestProvider;
  let clock: TestClock;
  let admin: TestUser;
  let mutedAdmin: TestUser;
  let client: TestUser;
  let service: number;

  const nothingDue = async () =>
    (await p.db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'active']).where('run_at', '<=', new Date(clock.now())).executeTakeFirst()) ===
    undefined;
  /** Moves the clock by `ms`, a second at a time, running what falls due on the way. */
  const pass = async (ms: number) => {
    for (let moved = 0; moved < ms; moved += 5000) await clock.tick(5000);
    await waitUntil(nothingDue, { advance: () => clock.tick(1) });
  };
  const threadMail = (to: string): MailMessage[] => p.mail.filter((m) => m.to === to && m.subject.includes('about booking #'));
  const write = (id: number, user: TestUser, body: string) => p.http().post(`/DemandeDeService/${id}/messages`).set(bearer(user.token)).send({ body });

  beforeAll(async () => {
    clock = new TestClock();
    p = await startTestProvider(dialect, { BOOKING_MESSAGE_QUIET_MINUTES: '10' }, { clock, jobsClock: clock });
    admin = await p.user({ role: 'Admin', fullName: 'Salem Admin' });
    mutedAdmin = await p.user({ role: 'Admin' });
    await p.db.updateTable('users').set({ notice_emails: false }).where('id', '=', mutedAdmin.id).execute();
    client = await p.user({ fullName: 'Noura' });
    service = await createTestService(p, admin, 'Villa painting');
  });
  afterAll(async () => {
    await p.close();
  });

  it('e-mails the company (admins and the assigned partner) once for a burst of client messages, only after the client has been quiet for the period', async () => {
    const booking = await createTestBooking(p, client, service);
    const partner = await createTestPartner(p, { serviceId: service, name: 'Hani Painter' });
    const withdrawn = await createTestPartner(p, { serviceId: service, name: 'Former Painter' });
    await assignTestPartner(p, booking, partner.partnerId, { status: 'accepted' });
    const ended = await assignTestPartner(p, booking, withdrawn.partnerId);
    await p.db.updateTable('booking_assignments').set({ status: 'withdrawn' }).where('id', '=', ended).execute();
    expect((await write(booking, client, 'The wall is damp')).status).toBe(201);
    await pass(4 * MIN);
    expect((await write(booking, client, 'Near the window')).status).toBe(201);
    await pass(4 * MIN);
    const photo = await p.http().post(`/DemandeDeService/${booking}/messages`).set(bearer(client.token)).attach('files', TINY_PNG, 'wall.png');
    expect(photo.status).toBe(201);
    // Ten minutes after the first message, but not after the last: nothing yet.
    await pass(9 * MIN);
    expect(threadMail(admin.email)).toHaveLength(0);
    await pass(2 * MIN);
    const sent = threadMail(admin.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(`3 new messages about booking #${booking}`);
    expect(sent[0]!.text).toContain('Noura: The wall is damp');
    expect(sent[0]!.text).toContain('Noura: Near the window');
    expect(sent[0]!.text).toContain('Noura sent attachments (1)');
    expect(sent[0]!.text).toContain(`/dashboard/bookings?booking=${booking}`);
    // An admin who turned notice e-mails off gets none; the client is not told of their own messages.
    expect(threadMail(mutedAdmin.email)).toHaveLength(0);
    const toPartner = threadMail(partner.email);
    expect(toPartner).toHaveLength(1);
    expect(toPartner[0]!.text).toContain(`/partner?thread=${booking}`);
    expect(threadMail(withdrawn.email)).toHaveLength(0);
    expect(threadMail(client.email)).toHaveLength(0);
    await pass(30 * MIN);
    expect(threadMail(admin.email)).toHaveLength(1);
    // The e-mail jobs are outbox rows, done: a restore would not send them again.
    const outbox = await p.db.selectFrom('job_outbox').select(['dedupe_key', 'done_at']).where('dedupe_key', 'like', `booking-message:%`).execute();
    expect(outbox.length).toBeGreaterThan(0);
    expect(outbox.every((row) => row.done_at !== null)).toBe(true);
  });

  it('e-mails the client in their language first when the company answers, and nobody who read it in time or answered it', async () => {
    const booking = await createTestBooking(p, client, service);
    // The language the client last booked in is the one their e-mails open with.
    await p.db.updateTable('users').set({ language: 'ar' }).where('id', '=', client.id).execute();
    expect((await write(booking, admin, 'We can come on Sunday')).status).toBe(201);
    await pass(11 * MIN);
    const toClient = threadMail(client.email);
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.subject.startsWith('رسالة جديدة بشأن الحجز رقم ')).toBe(true);
    expect(toClient[0]!.text).toContain(`/profile?thread=${booking}`);

    // The client answers within the quiet period: the admin, who then reads it, gets no e-mail.
    expect((await write(booking, client, 'Sunday is fine')).status).toBe(201);
    const thread = await p.http().get(`/DemandeDeService/${booking}/messages`).set(bearer(admin.token));
    const lastId = thread.body.result.messages.at(-1).id as number;
    await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(admin.token)).send({ lastReadId: lastId });
    await pass(11 * MIN);
    expect(threadMail(admin.email).filter((m) => m.subject.includes(`#${booking}`))).toHaveLength(0);

    // The company writes and the client answers before the period ends: the answered burst is not e-mailed.
    expect((await write(booking, admin, 'At 9?')).status).toBe(201);
    await pass(3 * MIN);
    expect((await write(booking, client, 'Yes')).status).toBe(201);
    await pass(11 * MIN);
    expect(threadMail(client.email).filter((m) => m.subject.includes(`#${booking}`))).toHaveLength(1);
  });
});

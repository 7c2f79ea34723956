import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { addDays, saudiDate, saudiInstant, weekdayOf } from '../../shared/scheduling/saudi-clock';
import { parseEml, type ParsedEml } from '../../test-support/eml-parse';
import { icsDate, parseIcs } from '../../test-support/ics-parse';
import { findBooking } from '../bookings/bookings.repository';
import type { JobQueue } from '../jobs/job-queue';
import { createPgBossQueue } from '../jobs/pg-boss-queue';
import { createTableQueue } from '../jobs/table-queue';
import { createOutboxMailer } from '../mail/mailer';
import { bookingPayload, createTestService } from '../test-support/fixtures';
import { bearer, type Dialect, DIALECTS, startTestProvider, type TestProvider, type TestUser } from '../test-support/harness';
import { waitUntil } from '../test-support/wait-until';
import { setUpNotifications } from './notifications';
import { planReminder, REMIND_JOB, scheduleReminder } from './reminders';

/** The first date on `weekday` at least `days` days after today (Saudi calendar). */
function upcoming(weekday: number, days: number): string {
  let date = addDays(saudiDate(new Date()), days);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}
const at = (date: string, hour: number) => saudiInstant(date, hour * 60).toISOString();
const DAY = 24 * 3_600_000;

describe('planReminder', () => {
  const booking = { status: 'pending' as const, slotStartsAt: '2026-12-06T07:00:00.000Z', preferedDateAndTime: '2026-12-06T07:00:00.000Z' };
  it('is due the lead time before the slot; none when closed, off, without a time, or already too close', () => {
    expect(planReminder(booking, 24, new Date('2026-12-01T00:00:00Z'))).toEqual({
      at: new Date('2026-12-05T07:00:00.000Z'),
      startsAt: new Date('2026-12-06T07:00:00.000Z'),
    });
    expect(planReminder({ ...booking, status: 'cancelled' }, 24, new Date('2026-12-01T00:00:00Z'))).toEqual({ skipped: 'closed' });
    expect(planReminder(booking, 0, new Date('2026-12-01T00:00:00Z'))).toEqual({ skipped: 'off' });
    // Midnight in Riyadh: a day was chosen, no time.
    expect(planReminder({ ...booking, slotStartsAt: null, preferedDateAndTime: '2026-12-05T21:00:00.000Z' }, 24, new Date('2026-12-01T00:00:00Z'))).toEqual({
      skipped: 'noTime',
    });
    expect(planReminder(booking, 24, new Date('2026-12-05T08:00:00Z'))).toEqual({ skipped: 'tooClose' });
  });
});

type Engine = 'table' | 'pg-boss';
const CASES: Array<{ dialect: Dialect; engine: Engine }> = DIALECTS.flatMap((dialect) =>
  (dialect === 'postgres' ? (['table', 'pg-boss'] as const) : (['table'] as const)).map((engine) => ({ dialect, engine })),
);

interface JobRow {
  state: 'queued' | 'active' | 'completed' | 'failed';
  run_at: Date;
  dedupe_key: string | null;
}

describe.each(CASES)('$dialect: reminders on the $engine job queue, with the time moved by hand', ({ dialect, engine }) => {
  let p: TestProvider;
  let clock: TestClock;
  let admin: TestUser;
  let client: TestUser;
  let service: number;
  const extraQueues: JobQueue[] = [];
  const sunday = upcoming(0, 7);
  const S1 = at(sunday, 9);
  const S3 = at(addDays(sunday, 1), 9);
  const S5 = at(addDays(sunday, 2), 9);
  const S4 = at(addDays(sunday, 3), 9);
  const ids: Record<'b1' | 'b2' | 'b3', number> = { b1: 0, b2: 0, b3: 0 };
  let texter: TestUser;
  let whatsappBooking = 0;
  /** The WhatsApp messages in the outbox (its development transport). */
  const whatsapps = (): string[] =>
    existsSync(p.config.outboxDir)
      ? readdirSync(p.config.outboxDir)
          .filter((name) => name.endsWith('.whatsapp.txt'))
          .map((name) => readFileSync(path.join(p.config.outboxDir, name), 'utf8'))
      : [];

  /** Every .eml in the outbox to the client, parsed. */
  const outbox = (): ParsedEml[] =>
    existsSync(p.config.outboxDir)
      ? readdirSync(p.config.outboxDir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => parseEml(readFileSync(path.join(p.config.outboxDir, name), 'utf8')))
          .filter((mail) => mail.to.includes(client.email))
      : [];
  const reminders = (id: number) => outbox().filter((mail) => mail.subject.startsWith('تذكير') && mail.subject.includes(`#${id} `));
  /** The booking's reminder jobs, oldest first, read from the engine's own table. */
  const remindJobs = async (id: number): Promise<JobRow[]> => {
    if (engine === 'table') {
      return (await p.db
        .selectFrom('jobs')
        .select(['state', 'run_at', 'dedupe_key'])
        .where('name', '=', REMIND_JOB)
        .where('dedupe_key', 'like', `booking:${id}:reminder:%`)
        .orderBy('id')
        .execute()) as JobRow[];
    }
    const { rows } = await sql<{ state: string; start_after: Date; singleton_key: string }>`
      select state, start_after, singleton_key from ${sql.id(p.config.jobsSchema, 'job')}
      where name = ${REMIND_JOB} and singleton_key like ${`booking:${id}:reminder:%`} order by created_on, start_after`.execute(p.db);
    return rows.map((row) => ({
      state: row.state === 'created' || row.state === 'retry' ? 'queued' : (row.state as JobRow['state']),
      run_at: new Date(row.start_after),
      dedupe_key: row.singleton_key,
    }));
  };
  const nothingDue = async (): Promise<boolean> => {
    const now = new Date(clock.now());
    if (engine === 'table') {
      return (
        (await p.db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'active']).where('run_at', '<=', now).executeTakeFirst()) === undefined
      );
    }
    const { rows } = await sql`select 1 from ${sql.id(p.config.jobsSchema, 'job')}
      where name in ('notify', ${REMIND_JOB}) and state in ('created', 'retry', 'active') and start_after <= ${now} limit 1`.execute(p.db);
    return rows.length === 0;
  };
  /**
   * Moves the clock a second at a time until nothing is due on it. pg-boss: a job queued in the
   * caller's transaction (a booking's notices) is stamped by that connection's now(), real time, not
   * the test clock's (only pg-boss's own sessions read it); the clock is first brought up to it.
   */
  const drain = async () => {
    if (engine === 'pg-boss' && clock.now() < Date.now()) await clock.setTime(Date.now());
    await waitUntil(nothingDue, { advance: () => clock.tick(1000) });
  };

  beforeAll(async () => {
    clock = new TestClock();
    p = await startTestProvider(dialect, {}, { clock, jobsClock: clock, outbox: true, jobsEngine: engine });
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'نورة الشمري' });
    service = await createTestService(p, admin, 'Home visit');
    await p.http().put(`/Availability/services/${service}`).set(bearer(admin.token)).send({ durationMinutes: 90, capacity: 2 });
    for (const [key, slot] of [
      ['b1', S1],
      ['b2', S3],
      ['b3', S5],
    ] as const) {
      const res = await p
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(client.token))
        .set('Accept-Language', 'ar')
        .send(bookingPayload(service, { slotStartsAt: slot, preferedDateAndTime: slot, location: 'الخبر, حي الراكة' }));
      expect(res.status).toBe(201);
      ids[key] = res.body.result.id;
    }
    // Another client, who prefers WhatsApp and books in English, at the same time as b1.
    texter = await p.user({ fullName: 'Sara Texter' });
    const res = await p
      .http()
      .post('/DemandeDeService/create')
      .set(bearer(texter.token))
      .set('Accept-Language', 'en')
      .send(bookingPayload(service, { slotStartsAt: S1, preferedDateAndTime: S1, preferedContactMethode: 'whatsapp' }));
    expect(res.status).toBe(201);
    whatsappBooking = res.body.result.id;
    await drain();
  });
  afterAll(async () => {
    for (const queue of extraQueues) await queue.stop(0);
    await p.close();
  });

  it('e-mails each booking to the client with its .ics, and queues its reminder 24 hours before the slot', async () => {
    const received = outbox().filter((mail) => mail.subject.startsWith('استلمنا'));
    expect(received).toHaveLength(3);
    const ics = received[0]!.parts.find((part) => part.filename?.endsWith('.ics'))!;
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const event = parseIcs(ics.body).events[0]!;
    expect(event.UID).toMatch(/^booking-\d+@site\.test$/);
    expect(event.SUMMARY).toContain('حجز');
    for (const [key, slot] of [
      ['b1', S1],
      ['b2', S3],
      ['b3', S5],
    ] as const) {
      const jobs = await remindJobs(ids[key]);
      expect(jobs).toEqual([{ state: 'queued', run_at: new Date(Date.parse(slot) - DAY), dedupe_key: `booking:${ids[key]}:reminder:${slot}` }]);
    }
  });

  it('moves and cancels: a new reminder for the new time; the old and the cancelled one stay queued, to find nothing to send', async () => {
    const moved = await p.http().post(`/DemandeDeService/reschedule/${ids.b2}`).set(bearer(admin.token)).send({ slotStartsAt: S4, reason: '' });
    expect(moved.status).toBe(200);
    const cancelled = await p.http().patch(`/DemandeDeService/cancel/${ids.b3}`).set(bearer(client.token)).send({ reason: 'Travelling' });
    expect(cancelled.status).toBe(200);
    await drain();
    expect((await remindJobs(ids.b2)).map((job) => job.dedupe_key)).toEqual([`booking:${ids.b2}:reminder:${S3}`, `booking:${ids.b2}:reminder:${S4}`]);
    // The moved and cancelled e-mails carry the updated event: same UID, a later SEQUENCE; the cancellation cancels it.
    const cancelMail = outbox().find((mail) => mail.subject.startsWith('تم إلغاء') && mail.subject.includes(`#${ids.b3} `))!;
    const cancelIcs = parseIcs(cancelMail.parts.find((part) => part.filename?.endsWith('.ics'))!.body);
    expect(cancelIcs.calendar.METHOD).toBe('CANCEL');
    expect(cancelIcs.events[0]).toMatchObject({ STATUS: 'CANCELLED', UID: `booking-${ids.b3}@site.test` });
  });

  it('sends nothing before T-24h, exactly one reminder at T-24h (in Arabic, with a valid .ics), and still one after a restart', async () => {
    const due = Date.parse(S1) - DAY;
    await clock.setTime(due - 60_000);
    await drain();
    expect(reminders(ids.b1)).toEqual([]);

    expect(whatsapps().filter((text) => text.includes('Reminder:'))).toEqual([]);
    await clock.setTime(due);
    await waitUntil(() => reminders(ids.b1).length === 1, { advance: () => clock.tick(1000) });
    // The client who prefers WhatsApp is reminded there, in English, and not by e-mail.
    await waitUntil(() => whatsapps().some((text) => text.includes(`Reminder: your booking #${whatsappBooking} is on`)), {
      advance: () => clock.tick(1000),
    });
    const [text] = whatsapps().filter((message) => message.includes('Reminder:'));
    expect(text).toContain('Channel: whatsapp\nTo: 0501234567\nLanguage: en\n');
    expect(text).toContain('(Saudi time)');
    const [mail] = reminders(ids.b1);
    expect(mail!.subject).toMatch(/^تذكير: موعد حجزك رقم [٠-٩]+ في .+ \| Reminder: your booking #\d+ is on /);
    const attachment = mail!.parts.find((part) => part.filename === `booking-${ids.b1}.ics`)!;
    expect(attachment.contentType).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH/);
    const ics = parseIcs(attachment.body);
    expect(ics.calendar.METHOD).toBe('PUBLISH');
    const event = ics.events[0]!;
    expect(icsDate(event.DTSTART!).toISOString()).toBe(S1);
    expect(icsDate(event.DTEND!).getTime() - Date.parse(S1)).toBe(90 * 60_000);
    // The booking is still pending: its calendar entry is tentative until it is confirmed (issue 32 item 28).
    expect(event).toMatchObject({ UID: `booking-${ids.b1}@site.test`, LOCATION: 'الخبر, حي الراكة', STATUS: 'TENTATIVE' });
    expect(event.SUMMARY).toMatch(/^ع — حجز خدمات رقم [٠-٩]+$/);

    // A restart: a new queue on the same table. The reminder is done and its key taken.
    await p.jobs.stop();
    const logger = pino({ level: 'silent' });
    const mailer = createOutboxMailer(p.config.outboxDir, p.config.mailFrom, logger);
    const queue =
      engine === 'table'
        ? createTableQueue({ db: p.db, logger, clock, pollIntervalMs: 1000 })
        : createPgBossQueue({ connectionString: p.config.databaseUrl!, schema: p.config.jobsSchema, logger, clock, pollIntervalSeconds: 1 });
    extraQueues.push(queue);
    setUpNotifications({ config: p.config, db: p.db, mailer, jobs: queue, logger, clock });
    await queue.start();
    expect(await scheduleReminder({ db: p.db, jobs: queue, clock }, (await findBooking(p.db, ids.b1))!)).toBe(false);
    await clock.tick(60_000);
    await drain();
    expect(reminders(ids.b1)).toHaveLength(1);
    expect((await remindJobs(ids.b1)).map((job) => job.state)).toEqual(['completed']);
    expect(whatsapps().filter((message) => message.includes('Reminder:'))).toHaveLength(1);
    expect(texter.email).not.toBe(client.email);
  });

  it('the moved booking’s old reminder and the cancelled one send nothing; the new time gets one', async () => {
    await clock.setTime(Date.parse(S3) - DAY);
    await drain();
    await clock.setTime(Date.parse(S5) - DAY);
    await drain();
    expect((await remindJobs(ids.b2)).map((job) => job.state)).toEqual(['completed', 'queued']);
    expect((await remindJobs(ids.b3)).map((job) => job.state)).toEqual(['completed']);
    expect(reminders(ids.b2)).toEqual([]);
    expect(reminders(ids.b3)).toEqual([]);

    await clock.setTime(Date.parse(S4) - DAY);
    await waitUntil(() => reminders(ids.b2).length === 1, { advance: () => clock.tick(1000) });
    const event = parseIcs(reminders(ids.b2)[0]!.parts.find((part) => part.filename?.endsWith('.ics'))!.body).events[0]!;
    expect(icsDate(event.DTSTART!).toISOString()).toBe(S4);
    expect(Number(event.SEQUENCE)).toBeGreaterThanOrEqual(0);
    await drain();
    expect(reminders(ids.b2)).toHaveLength(1);
  });
});

import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { TestClock } from 'pg-boss';
import { addDays, saudiDate, saudiInstant, weekdayOf } from '../../shared/scheduling/saudi-clock';
import { parseEml } from '../../test-support/eml-parse';
import { bookingPayload, createTestService } from '../test-support/fixtures';
import { bearer, DIALECTS, startTestProvider, type TestProvider, type TestUser } from '../test-support/harness';
import { waitUntil } from '../test-support/wait-until';
import { writeBackup } from './dump';
import { ALL_HOSTILE } from './hostile-text';
import { restoreBackup } from './restore';

const DAY = 24 * 3_600_000;

/** 09:00 Riyadh time on the first Sunday at least `days` days ahead. */
function upcomingSunday(days: number): string {
  let date = addDays(saudiDate(new Date()), days);
  while (weekdayOf(date) !== 0) date = addDays(date, 1);
  return saudiInstant(date, 9 * 60).toISOString();
}

/**
 * Issue 30 items 2 and 3: a backup taken while messages are waiting (the mail server down, a
 * reminder days ahead) restores every row, hostile text included, into a database whose queue is
 * empty (PostgreSQL: pg-boss's schema is not in the backup), and the restored site then sends each
 * waiting message and the reminder exactly once, also across another start.
 */
describe.each(DIALECTS)('%s: a restored database sends what was waiting, once', (dialect) => {
  let source: TestProvider;
  let target: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let booking: number;
  const slot = upcomingSunday(4);
  const sourceClock = new TestClock();
  const clock = new TestClock();
  // PostgreSQL runs pg-boss, as in production; PGlite its jobs table.
  const engine = 'pg-boss' as const;

  const mails = (to: string, subjectStart: string) =>
    existsSync(target.config.outboxDir)
      ? readdirSync(target.config.outboxDir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => parseEml(readFileSync(path.join(target.config.outboxDir, name), 'utf8')))
          .filter((mail) => mail.to.includes(to) && mail.subject.startsWith(subjectStart))
      : [];
  const received = () => mails(client.email, 'استلمنا');
  const adminNew = () => mails(admin.email, '');
  const reminders = () => mails(client.email, 'تذكير');

  beforeAll(async () => {
    source = await startTestProvider(dialect, {}, { jobsClock: sourceClock, outbox: true, jobsEngine: engine });
    // The mail "server" is down: every send fails, so the booking's messages wait for a retry.
    writeFileSync(source.config.outboxDir, 'not a folder');
    admin = await source.user({ role: 'Admin' });
    client = await source.user({ fullName: 'نورة الشمري' });
    const service = await createTestService(source, admin, 'Home visit');
    await source.http().put(`/Availability/services/${service}`).set(bearer(admin.token)).send({ durationMinutes: 60, capacity: 2 });
    const res = await source
      .http()
      .post('/DemandeDeService/create')
      .set(bearer(client.token))
      .set('Accept-Language', 'ar')
      .send(bookingPayload(service, { slotStartsAt: slot, preferedDateAndTime: slot }));
    expect(res.status).toBe(201);
    booking = res.body.result.id;
    await source.db.updateTable('bookings').set({ location: ALL_HOSTILE }).where('id', '=', booking).execute();
    await source.db
      .insertInto('contact_messages')
      .values({
        name: ALL_HOSTILE,
        email: 'x@example.com',
        phone: '',
        subject: ALL_HOSTILE,
        description: ALL_HOSTILE,
        priorite: '',
        prefered_contact_methode: '',
      })
      .execute();
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('restores every row and then sends the waiting e-mails and the reminder exactly once', async () => {
    const waiting = await source.db.selectFrom('job_outbox').select(['name', 'dedupe_key']).where('done_at', 'is', null).orderBy('dedupe_key').execute();
    expect(waiting).toEqual([
      { name: 'notify', dedupe_key: `booking:${booking}:new:admin:${admin.id}:email` },
      { name: 'notify', dedupe_key: `booking:${booking}:received:email` },
      { name: 'remind', dedupe_key: `booking:${booking}:reminder:${slot}` },
    ]);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const summary = await writeBackup({ db: source.db, schema: source.database.schema, kind: source.database.kind, storage: source.storage }, out);
    await source.close();

    // A new database and, on PostgreSQL, a pg-boss schema that never saw these jobs.
    target = await startTestProvider(dialect, {}, { migrate: false, jobsClock: clock, outbox: true, jobsEngine: engine });
    const restored = await restoreBackup({ db: target.db, schema: target.database.schema, storage: target.storage }, Readable.from([Buffer.concat(chunks)]));
    expect(restored.tables).toEqual(summary.tables);
    const row = await target.db.selectFrom('bookings').select('location').where('id', '=', booking).executeTakeFirstOrThrow();
    expect(row.location).toBe(ALL_HOSTILE);
    expect(await target.db.selectFrom('contact_messages').select('description').execute()).toEqual([{ description: ALL_HOSTILE }]);

    // What the provider does when it starts on the restored database.
    await target.notifications.recover();
    // A minute at a time: retries the backup caught waiting fall due (PGlite's queue came back with the rows).
    const advance = () => clock.tick(60_000);
    await waitUntil(() => received().length === 1 && adminNew().length === 1, { advance });
    expect(reminders()).toEqual([]);

    // The reminder, 24 hours before the slot.
    await clock.setTime(Date.parse(slot) - DAY + 1000);
    await waitUntil(() => reminders().length === 1, { advance: () => clock.tick(1000) });
    // It read the restored booking: its calendar file carries the location, Arabic and all.
    const ics = reminders()[0]!.parts.find((part) => part.filename === `booking-${booking}.ics`)!;
    expect(ics.body.replace(/\r?\n[ \t]/g, '')).toContain('مرحباالرياض');

    // Another start on the same database (and the same key queued again) sends nothing more.
    await target.notifications.recover();
    await clock.tick(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await clock.tick(10 * 60_000);
    expect([received().length, adminNew().length, reminders().length]).toEqual([1, 1, 1]);
    expect(await target.db.selectFrom('job_outbox').select('dedupe_key').where('done_at', 'is', null).execute()).toEqual([]);
    rmSync(target.config.outboxDir, { recursive: true, force: true });
  });
});

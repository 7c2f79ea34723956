/**
 * Issue 30: a backup taken while messages wait restores every row, hostile text byte for byte, and
 * the restored site then sends every waiting e-mail and every due reminder exactly once, on
 * PostgreSQL (whose pg-boss schema is not in the backup) and on embedded PGlite, with the real
 * commands of the build (dist/provider/backup.js, dist/provider/restore.js) as child processes.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_HOSTILE, HOSTILE_PIECES } from '../provider/backup/hostile-text';
import { parseEml } from '../test-support/eml-parse';
import { firstServiceId, login, makeClients, report, type Client } from './support/load';
import { ADMIN, freePort, missingForFaults, runCommand, sleep, startStack, waitUntil, type Stack } from './support/stack';
import { snapshotTables, type TablesSnapshot } from './support/tables';

const missing = missingForFaults();
const suite = missing ? describe.skip : describe;
if (missing) process.stdout.write(`[faults] skipped: ${missing}\n`);

const HOUR = 3_600_000;
/** Reminders go out this many hours before a booking's time (PUT /Availability/change-policy). */
const REMINDER_HOURS = 1;
/** The bookings are this far beyond the reminder lead: their reminders fall due while the backup and restore run. */
const REMINDER_DUE_AFTER_MS = 20_000;
/** Beyond the last reminder's moment: a failed send retried on PGlite's table queue (30 s after its failure) must have come too. */
const DELIVERY_BOUND_MS = 90_000;

/** The whole hostile set, between visible letters (the provider trims text). */
const HOSTILE = `X${ALL_HOSTILE}X`;
/** Names and subjects are one line: everything but the line breaks. */
const LINE_BREAKS = /[\n\v\f\r\u0085\u2028\u2029]/;
const ONE_LINE_HOSTILE = `ن${HOSTILE_PIECES.filter((p) => !LINE_BREAKS.test(p)).join('')}ن`;

type Kind = 'received' | 'newBooking' | 'reminder' | 'contactMessage' | 'other';
const kindOf = (subject: string): Kind =>
  /^(We received|استلمنا)/.test(subject)
    ? 'received'
    : /^(New booking|حجز جديد)/.test(subject)
      ? 'newBooking'
      : /^(Reminder|تذكير)/.test(subject)
        ? 'reminder'
        : /^(New contact message|رسالة تواصل جديدة)/.test(subject)
          ? 'contactMessage'
          : 'other';

/** Every e-mail in the stack's outbox folder, as "recipient kind" → how many. */
function mailsIn(stack: Stack): { total: number; byRecipient: Record<string, number> } {
  const dir = path.join(stack.dataDir, 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
  const byRecipient: Record<string, number> = {};
  for (const file of files) {
    const mail = parseEml(readFileSync(path.join(dir, file), 'utf8'));
    const key = `${mail.to} ${kindOf(mail.subject)}`;
    byRecipient[key] = (byRecipient[key] ?? 0) + 1;
  }
  return { total: files.length, byRecipient };
}

/** The daily retention run's key in the job queue (privacy/retention.ts): it is always scheduled for the next day. */
const DAILY_RETENTION = /^privacy-retention:\d{4}-\d{2}-\d{2}$/;

/** What the outbox rows still to send should become, by "recipient kind". */
function expectedMails(waiting: string[], emails: Record<string, string>, clientOf: Map<number, string>): Record<string, number> {
  const expected: Record<string, number> = {};
  const add = (key: string) => {
    expected[key] = (expected[key] ?? 0) + 1;
  };
  for (const key of waiting) {
    // A contact message's e-mail to one admin (the mail server was down when it was posted).
    const contact = /^contact-message:\d+:admin:(\d+)$/.exec(key);
    if (contact) {
      add(`${emails[contact[1]!]} contactMessage`);
      continue;
    }
    // The daily retention run (privacy/retention.ts) waits in the same queue; it sends no e-mail.
    if (DAILY_RETENTION.test(key)) continue;
    const booking = /^booking:(\d+):/.exec(key);
    if (!booking) throw new Error(`an outbox row this test did not make: ${key}`);
    const client = clientOf.get(Number(booking[1]));
    const admin = /:new:admin:(\d+):email$/.exec(key);
    if (admin) add(`${emails[admin[1]!]} newBooking`);
    else if (key.endsWith(':received:email')) add(`${client} received`);
    else if (key.includes(':reminder:')) add(`${client} reminder`);
    else throw new Error(`an outbox row this test did not make: ${key}`);
  }
  return expected;
}

async function call(stack: Stack, method: string, url: string, cookie?: string, body?: unknown): Promise<{ status: number; body: { result: unknown } }> {
  const res = await fetch(`${stack.webUrl}/api${url}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'ar',
      Origin: stack.webUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as { result: unknown } };
}

/** A moment `ms` ahead with a time of day (the company's midnight means "no time chosen", which gets no reminder). */
function momentAhead(ms: number): string {
  let at = Date.now() + ms;
  const riyadh = new Date(at + 3 * HOUR);
  if (riyadh.getUTCHours() === 0 && riyadh.getUTCMinutes() === 0) at += 60_000;
  return new Date(at).toISOString();
}

interface Written {
  bookings: Array<{ id: number; location: string; description: string }>;
  messages: Array<{ id: number; name: string; subject: string; description: string }>;
}

/** The hostile texts as the site shows them to an admin. */
async function readBack(stack: Stack, admin: string, ids: { bookings: number[]; messages: number[] }): Promise<Written> {
  const bookings = [];
  for (const id of ids.bookings) {
    const res = await call(stack, 'GET', `/DemandeDeService/${id}`, admin);
    expect(res.status).toBe(200);
    const { location, description } = res.body.result as { location: string; description: string };
    bookings.push({ id, location, description });
  }
  const list = await call(stack, 'GET', '/ContactUs/get-all?pageSize=100', admin);
  expect(list.status).toBe(200);
  const all = list.body.result as Array<{ id: number; name: string; subject: string; description: string }>;
  const messages = ids.messages.map((id) => {
    const found = all.find((m) => m.id === id);
    if (!found) throw new Error(`contact message ${id} is not listed`);
    return { id, name: found.name, subject: found.subject, description: found.description };
  });
  return { bookings, messages };
}

suite.each([
  ['PostgreSQL', false],
  ['PGlite', true],
] as const)('%s: backup → restore with hostile text and waiting messages', (engine, embedded) => {
  const stacks: Stack[] = [];
  const folder = mkdtempSync(path.join(os.tmpdir(), 'khadamat-faults-backup-'));
  afterAll(async () => {
    for (const stack of stacks) await stack.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores every row and byte, then sends each waiting e-mail and due reminder once, and nothing on the next start', async () => {
    const started = Date.now();
    // The mail server is down (nothing listens there): every e-mail the bookings queue waits for a retry.
    const source = await startStack({ embedded, providerEnv: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
    stacks.push(source);
    const admin = await login(source, ADMIN);
    const policy = await call(source, 'PUT', '/Availability/change-policy', admin, { changeNoticeHours: 48, reminderHours: REMINDER_HOURS });
    expect(policy.status).toBe(200);

    const clients: Client[] = await makeClients(source, 2, `backup${engine}`);
    const serviceId = await firstServiceId(source);
    const clientOf = new Map<number, string>();
    const reminderDue: number[] = [];
    for (const client of clients) {
      for (let n = 0; n < 2; n++) {
        const when = momentAhead(REMINDER_HOURS * HOUR + REMINDER_DUE_AFTER_MS);
        const res = await call(source, 'POST', '/DemandeDeService/create', client.cookie, {
          priorite: 'medium',
          preferedContactMethode: 'email',
          description: `Before the backup ${HOSTILE}`,
          preferedDateAndTime: when,
          location: HOSTILE,
          budget: 100,
          clientId: 0,
          demandeDeServiceItems: [{ isAdditionalService: false, serviceId }],
        });
        expect(res.status).toBe(201);
        // The provider keeps addresses in lower case, and sends to them so.
        clientOf.set((res.body.result as { id: number }).id, client.email.toLowerCase());
        reminderDue.push(Date.parse(when) - REMINDER_HOURS * HOUR);
      }
    }
    const messageIds: number[] = [];
    for (let n = 0; n < 2; n++) {
      const res = await call(source, 'POST', '/ContactUs/create-message', undefined, {
        name: ONE_LINE_HOSTILE.slice(0, 100),
        email: `hostile${n}@faults.test`,
        phone: '',
        subject: ONE_LINE_HOSTILE.slice(0, 200),
        description: HOSTILE,
        priorite: '',
        preferedContactMethode: '',
      });
      expect(res.status).toBe(201);
      messageIds.push((res.body.result as { id: number }).id);
    }
    const ids = { bookings: [...clientOf.keys()], messages: messageIds };
    const written = await readBack(source, admin, ids);
    for (const booking of written.bookings) expect(booking.location).toBe(HOSTILE);
    for (const message of written.messages) expect(message.description).toBe(HOSTILE);

    await Promise.all([source.web.stop(), source.provider.stop()]);
    const before: TablesSnapshot = await snapshotTables(source);
    // Each booking's three messages are waiting: its "received" e-mail, the admin's, and its reminder.
    for (const id of ids.bookings) expect(before.waiting.filter((key) => key.startsWith(`booking:${id}:`))).toHaveLength(3);
    const expected = expectedMails(before.waiting, before.emails, clientOf);

    const file = path.join(folder, `${engine}.tar.gz`);
    const backupStarted = Date.now();
    const backup = await runCommand('dist/provider/backup.js', ['--out', file], source.providerEnv);
    const backupMs = Date.now() - backupStarted;
    expect({ code: backup.code, output: backup.output }).toEqual({ code: 0, output: expect.any(String) });

    let after: TablesSnapshot | null = null;
    let restoreMs = 0;
    const target = await startStack({
      embedded,
      async beforeStart(fresh) {
        const restoreStarted = Date.now();
        const restore = await runCommand('dist/provider/restore.js', [file], fresh.providerEnv);
        restoreMs = Date.now() - restoreStarted;
        expect({ code: restore.code, output: restore.output }).toEqual({ code: 0, output: expect.any(String) });
        after = await snapshotTables(fresh);
      },
    });
    stacks.push(target);
    const restoredAt = Date.now();
    expect(after!.counts).toEqual(before.counts);
    expect(after!.waiting).toEqual(before.waiting);

    // Signed in with the restored password, the admin sees the same bytes.
    const restoredAdmin = await login(target, ADMIN);
    expect(await readBack(target, restoredAdmin, ids)).toEqual(written);

    const bound = Math.max(...reminderDue) - Date.now() + DELIVERY_BOUND_MS;
    const expectedTotal = Object.values(expected).reduce((a, b) => a + b, 0);
    await waitUntil(async () => mailsIn(target).total >= expectedTotal, Math.max(bound, 30_000), 'every waiting message sent');
    const allSentAt = Date.now();
    const sent = mailsIn(target);
    expect(sent.byRecipient).toEqual(expected);

    // Another start on the same database sends nothing again.
    await target.provider.stop();
    await target.startProvider();
    await sleep(5000);
    expect(mailsIn(target)).toEqual(sent);
    await Promise.all([target.web.stop(), target.provider.stop()]);
    const last = await snapshotTables(target);
    // Every message went out; what still waits is the retention schedule's next daily run, once.
    expect(last.waiting.filter((key) => !DAILY_RETENTION.test(key))).toEqual([]);
    expect(last.waiting.filter((key) => DAILY_RETENTION.test(key))).toHaveLength(1);

    report(`backup → restore (${engine})`, {
      tables: Object.keys(before.counts).length,
      rowsRestored: Object.values(after!.counts).reduce((a, b) => a + b, 0),
      waitingBeforeBackup: before.waiting.length,
      mailsSent: sent.total,
      sentAgainOnNextStart: mailsIn(target).total - sent.total,
      backupMs,
      restoreMs,
      msFromRestoredStartToAllSent: allSentAt - restoredAt,
      seconds: Math.round((Date.now() - started) / 1000),
    });
  });
});

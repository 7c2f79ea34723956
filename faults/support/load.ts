/**
 * Signed-in clients booking under load, the way the site's booking form does: every submission has
 * its own Idempotency-Key, and an answer that leaves the outcome unknown (504, 503, 502, a cut
 * connection) is retried with the same key until a definitive one comes. Each booking carries a
 * unique marker, so the database can be asked afterwards what became of every submission.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { signInThroughApi, type SignInAccount } from '../../scripts/lib/staff-sign-in';
import { ADMIN, sleep, type Stack } from './stack';

export interface Client {
  email: string;
  cookie: string;
}

export type Outcome = 'acknowledged' | 'refused' | 'unknown';

export interface Submission {
  marker: string;
  outcome: Outcome;
  /** Statuses seen, in order, including retries ('network' for a failed connection). */
  statuses: Array<number | 'network'>;
  startedAt: number;
  endedAt: number;
}

const json = (body: unknown) => JSON.stringify(body);

/** Signs in through the web server (an admin with the code step): answers the session cookie. */
export const login = (stack: Stack, account: SignInAccount): Promise<string> => signInThroughApi(stack.webUrl, account);

/** `count` client accounts made by the admin, each signed in. */
export async function makeClients(stack: Stack, count: number, tag: string): Promise<Client[]> {
  const admin = await login(stack, ADMIN);
  const clients: Client[] = [];
  for (let i = 0; i < count; i++) {
    const email = `client.${tag}.${i}.${Date.now()}@faults.test`;
    const password = 'Client#2026pass';
    const res = await fetch(`${stack.webUrl}/api/User/create-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: stack.webUrl, Cookie: admin },
      body: json({
        fullName: `Client ${i}`,
        email,
        phoneNumber: '0501234567',
        typeUser: 3,
        startDate: '2024-01-01',
        role: 'Client',
        password,
        confirmPassword: password,
      }),
    });
    if (res.status !== 201) throw new Error(`create-user: ${res.status} ${await res.text()}`);
    clients.push({ email, cookie: await login(stack, { email, password }) });
  }
  return clients;
}

export async function firstServiceId(stack: Stack): Promise<number> {
  const body = (await (await fetch(`${stack.webUrl}/api/Services`)).json()) as { result: Array<{ id: number }> };
  return body.result[0]!.id;
}

/**
 * Answers that leave it open whether the booking was made: retried with the same key. 503 is one:
 * a database connection lost under a write answers it, and the write may have been cut at its very
 * commit (a 503 refused before anything was done is answered the same way on the retry).
 */
const UNKNOWN_STATUSES = new Set([500, 502, 503, 504]);

/**
 * One client's loop until `until()` says stop: book, retrying unknown outcomes with the same key
 * (a short pause between tries) for at most `retryForMs`. 201 is acknowledged; any other definitive
 * answer (4xx) is refused.
 */
export async function bookingLoop(
  stack: Stack,
  client: Client,
  serviceId: number,
  tag: string,
  until: () => boolean,
  record: (submission: Submission) => void,
  retryForMs = 20_000,
): Promise<void> {
  let n = 0;
  while (!until()) {
    const marker = `FAULT-${tag}-${client.email}-${++n}`;
    const key = randomUUID();
    const body = json({
      priorite: 'medium',
      preferedContactMethode: 'email',
      description: 'A booking made by the fault tests under load.',
      preferedDateAndTime: '2030-01-15T09:00:00.000Z',
      location: marker,
      budget: 100,
      clientId: 0,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId }],
    });
    const submission: Submission = { marker, outcome: 'unknown', statuses: [], startedAt: Date.now(), endedAt: 0 };
    const deadline = Date.now() + retryForMs;
    for (;;) {
      let status: number | 'network';
      try {
        const res = await fetch(`${stack.webUrl}/api/DemandeDeService/create`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: stack.webUrl, Cookie: client.cookie, 'Idempotency-Key': key },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 'network';
      }
      submission.statuses.push(status);
      if (status === 201) submission.outcome = 'acknowledged';
      else if (status !== 'network' && !UNKNOWN_STATUSES.has(status)) submission.outcome = 'refused';
      if (submission.outcome !== 'unknown' || Date.now() > deadline) break;
      await sleep(100);
    }
    submission.endedAt = Date.now();
    record(submission);
    if (submission.outcome === 'refused') await sleep(50);
  }
}

export interface WriteCheck {
  acknowledged: number;
  storedOnce: number;
  refused: number;
  refusedButStored: number;
  unknown: number;
  duplicated: number;
}

/** What the database holds for every submission: acknowledged ones exactly once, refused ones not at all. */
export async function checkWrites(db: pg.Pool, tag: string, submissions: Submission[]): Promise<WriteCheck> {
  const { rows } = await db.query<{ location: string; n: string }>(`select location, count(*) as n from bookings where location like $1 group by location`, [
    `FAULT-${tag}-%`,
  ]);
  const stored = new Map(rows.map((r) => [r.location, Number(r.n)]));
  const check: WriteCheck = { acknowledged: 0, storedOnce: 0, refused: 0, refusedButStored: 0, unknown: 0, duplicated: 0 };
  for (const s of submissions) {
    const count = stored.get(s.marker) ?? 0;
    if (count > 1) check.duplicated += 1;
    if (s.outcome === 'acknowledged') {
      check.acknowledged += 1;
      if (count === 1) check.storedOnce += 1;
    } else if (s.outcome === 'refused') {
      check.refused += 1;
      if (count > 0) check.refusedButStored += 1;
    } else {
      check.unknown += 1;
    }
  }
  return check;
}

export function report(title: string, figures: Record<string, unknown>): void {
  process.stdout.write(`\n[faults] ${title}: ${JSON.stringify(figures)}\n`);
}

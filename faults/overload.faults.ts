/**
 * Issue 30, items 1 and 8, against the real processes: a slow-body attack and a burst of logins
 * must leave /api reads answering in under a second, because a body arrives before it takes a
 * provider connection, and password checks wait in a bounded queue of their own.
 */
import net from 'node:net';
import { report } from './support/load';
import { startReader, summarise } from './support/reader';
import { missingForFaults, sleep, startStack, type Stack } from './support/stack';

const missing = missingForFaults();
const suite = missing ? describe.skip : describe;
if (missing) process.stdout.write(`[faults] skipped: ${missing}\n`);

/** The web server trusts the test as its proxy, so each request can come from an address of its own. */
const TRUSTED_PROXY = { TRUST_PROXY: '127.0.0.1' };
const addressOf = (n: number) => `10.${Math.floor(n / 250) % 250}.${n % 250}.${1 + (n % 7)}`;

/** A POST that declares `length` bytes and sends one every `everyMs`; resolves with the status it got (0: cut without one). */
function slowBody(stack: Stack, n: number, length: number, everyMs: number): { done: Promise<number>; socket: net.Socket } {
  const { port } = new URL(stack.webUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    socket.write(
      `POST /api/ContactUs/create-message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nX-Forwarded-For: ${addressOf(n)}\r\n\r\n{`,
    );
    timer = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, everyMs);
  });
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  const done = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0));
    }),
  );
  return { done, socket };
}

suite('a slow-body attack', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ providerTimeoutMs: 15_000, webEnv: TRUSTED_PROXY });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('260 bodies sent a byte every 2 s from as many addresses leave /api reads under 1 s, and each attacker gets 408 by the body deadline', async () => {
    const started = Date.now();
    const attackers = Array.from({ length: 260 }, (_, n) => slowBody(stack, n, 100_000, 2000));
    await sleep(1000);
    const reader = startReader(`${stack.webUrl}/api/Services`, 250);
    const statuses = await Promise.all(attackers.map((a) => a.done));
    const attackMs = Date.now() - started;
    const figures = summarise(await reader.stop());
    const byStatus: Record<number, number> = {};
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
    report('slow-body attack', { ...figures, attackers: statuses.length, attackersAnsweredBy: byStatus, msUntilLastAttackerWasCut: attackMs });

    expect(figures.reads).toBeGreaterThan(10);
    expect(figures.notOk).toBe(0);
    expect(figures.maxMs).toBeLessThan(1000);
    expect(byStatus[408]).toBe(260);
    // BODY_TIMEOUT_MS is 10 s: nobody holds a socket much longer.
    expect(attackMs).toBeLessThan(20_000);
  });

  it('one address sending slow bodies is capped at its share of writes (429), and still reads', async () => {
    const attackers = Array.from({ length: 40 }, () => slowBody(stack, 7, 100_000, 2000));
    await sleep(1500);
    const read = await fetch(`${stack.webUrl}/api/Services`, { headers: { 'X-Forwarded-For': addressOf(7) } });
    expect(read.status).toBe(200);
    for (const attacker of attackers) attacker.socket.destroy();
    const statuses = await Promise.all(attackers.map((a) => a.done));
    const refused = statuses.filter((s) => s === 429).length;
    report('slow bodies from one address', { attackers: attackers.length, refused429: refused });
    expect(refused).toBe(attackers.length - 16);
  });
});

suite('a burst of logins', () => {
  let stack: Stack;
  beforeAll(async () => {
    // The production cost of a password hash, so the burst weighs what it would.
    stack = await startStack({ providerTimeoutMs: 15_000, webEnv: TRUSTED_PROXY, providerEnv: { PASSWORD_HASH_COST: '32768' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('200 concurrent wrong logins from 200 addresses leave /api reads under 1 s; the overflow is told 503 with Retry-After at once', async () => {
    // The same reads with no burst first: what this machine gives at all, for the report.
    const quiet = startReader(`${stack.webUrl}/api/Services`, 100);
    await sleep(3000);
    const baseline = summarise(await quiet.stop());
    const reader = startReader(`${stack.webUrl}/api/Services`, 100);
    await sleep(500);
    const started = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const res = await fetch(`${stack.webUrl}/api/Auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf(1000 + n) },
          body: JSON.stringify({ email: n % 2 === 0 ? 'admin@faults.test' : `nobody${n}@faults.test`, password: 'Wrong#pass1' }),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      }),
    );
    const burstMs = Date.now() - started;
    await sleep(500);
    const figures = summarise(await reader.stop());
    const byStatus: Record<number, number> = {};
    for (const { status } of attempts) byStatus[status] = (byStatus[status] ?? 0) + 1;
    report('login burst', { ...figures, baseline, logins: attempts.length, loginsAnsweredBy: byStatus, burstMs });

    expect(figures.notOk).toBe(0);
    expect(figures.maxMs).toBeLessThan(1000);
    expect(Object.keys(byStatus).sort()).toEqual(['400', '503']);
    expect(attempts.filter((a) => a.status === 503).every((a) => a.retryAfter === '1')).toBe(true);
    expect(byStatus[504]).toBeUndefined();
  });
});

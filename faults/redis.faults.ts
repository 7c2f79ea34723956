import { bookingLoop, checkWrites, firstServiceId, makeClients, report, type Submission } from './support/load';
import { missingForFaults, sleep, startStack, waitUntil, type Stack } from './support/stack';

const missing = missingForFaults();
const suite = missing ? describe.skip : describe;
if (missing) process.stdout.write(`[faults] skipped: ${missing}\n`);

suite('Redis stopped and started under load', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers 503 on session routes at once, keeps visitor pages up, recovers by itself, and never stores a refused booking', async () => {
    const tag = `redis${Date.now()}`;
    const clients = await makeClients(stack, 6, tag);
    const serviceId = await firstServiceId(stack);
    const submissions: Submission[] = [];
    let stop = false;
    const loops = clients.map((client) =>
      bookingLoop(
        stack,
        client,
        serviceId,
        tag,
        () => stop,
        (s) => submissions.push(s),
      ),
    );

    await sleep(2000);
    const prober = clients[0]!.cookie;
    const stoppedAt = Date.now();
    await stack.redis.stop('SIGKILL');
    const toUnavailable = await waitUntil(
      async () => (await fetch(`${stack.webUrl}/api/Auth/me`, { headers: { Cookie: prober } })).status === 503,
      10_000,
      'session routes answer 503',
    );
    const visitorPage = await fetch(`${stack.webUrl}/about`);
    await visitorPage.arrayBuffer();
    const ready = (await (await fetch(`${stack.webUrl}/readyz`)).json()) as { checks: Record<string, string> };
    await sleep(2000);

    const restartedAt = Date.now();
    await stack.startRedis();
    // From Redis answering again to the web server using it again, with no restart of its own.
    const toRecover = await waitUntil(
      async () => (await fetch(`${stack.webUrl}/api/Auth/me`, { headers: { Cookie: prober } })).status === 200,
      30_000,
      'session routes answer again',
    );
    await sleep(1000);
    stop = true;
    await Promise.all(loops);

    const writes = await checkWrites(stack.db, tag, submissions);
    report('redis', {
      msTo503: toUnavailable,
      visitorPageDuringOutage: visitorPage.status,
      readyzSaid: ready.checks.redis,
      msToRecoverAfterRedisUp: toRecover,
      outageMs: restartedAt - stoppedAt,
      ...writes,
    });
    expect(toUnavailable).toBeLessThan(2000);
    expect(visitorPage.status).toBe(200);
    expect(ready.checks.redis).toMatch(/^down/);
    expect(toRecover).toBeLessThan(10_000);
    expect(writes.acknowledged).toBeGreaterThan(0);
    expect(writes.storedOnce).toBe(writes.acknowledged);
    expect(writes.refusedButStored).toBe(0);
    expect(writes.duplicated).toBe(0);
    expect(writes.unknown).toBe(0);
  });
});

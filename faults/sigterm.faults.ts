import { bookingLoop, checkWrites, firstServiceId, makeClients, report, type Submission } from './support/load';
import { missingForFaults, sleep, startStack, type Stack } from './support/stack';

const missing = missingForFaults();
const suite = missing ? describe.skip : describe;
if (missing) process.stdout.write(`[faults] skipped: ${missing}\n`);

const DRAIN_MS = 1500;

suite('SIGTERM to the web server under load', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ webEnv: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '10000' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('turns /readyz 503 first, then takes no new request, finishes those in flight, and exits 0', async () => {
    const tag = `sigterm${Date.now()}`;
    const clients = await makeClients(stack, 8, tag);
    const serviceId = await firstServiceId(stack);
    const submissions: Submission[] = [];
    let stop = false;
    // Unknown outcomes are retried only briefly: the web server is going away for good.
    const loops = clients.map((client) =>
      bookingLoop(
        stack,
        client,
        serviceId,
        tag,
        () => stop,
        (s) => submissions.push(s),
        1000,
      ),
    );
    await sleep(2000);

    const signalledAt = Date.now();
    stack.web.signal('SIGTERM');
    let readyzAfterSignal = 0;
    for (let i = 0; i < 20 && readyzAfterSignal === 0; i++) {
      const res = await fetch(`${stack.webUrl}/readyz`).catch(() => null);
      if (res) await res.arrayBuffer();
      if (res?.status === 503) readyzAfterSignal = Date.now() - signalledAt;
      else await sleep(20);
    }
    const exitCode = await stack.web.waitForExit();
    const exitedAt = Date.now();
    stop = true;
    await Promise.all(loops);

    const stopPhase = signalledAt + DRAIN_MS;
    // Bookings whose first attempt was sent once the server had stopped taking requests (with a
    // margin for the request in transit), yet were acknowledged: there must be none.
    const acceptedAfterStop = submissions.filter((s) => s.outcome === 'acknowledged' && s.startedAt > stopPhase + 200).length;
    const inFlightAtStop = submissions.filter((s) => s.startedAt <= stopPhase && s.endedAt >= stopPhase);
    const writes = await checkWrites(stack.db, tag, submissions);
    report('SIGTERM', {
      msToReadyz503: readyzAfterSignal,
      drainMs: DRAIN_MS,
      msFromSignalToExit: exitedAt - signalledAt,
      exitCode,
      acknowledgedDuringDrain: submissions.filter((s) => s.outcome === 'acknowledged' && s.startedAt > signalledAt && s.startedAt <= stopPhase).length,
      requestsAcceptedAfterStop: acceptedAfterStop,
      inFlightAtStop: inFlightAtStop.length,
      inFlightAtStopAcknowledged: inFlightAtStop.filter((s) => s.outcome === 'acknowledged').length,
      ...writes,
    });
    expect(readyzAfterSignal).toBeGreaterThan(0);
    expect(readyzAfterSignal).toBeLessThan(DRAIN_MS);
    expect(exitCode).toBe(0);
    expect(acceptedAfterStop).toBe(0);
    expect(writes.acknowledged).toBeGreaterThan(0);
    expect(writes.storedOnce).toBe(writes.acknowledged);
    expect(writes.refusedButStored).toBe(0);
    expect(writes.duplicated).toBe(0);
  });
});

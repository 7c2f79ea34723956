import { bookingLoop, checkWrites, firstServiceId, makeClients, report, type Submission } from './support/load';
import { missingForFaults, sleep, startStack, waitUntil, type Stack } from './support/stack';

const missing = missingForFaults();
const suite = missing ? describe.skip : describe;
if (missing) process.stdout.write(`[faults] skipped: ${missing}\n`);

const PROVIDER_TIMEOUT_MS = 2000;
const PAGE_DATA_TIMEOUT_MS = 3000;

async function status(url: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  await res.arrayBuffer();
  return res.status;
}

suite('the provider stopped, frozen and resumed under load', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ providerTimeoutMs: PROVIDER_TIMEOUT_MS, webEnv: { PAGE_DATA_TIMEOUT_MS: String(PAGE_DATA_TIMEOUT_MS) } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers 502 while the provider is down and recovers when it is back; every acknowledged booking stored once', async () => {
    const tag = `down${Date.now()}`;
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

    const killedAt = Date.now();
    await stack.provider.stop('SIGKILL');
    const to502 = await waitUntil(async () => (await status(`${stack.webUrl}/api/Services`)) === 502, 10_000, 'proxy answers 502');
    const page = Date.now();
    const pageStatus = await status(`${stack.webUrl}/services`);
    const pageMs = Date.now() - page;
    await sleep(2000);
    await stack.startProvider();
    const providerUp = Date.now();
    const toRecover = await waitUntil(async () => (await status(`${stack.webUrl}/api/Services`)) === 200, 20_000, 'proxy answers again');
    await sleep(1500);
    stop = true;
    await Promise.all(loops);

    const writes = await checkWrites(stack.db, tag, submissions);
    report('provider stopped', {
      msTo502: to502,
      servicesPageWhileDown: pageStatus,
      servicesPageMs: pageMs,
      msToRecoverAfterProviderUp: toRecover,
      outageMs: providerUp - killedAt,
      ...writes,
    });
    expect(to502).toBeLessThan(2000);
    expect(pageStatus).toBeLessThan(600);
    expect(toRecover).toBeLessThan(5000);
    expect(writes.acknowledged).toBeGreaterThan(0);
    expect(writes.storedOnce).toBe(writes.acknowledged);
    expect(writes.refusedButStored).toBe(0);
    expect(writes.duplicated).toBe(0);
    expect(writes.unknown).toBe(0);
  });

  it('answers 504 after PROVIDER_TIMEOUT_MS while the provider is frozen, and a page 503 by its own deadline; retries with the same key then get the first answer', async () => {
    const tag = `frozen${Date.now()}`;
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
        30_000,
      ),
    );
    await sleep(2000);

    stack.provider.signal('SIGSTOP');
    const frozenAt = Date.now();
    const apiStatus = await status(`${stack.webUrl}/api/Services`);
    const apiMs = Date.now() - frozenAt;
    const pageStarted = Date.now();
    // A page no visitor asked for before (not in the page cache): its data has PAGE_DATA_TIMEOUT_MS.
    const pageStatus = await status(`${stack.webUrl}/services/${serviceId}?while=frozen${Date.now()}`);
    const pageMs = Date.now() - pageStarted;
    await sleep(1000);
    stack.provider.signal('SIGCONT');
    const resumedAt = Date.now();
    const toRecover = await waitUntil(async () => (await status(`${stack.webUrl}/api/Services`)) === 200, 20_000, 'answers after resume');
    await sleep(1500);
    stop = true;
    await Promise.all(loops);

    const writes = await checkWrites(stack.db, tag, submissions);
    const retried = submissions.filter((s) => s.statuses.some((x) => x === 504)).length;
    report('provider frozen', {
      apiStatusWhileFrozen: apiStatus,
      apiMs,
      pagestatusWhileFrozen: pageStatus,
      pageMs,
      msToRecoverAfterResume: toRecover,
      frozenMs: resumedAt - frozenAt,
      submissionsThatSaw504: retried,
      ...writes,
    });
    expect(apiStatus).toBe(504);
    expect(apiMs).toBeGreaterThanOrEqual(PROVIDER_TIMEOUT_MS - 100);
    expect(apiMs).toBeLessThan(PROVIDER_TIMEOUT_MS + 3000);
    expect(pageStatus).toBe(503);
    expect(pageMs).toBeLessThan(PAGE_DATA_TIMEOUT_MS + 3000);
    expect(toRecover).toBeLessThan(5000);
    expect(writes.storedOnce).toBe(writes.acknowledged);
    expect(writes.refusedButStored).toBe(0);
    expect(writes.duplicated).toBe(0);
    expect(writes.unknown).toBe(0);
  });
});

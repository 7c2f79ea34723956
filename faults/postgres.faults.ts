import { bookingLoop, checkWrites, firstServiceId, makeClients, report, type Submission } from './support/load';
import { missingForFaults, sleep, startStack, waitUntil, type Stack } from './support/stack';

const missing = missingForFaults();
const suite = missing ? describe.skip : describe;
if (missing) process.stdout.write(`[faults] skipped: ${missing}\n`);

suite('PostgreSQL connections killed mid-load', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('loses no acknowledged booking, stores no refused one, and serves again right after', async () => {
    const tag = `pgkill${Date.now()}`;
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
    await sleep(1500);

    const database = (await stack.db.query<{ db: string }>('select current_database() as db')).rows[0]!.db;
    let killed = 0;
    for (let round = 0; round < 10; round++) {
      const { rows } = await stack.db.query<{ n: string }>(
        `select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [database],
      );
      killed += Number(rows[0]!.n);
      await sleep(400);
    }
    const afterKills = Date.now();
    const toServe = await waitUntil(async () => (await fetch(`${stack.webUrl}/api/Rates/get-all`)).status === 200, 10_000, 'lists answer again');
    await sleep(1000);
    stop = true;
    await Promise.all(loops);

    const writes = await checkWrites(stack.db, tag, submissions);
    const saw500 = submissions.filter((s) => s.statuses.includes(500)).length;
    report('postgres connections killed', {
      connectionsKilled: killed,
      msToServeAfterKills: toServe,
      submissionsThatSaw500: saw500,
      sinceKillsMs: Date.now() - afterKills,
      ...writes,
    });
    expect(killed).toBeGreaterThan(0);
    expect(toServe).toBeLessThan(5000);
    expect(writes.acknowledged).toBeGreaterThan(0);
    expect(writes.storedOnce).toBe(writes.acknowledged);
    expect(writes.refusedButStored).toBe(0);
    expect(writes.duplicated).toBe(0);
    // A write whose connection was killed answers 503 with Retry-After, like a read: never a 500.
    expect(saw500).toBe(0);
  });
});

import { createTimingTwin } from './timing-twin';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('createTimingTwin', () => {
  it('makes the imitation take as long as the real work it saw, not as long as its own quick work', async () => {
    const twin = createTimingTwin();
    for (let i = 0; i < 3; i++) await twin.measure(() => sleep(60));
    const imitations = [];
    for (let i = 0; i < 3; i++) imitations.push(await timed(() => twin.imitate(async () => undefined)));
    for (const ms of imitations) expect(ms).toBeGreaterThanOrEqual(55);
  });

  it('adds nothing to an imitation that already took longer, and returns what the work returned', async () => {
    const twin = createTimingTwin();
    await twin.measure(async () => undefined);
    expect(await twin.imitate(async () => 'done')).toBe('done');
    expect(await twin.measure(async () => 7)).toBe(7);
  });
});

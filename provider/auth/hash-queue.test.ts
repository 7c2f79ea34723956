import { HttpError } from '../http/http-error';
import { boundedHasher } from './hash-queue';
import type { PasswordHasher } from './passwords';

/** A hasher whose every call waits until the test releases it, counting how many run at once. */
function heldHasher() {
  const pending: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const held = async <T>(value: T): Promise<T> => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => pending.push(resolve));
    running -= 1;
    return value;
  };
  const inner: PasswordHasher = { hash: (password) => held(`hash:${password}`), verify: () => held(true) };
  return {
    inner,
    most: () => most,
    started: () => pending.length,
    releaseOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('boundedHasher', () => {
  it('runs at most `concurrency` hashes at once, the next waiting in order, and refuses beyond the queue with 503', async () => {
    const held = heldHasher();
    const hasher = boundedHasher(held.inner, { concurrency: 2, queue: 2, maxWaitMs: 60_000 });
    const results = ['a', 'b', 'c', 'd'].map((p) => hasher.hash(p));
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.started()).toBe(2);
    expect(hasher.load()).toEqual({ running: 2, waiting: 2 });

    const refused = await hasher.verify('e', 'stored').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'passwordCheckBusy' });

    for (let i = 0; i < 4; i++) await held.releaseOne();
    expect(await Promise.all(results)).toEqual(['hash:a', 'hash:b', 'hash:c', 'hash:d']);
    expect(held.most()).toBe(2);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with 503 a check that waited maxWaitMs for its turn, and leaves the line in order', async () => {
    const held = heldHasher();
    const hasher = boundedHasher(held.inner, { concurrency: 1, queue: 5, maxWaitMs: 50 });
    const first = hasher.hash('a');
    const late = hasher.hash('b').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await late).toMatchObject({ status: 503, message: 'passwordCheckBusy' });
    expect(hasher.load()).toEqual({ running: 1, waiting: 0 });
    const next = hasher.hash('c');
    await held.releaseOne();
    await held.releaseOne();
    expect(await Promise.all([first, next])).toEqual(['hash:a', 'hash:c']);
  });

  it('gives the turn back when a hash fails', async () => {
    const failing: PasswordHasher = { hash: () => Promise.reject(new Error('out of memory')), verify: () => Promise.resolve(true) };
    const hasher = boundedHasher(failing, { concurrency: 1, queue: 0, maxWaitMs: 60_000 });
    await expect(hasher.hash('x')).rejects.toThrow('out of memory');
    await expect(hasher.verify('x', 'y')).resolves.toBe(true);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});

import { vi } from 'vitest';
import { ErrorReply } from 'redis';
import { createRedisGuard, StoreUnavailableError } from './redis-guard';

describe('redis guard', () => {
  let ready = true;
  let now = 0;
  const events: string[] = [];
  const guard = createRedisGuard({
    timeoutMs: 50,
    cooldownMs: 1000,
    isReady: () => ready,
    now: () => now,
    onTrip: () => events.push('trip'),
    onRecover: () => events.push('recover'),
  });

  it('runs calls while Redis is ready', async () => {
    await expect(guard.run(async () => 'PONG')).resolves.toBe('PONG');
  });

  it('fails at once while the client is reconnecting, without calling Redis', async () => {
    ready = false;
    const call = vi.fn(async () => 'x');
    await expect(guard.run(call)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(call).not.toHaveBeenCalled();
    expect(guard.available()).toBe(false);
    ready = true;
  });

  it('gives a hung call a deadline, then short-circuits for the cool-down, then recovers', async () => {
    await expect(guard.run(() => new Promise(() => undefined))).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(events).toEqual(['trip']);
    const call = vi.fn(async () => 'x');
    await expect(guard.run(call)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(call).not.toHaveBeenCalled();
    now += 1000;
    await expect(guard.run(call)).resolves.toBe('x');
    expect(events).toEqual(['trip', 'recover']);
  });

  it('passes a Redis error reply through: the server answered, it is not an outage', async () => {
    await expect(guard.run(() => Promise.reject(new ErrorReply('WRONGTYPE')))).rejects.toBeInstanceOf(ErrorReply);
    expect(guard.available()).toBe(true);
  });
});

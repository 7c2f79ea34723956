import type { SessionData } from 'express-session';
import { MemorySessionStore } from './memory-store';

const session = (createdAt: number) => ({ cookie: { originalMaxAge: 1000 }, createdAt }) as unknown as SessionData;

function get(store: MemorySessionStore, sid: string): Promise<SessionData | null | undefined> {
  return new Promise((resolve, reject) => store.get(sid, (error, value) => (error ? reject(error) : resolve(value))));
}

describe('MemorySessionStore', () => {
  let now = 0;
  const store = new MemorySessionStore(
    () => 1000,
    () => now,
  );
  afterAll(() => store.close());

  it('keeps a session until its TTL, and each touch pushes the deadline on', async () => {
    now = 0;
    store.set('a', session(0));
    now = 900;
    expect(await get(store, 'a')).toMatchObject({ createdAt: 0 });
    store.touch('a', session(0));
    now = 1800;
    expect(await get(store, 'a')).toMatchObject({ createdAt: 0 });
    now = 1900;
    expect(await get(store, 'a')).toBeNull();
  });

  it('stores copies, not the caller’s object', async () => {
    now = 0;
    const original = session(5);
    store.set('b', original);
    (original as { createdAt: number }).createdAt = 99;
    expect(await get(store, 'b')).toMatchObject({ createdAt: 5 });
  });

  it('deletes on destroy and prunes expired sessions', async () => {
    now = 0;
    store.set('c', session(0));
    store.set('d', session(0));
    store.destroy('c');
    expect(await get(store, 'c')).toBeNull();
    now = 5000;
    store.prune();
    expect(store.size).toBe(0);
  });

  it('does not keep a session whose TTL is already over', async () => {
    const ended = new MemorySessionStore(
      () => 0,
      () => 0,
    );
    ended.set('e', session(0));
    expect(ended.size).toBe(0);
    ended.close();
  });
});

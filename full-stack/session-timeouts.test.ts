import { vi } from 'vitest';
import request from 'supertest';
import { SESSION_COOKIE } from '../server/session/session-cookie';
import { createSite, loginAs, setCookies, startListeningProvider, type ListeningProvider, type Site } from './site-harness';

/** Only the clock is fake, from now on: sockets, timers and the provider keep running for real. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
const MINUTE = 60_000;

let provider: ListeningProvider;
beforeAll(async () => {
  provider = await startListeningProvider();
});
afterAll(async () => {
  await provider.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function withSite(env: NodeJS.ProcessEnv, body: (site: Site) => Promise<void>) {
  const site = createSite({ providerUrl: () => provider.url, env });
  try {
    await body(site);
  } finally {
    await site.close();
  }
}

const me = async (agent: ReturnType<typeof request.agent>) => (await agent.get('/api/Auth/me')).body.result;

describe('session timeouts', () => {
  it('ends a session left unused for SESSION_IDLE_MINUTES; each request pushes the deadline on', async () => {
    await withSite({ SESSION_IDLE_MINUTES: '10', SESSION_ABSOLUTE_HOURS: '24' }, async (site) => {
      const user = await provider.provider.user();
      const agent = request.agent(site.app);
      fakeClock();
      expect((await loginAs(agent, user)).status).toBe(200);

      vi.setSystemTime(Date.now() + 8 * MINUTE);
      expect(await me(agent)).toMatchObject({ id: user.id });
      vi.setSystemTime(Date.now() + 8 * MINUTE);
      expect(await me(agent)).toMatchObject({ id: user.id });
      vi.setSystemTime(Date.now() + 11 * MINUTE);
      const res = await agent.get('/api/Auth/me');
      expect(res.body.result).toBeNull();
      expect(setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    });
  });

  it('ends a session SESSION_ABSOLUTE_HOURS after login, however active', async () => {
    await withSite({ SESSION_IDLE_MINUTES: '120', SESSION_ABSOLUTE_HOURS: '1' }, async (site) => {
      const user = await provider.provider.user();
      const agent = request.agent(site.app);
      fakeClock();
      expect((await loginAs(agent, user)).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        vi.setSystemTime(Date.now() + 11 * MINUTE);
        expect(await me(agent)).toMatchObject({ id: user.id });
      }
      vi.setSystemTime(Date.now() + 6 * MINUTE);
      expect(await me(agent)).toBeNull();
      // A new login starts a new absolute period.
      expect((await loginAs(agent, user)).status).toBe(200);
      expect(await me(agent)).toMatchObject({ id: user.id });
    });
  });
});

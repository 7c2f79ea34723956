import request from 'supertest';
import { api } from '../client/lib/api';
import { makeStore } from '../client/store';
import { setUserActive } from '../provider/users/users.repository';
import { SESSION_COOKIE } from '../server/session/session-cookie';
import { createSite, listen, loginAs, setCookies, startListeningProvider, type ListeningProvider, type Site } from './site-harness';
import { pageTransport } from '../server/render/page-transport';

let provider: ListeningProvider;
let site: Site;

beforeAll(async () => {
  provider = await startListeningProvider();
  site = createSite({ providerUrl: () => provider.url });
});
afterAll(async () => {
  await site.close();
  await provider.close();
});

function bootState(html: string) {
  const match = html.match(/<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/);
  return JSON.parse(match![1]!) as { store: { session: { user: { fullName: string } | null; expiredCount: number } } };
}

async function signedIn(options: Parameters<ListeningProvider['provider']['user']>[0] = {}) {
  const user = await provider.provider.user(options);
  const agent = request.agent(site.app);
  expect((await loginAs(agent, user)).status).toBe(200);
  return { user, agent, token: provider.issuedTokens.at(-1)! };
}

describe('pages rendered with the session', () => {
  it("renders the signed-in user's menu on the server, so the visitor header never flashes, and ships no token", async () => {
    const { agent, token } = await signedIn({ fullName: 'Reem Al-Qahtani' });
    const res = await agent.get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Account menu for Reem Al-Qahtani');
    expect(res.text).not.toContain('href="/login"');
    expect(bootState(res.text).store.session.user).toMatchObject({ fullName: 'Reem Al-Qahtani' });
    expect(res.text).not.toContain(token);
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const visitor = await request(site.app).get('/');
    expect(visitor.text).toContain('href="/login"');
    expect(bootState(visitor.text).store.session.user).toBeNull();
  });

  it('opens guarded pages for a signed-in user and sends them away from /login', async () => {
    const { agent } = await signedIn();
    expect((await agent.get('/booking')).status).toBe(200);
    const login = await agent.get('/login?returnTo=%2Fbooking');
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe('/');
    const admin = await signedIn({ role: 'Admin' });
    expect((await admin.agent.get('/dashboard')).status).toBe(200);
    expect((await agent.get('/dashboard')).status).toBe(403);
  });

  it('renders for a visitor, and clears the cookie, when the session behind it has ended', async () => {
    const res = await request(site.app).get('/').set('Cookie', `${SESSION_COOKIE}=s%3Aended.signature`);
    expect(res.status).toBe(200);
    expect(bootState(res.text).store.session.user).toBeNull();
    expect(setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('data loading during server rendering', () => {
  const probe = api.injectEndpoints({
    endpoints: (build) => ({ ownUser: build.query<{ id: number; fullName: string }, number>({ query: (id) => ({ url: `/User/get-user/${id}` }) }) }),
  });

  it("asks the provider directly with the session's token, in the page language, under the request id", async () => {
    const { user, token } = await signedIn({ fullName: 'Faisal' });
    const store = makeStore(
      undefined,
      pageTransport({
        providerUrl: provider.url,
        token,
        language: 'ar',
        requestId: 'ssr-request-42',
        signal: AbortSignal.timeout(5000),
        onSessionExpired: () => undefined,
      }),
    );
    const result = await store.dispatch(probe.endpoints.ownUser.initiate(user.id));
    expect(result.data).toMatchObject({ id: user.id, fullName: 'Faisal' });
    const seen = [...provider.seen].reverse().find((r) => r.url === `/User/get-user/${user.id}`)!;
    expect(seen.headers.authorization).toBe(`Bearer ${token}`);
    expect(seen.headers['accept-language']).toBe('ar');
    expect(seen.headers['x-request-id']).toBe('ssr-request-42');
  });

  it('gives up on a provider that does not answer, so a page never hangs on its data', async () => {
    const silent = await listen(() => undefined);
    try {
      const store = makeStore(
        undefined,
        pageTransport({
          providerUrl: silent.url,
          token: undefined,
          language: 'en',
          requestId: 'r',
          signal: AbortSignal.timeout(200),
          onSessionExpired: () => undefined,
        }),
      );
      const result = await store.dispatch(probe.endpoints.ownUser.initiate(1));
      expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    } finally {
      await silent.close();
    }
  });

  it('reports a refused token so the page can end the session', async () => {
    const { user, token } = await signedIn();
    await setUserActive(provider.provider.db, user.id, false);
    let refused = false;
    const store = makeStore(
      { session: { user: { id: user.id, fullName: '', email: user.email, roles: ['Client'], client: null }, expiredCount: 0 } },
      pageTransport({
        providerUrl: provider.url,
        token,
        language: 'en',
        requestId: 'r',
        signal: AbortSignal.timeout(5000),
        onSessionExpired: () => (refused = true),
      }),
    );
    const result = await store.dispatch(probe.endpoints.ownUser.initiate(user.id));
    expect(result.error).toMatchObject({ status: 401 });
    // The provider says ACCOUNT_INACTIVE, not SESSION_EXPIRED: any refusal of the token ends the session.
    expect(refused).toBe(true);
    expect(store.getState().session).toEqual({ user: null, expiredCount: 1 });
  });
});

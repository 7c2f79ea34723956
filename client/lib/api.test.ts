import { type Mock, vi } from 'vitest';
import { makeStore } from '../store';
import { api } from './api';
import type { ApiTransport } from './transport';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    readThing: build.query<unknown, void>({ query: () => ({ url: '/Thing' }) }),
    writeThing: build.mutation<unknown, { name: string }>({ query: (body) => ({ url: '/Thing', method: 'POST', body }) }),
    createThing: build.mutation<unknown, { name: string; key: string }>({
      query: ({ name, key }) => ({ url: '/Thing', method: 'POST', body: { name }, idempotencyKey: key }),
    }),
  }),
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the base query', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: Mock;
  beforeEach(() => {
    fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  function setup(transport: Partial<ApiTransport> = {}) {
    const onSessionExpired = vi.fn();
    const store = makeStore(
      { session: { user: { id: 1, fullName: 'U', email: 'u@x.co', roles: ['Client'], client: null }, expiredCount: 0 } },
      { baseUrl: '/api', onSessionExpired, ...transport },
    );
    return { store, onSessionExpired };
  }

  it('unwraps the envelope of a success', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { isSuccess: true, result: { id: 3 }, message: '' }));
    const { store } = setup();
    const result = await store.dispatch(probe.endpoints.readThing.initiate());
    expect(result.data).toEqual({ id: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Thing');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('retries a read once after a failed fetch, then reports the network message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network')).mockResolvedValueOnce(json(200, { isSuccess: true, result: 'ok', message: '' }));
    const { store } = setup();
    expect((await store.dispatch(probe.endpoints.readThing.initiate(undefined, { forceRefetch: true }))).data).toBe('ok');
    fetchMock.mockReset().mockRejectedValue(new TypeError('network'));
    const failed = await store.dispatch(probe.endpoints.readThing.initiate(undefined, { forceRefetch: true }));
    expect(failed.error).toEqual({ status: 'FETCH_ERROR', message: 'Cannot connect to server - Please check your connection' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a read once after a 502 from the web server', async () => {
    fetchMock
      .mockResolvedValueOnce(json(502, { isSuccess: false, result: null, message: 'down', code: 'PROVIDER_UNREACHABLE' }))
      .mockResolvedValueOnce(json(200, { isSuccess: true, result: 'ok', message: '' }));
    const { store } = setup();
    expect((await store.dispatch(probe.endpoints.readThing.initiate(undefined, { forceRefetch: true }))).data).toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a creating call with its Idempotency-Key, and sends it once more after a failed fetch or a 502 (the server creates once per key)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network')).mockResolvedValueOnce(json(201, { isSuccess: true, result: { id: 9 }, message: '' }));
    const { store } = setup();
    const result = await store.dispatch(probe.endpoints.createThing.initiate({ name: 'x', key: 'submission-key-0123456789' }));
    expect(result.data).toEqual({ id: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) expect((init as RequestInit).headers).toMatchObject({ 'Idempotency-Key': 'submission-key-0123456789' });
    fetchMock
      .mockReset()
      .mockResolvedValueOnce(json(502, { isSuccess: false, result: null, message: 'down' }))
      .mockResolvedValueOnce(json(201, { isSuccess: true, result: { id: 9 }, message: '' }));
    expect((await store.dispatch(probe.endpoints.createThing.initiate({ name: 'x', key: 'submission-key-0123456789' }))).data).toEqual({ id: 9 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never sends a write twice', async () => {
    fetchMock.mockRejectedValue(new TypeError('network'));
    const { store } = setup();
    const result = await store.dispatch(probe.endpoints.writeThing.initiate({ name: 'x' }));
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    fetchMock.mockReset().mockResolvedValue(json(502, { isSuccess: false, result: null, message: 'down', code: 'PROVIDER_UNREACHABLE' }));
    const bad = await store.dispatch(probe.endpoints.writeThing.initiate({ name: 'x' }));
    expect(bad).toMatchObject({ error: { status: 502, code: 'PROVIDER_UNREACHABLE', message: 'down' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns SESSION_EXPIRED into the session-expired flow: user cleared, menus told, callback run', async () => {
    fetchMock.mockResolvedValue(json(401, { isSuccess: false, result: null, message: 'Token expired or invalid', code: 'SESSION_EXPIRED' }));
    const { store, onSessionExpired } = setup();
    const result = await store.dispatch(probe.endpoints.readThing.initiate());
    expect(result.error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(store.getState().session).toEqual({ user: null, expiredCount: 1 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("leaves a visitor's plain 401 alone in the browser", async () => {
    fetchMock.mockResolvedValue(json(401, { isSuccess: false, result: null, message: 'Please log in to continue', code: 'UNAUTHENTICATED' }));
    const { store, onSessionExpired } = setup();
    await store.dispatch(probe.endpoints.readThing.initiate());
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.getState().session.expiredCount).toBe(0);
  });

  it('on the server, treats any 401 to the session token as the end of the session', async () => {
    fetchMock.mockResolvedValue(json(401, { isSuccess: false, result: null, message: 'This account has been deactivated', code: 'ACCOUNT_INACTIVE' }));
    const { store, onSessionExpired } = setup({ baseUrl: 'http://provider', headers: { Authorization: 'Bearer t' } });
    await store.dispatch(probe.endpoints.readThing.initiate());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(store.getState().session.user).toBeNull();
  });
});

import { createHmac } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express from 'express';
import session from 'express-session';
import { pino } from 'pino';
import request from 'supertest';
import type { SessionUser } from '../../shared/types/user';
import { SESSION_COOKIE } from './session-cookie';
import './session-data';
import { createSessionLayer } from './session-layer';
import { sessionLimits } from './session-lifetime';

/** Issue 28 item 7: a staff session counts only once its second step was passed (`secondStepAt`). */
const SECRET = 'a-test-secret-for-the-second-step-sessions';

function siteWith(store: session.Store) {
  const app = express();
  app.use(cookieParser());
  app.use(
    createSessionLayer({
      secret: SECRET,
      store,
      available: () => true,
      limits: sessionLimits({ sessionIdleMinutes: 60, sessionAbsoluteHours: 24 }),
      logger: pino({ level: 'silent' }),
    }),
  );
  app.get('/who', (req, res) => res.json({ user: req.session?.user?.email ?? null, status: res.locals.sessionStatus }));
  return app;
}

const userWith = (role: string): SessionUser =>
  ({ id: 7, fullName: 'Staff Member', email: `${role.toLowerCase()}@example.com`, roles: [role], client: null }) as SessionUser;

/** Puts a session in the store as a login would have, and answers its cookie. */
async function planted(store: session.Store, id: string, data: Record<string, unknown>): Promise<string> {
  const cookie = { originalMaxAge: 3_600_000, expires: new Date(Date.now() + 3_600_000), httpOnly: true, path: '/' };
  await new Promise<void>((resolve, reject) =>
    store.set(id, { cookie, ...data } as unknown as session.SessionData, (error) => (error ? reject(error) : resolve())),
  );
  // express-session's signed value: `s:<id>.<HMAC-SHA256 of the id, base64 without padding>`.
  const signature = createHmac('sha256', SECRET).update(id).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${id}.${signature}`)}`;
}

const stored = (store: session.Store, id: string) =>
  new Promise<unknown>((resolve, reject) => store.get(id, (error, data) => (error ? reject(error) : resolve(data ?? null))));

describe('the second step in the session', () => {
  it.each(['Admin', 'Staff', 'Accountant'])(
    'ends the session of a(n) %s without secondStepAt: no user, the cookie cleared, the stored session gone',
    async (role) => {
      const store = new session.MemoryStore();
      const cookie = await planted(store, `no-second-step-${role}`, { user: userWith(role), providerToken: 'token', createdAt: Date.now() });
      const res = await request(siteWith(store)).get('/who').set('Cookie', cookie);
      expect(res.body).toEqual({ user: null, status: 'lost' });
      expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      expect(await stored(store, `no-second-step-${role}`)).toBeNull();
    },
  );

  it('keeps a staff session that passed the second step, and a client session, which has none', async () => {
    const store = new session.MemoryStore();
    const app = siteWith(store);
    const staff = await planted(store, 'passed', { user: userWith('Staff'), providerToken: 'token', createdAt: Date.now(), secondStepAt: Date.now() });
    expect((await request(app).get('/who').set('Cookie', staff)).body).toEqual({ user: 'staff@example.com', status: 'active' });
    const client = await planted(store, 'client', { user: userWith('Client'), providerToken: 'token', createdAt: Date.now() });
    expect((await request(app).get('/who').set('Cookie', client)).body).toEqual({ user: 'client@example.com', status: 'active' });
  });

  it('keeps a session waiting for the code as a visitor, until its challenge expires', async () => {
    const store = new session.MemoryStore();
    const app = siteWith(store);
    const pending = (expiresAt: number) => ({ pendingSecondStep: { challenge: 'challenge', email: 'admin@example.com', due: 'verify', expiresAt } });
    const waiting = await planted(store, 'waiting', pending(Date.now() + 60_000));
    expect((await request(app).get('/who').set('Cookie', waiting)).body).toEqual({ user: null, status: 'visitor' });
    const expired = await planted(store, 'expired', pending(Date.now() - 1));
    expect((await request(app).get('/who').set('Cookie', expired)).body).toEqual({ user: null, status: 'lost' });
  });
});

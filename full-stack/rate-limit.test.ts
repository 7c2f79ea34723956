import request from 'supertest';
import { uniqueEmail } from '../provider/test-support/harness';
import { bookingPayload, createTestService } from '../provider/test-support/fixtures';
import { createSite, listen, startListeningProvider, type ListeningProvider, type Site } from './site-harness';
import { LOGIN_THROTTLE_RULES } from '../server/http/login-throttle';
import { AUTH_RATE_RULES, emailOf } from '../server/http/rate-limit';

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

function expectSlowed(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    isSuccess: false,
    result: null,
    message: 'Too many failed sign-in attempts from here - Please wait a moment and try again',
    code: 'RATE_LIMITED',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

function expectLimited(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ isSuccess: false, result: null, message: 'Too many attempts - Please wait a few minutes and try again', code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
}

const wrong = 'Wrong#Pass1';

describe('failed logins: growing delays, never a lock on the owner', () => {
  // Behind one trusted proxy hop, X-Forwarded-For gives each request its own address.
  let proxied: Site;
  beforeAll(() => {
    proxied = createSite({ providerUrl: () => provider.url, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await proxied.close();
  });
  const loginFrom = (app: Site['app'], ip: string, email: string, password: string) =>
    request(app).post('/api/Auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it('slows an address that keeps failing on an account (429, Retry-After, both languages), without asking the provider', async () => {
    const user = await provider.provider.user();
    const { free } = LOGIN_THROTTLE_RULES.perEmailAndIp;
    for (let i = 0; i < free; i++) expect((await loginFrom(proxied.app, '203.0.113.70', user.email, wrong)).status).toBe(400);
    const before = provider.seen.length;
    // Even the right password waits, from this address: the account is being guessed at from here.
    const slowed = await loginFrom(proxied.app, '203.0.113.70', user.email.toUpperCase(), user.password);
    expectSlowed(slowed);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil(LOGIN_THROTTLE_RULES.perEmailAndIp.baseMs / 1000));
    const arabic = await loginFrom(proxied.app, '203.0.113.70', user.email, user.password).set('Accept-Language', 'ar');
    expect(arabic.status).toBe(429);
    expect(arabic.body.message).toBe('محاولات دخول فاشلة كثيرة من هنا - يرجى الانتظار قليلًا ثم المحاولة مرة أخرى');
    expect(provider.seen.length).toBe(before);
    // Another account from the same address is not affected.
    const other = await provider.provider.user();
    expect((await loginFrom(proxied.app, '203.0.113.70', other.email, other.password)).status).toBe(200);
  });

  it('~100 wrong passwords from 10 addresses slow those addresses, and the owner signs in from their own at once', async () => {
    const owner = await provider.provider.user();
    let slowed = 0;
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 10; i++) {
        const res = await loginFrom(proxied.app, `203.0.113.${address}`, owner.email, wrong);
        expect([400, 429]).toContain(res.status);
        if (res.status === 429) slowed += 1;
      }
    }
    // Most of the guesses never reached the provider: each address got a few before its delay.
    expect(slowed).toBeGreaterThan(50);
    const signedIn = await loginFrom(proxied.app, '198.51.100.20', owner.email, owner.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result).toMatchObject({ id: owner.id });
  });

  it('gives an account under attack fewer free attempts per address, while a fresh address still gets its first', async () => {
    const rules = { ...LOGIN_THROTTLE_RULES, perEmail: { ...LOGIN_THROTTLE_RULES.perEmail, underAttackAfter: 4 } };
    const strict = createSite({ providerUrl: () => provider.url, env: { TRUST_PROXY: '1' }, loginRules: rules });
    try {
      const owner = await provider.provider.user();
      for (const ip of ['203.0.113.11', '203.0.113.12']) {
        for (let i = 0; i < 2; i++) expect((await loginFrom(strict.app, ip, owner.email, wrong)).status).toBe(400);
      }
      // Under attack now: a new address has one free attempt, then waits.
      expect((await loginFrom(strict.app, '203.0.113.13', owner.email, wrong)).status).toBe(400);
      expectSlowed(await loginFrom(strict.app, '203.0.113.13', owner.email, wrong));
      // The owner's first attempt from their address goes through, with the right password.
      expect((await loginFrom(strict.app, '198.51.100.21', owner.email, owner.password)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('a completed password reset clears the counters: the owner who was slowed signs in at once with the new password', async () => {
    const owner = await provider.provider.user();
    const home = '198.51.100.30';
    for (let i = 0; i < LOGIN_THROTTLE_RULES.perEmailAndIp.free; i++) expect((await loginFrom(proxied.app, home, owner.email, wrong)).status).toBe(400);
    expectSlowed(await loginFrom(proxied.app, home, owner.email, owner.password));

    const mailsBefore = provider.provider.mail.length;
    expect((await request(proxied.app).post('/api/Auth/send-reset-password-email').set('X-Forwarded-For', home).send({ email: owner.email })).status).toBe(200);
    const token = resetTokenIn(provider.provider.mail.slice(mailsBefore), owner.email);
    const newPassword = 'Fresh#Pass2024';
    const reset = await request(proxied.app)
      .post('/api/Auth/reset-password')
      .set('X-Forwarded-For', home)
      .send({ email: owner.email, token, newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ isSuccess: true });
    expect((await loginFrom(proxied.app, home, owner.email, newPassword)).status).toBe(200);
  });

  it("a failed reset (wrong token) clears nothing and answers the provider's 400", async () => {
    const owner = await provider.provider.user();
    const ip = '203.0.113.40';
    for (let i = 0; i < LOGIN_THROTTLE_RULES.perEmailAndIp.free; i++) expect((await loginFrom(proxied.app, ip, owner.email, wrong)).status).toBe(400);
    const reset = await request(proxied.app)
      .post('/api/Auth/reset-password')
      .set('X-Forwarded-For', ip)
      .send({ email: owner.email, token: 'not-a-token', newPassword: 'Fresh#Pass2024', confirmPassword: 'Fresh#Pass2024' });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ isSuccess: false });
    expectSlowed(await loginFrom(proxied.app, ip, owner.email, owner.password));
  });

  it('never counts a login the server could not answer (provider unreachable, database down): after the outage the owner signs in as before', async () => {
    // First unreachable, then answering 500 as a provider whose database is down, then back.
    const databaseDown = await listen((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ isSuccess: false, result: null, message: 'Server error', code: 'INTERNAL_ERROR' }));
    });
    let state: 'unreachable' | 'failing' | 'up' = 'unreachable';
    const urls = { unreachable: 'http://127.0.0.1:9', failing: databaseDown.url, up: provider.url };
    const flaky = createSite({ providerUrl: () => urls[state], env: { TRUST_PROXY: '1' } });
    try {
      const owner = await provider.provider.user();
      for (let i = 0; i < LOGIN_THROTTLE_RULES.perEmailAndIp.free * 2; i++) {
        expect((await loginFrom(flaky.app, '198.51.100.40', owner.email, owner.password)).status).toBe(502);
      }
      state = 'failing';
      for (let i = 0; i < LOGIN_THROTTLE_RULES.perEmailAndIp.free * 2; i++) {
        expect((await loginFrom(flaky.app, '198.51.100.40', owner.email, owner.password)).status).toBe(500);
      }
      state = 'up';
      // Wrong once, then right: neither is slowed, the outage's attempts were given back.
      expect((await loginFrom(flaky.app, '198.51.100.40', owner.email, wrong)).status).toBe(400);
      expect((await loginFrom(flaky.app, '198.51.100.40', owner.email, owner.password)).status).toBe(200);
    } finally {
      await flaky.close();
      await databaseDown.close();
    }
  });

  it('does not count successful logins', async () => {
    const user = await provider.provider.user();
    for (let i = 0; i < LOGIN_THROTTLE_RULES.perEmailAndIp.free + 2; i++) {
      const res = await request(site.app).post('/api/Auth/login').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
    }
  });

  it('slows one address trying many accounts', async () => {
    const rules = { ...LOGIN_THROTTLE_RULES, perIp: { ...LOGIN_THROTTLE_RULES.perIp, free: 3 } };
    const strict = createSite({ providerUrl: () => provider.url, loginRules: rules });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await request(strict.app)
              .post('/api/Auth/login')
              .send({ email: uniqueEmail('guess'), password: wrong })
          ).status,
        ).toBe(400);
      }
      expectSlowed(
        await request(strict.app)
          .post('/api/Auth/login')
          .send({ email: uniqueEmail('guess'), password: wrong }),
      );
    } finally {
      await strict.close();
    }
  });
});

describe('rate limits of the mail calls', () => {
  it('limits registrations per e-mail, and the body still reaches the provider intact', async () => {
    const email = uniqueEmail('new');
    const body = {
      fullName: 'Laila Saeed',
      email,
      password: 'Strong#Pass1',
      confirmPassword: 'Strong#Pass1',
      phoneNumber: '0551234567',
      typeUser: 3,
      startDate: '2024-05-01',
      acceptedPrivacyVersion: 1,
      acceptedTermsVersion: 1,
    };
    const created = await request(site.app).post('/api/Auth/register').send(body);
    expect(created.status).toBe(201);
    expect(provider.provider.mail.find((m) => m.to === email)?.text).toContain('Hello Laila Saeed,');
    for (let i = 1; i < AUTH_RATE_RULES.register.perEmail; i++) {
      // The address is taken now, and the answer is the same as for a new one.
      const again = await request(site.app).post('/api/Auth/register').send(body);
      expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: created.body });
    }
    expectLimited(await request(site.app).post('/api/Auth/register').send(body));
  });

  it('caps the confirmation mails one inbox receives, answering the same as ever (body or query)', async () => {
    const owner = await provider.provider.user({ confirmed: false });
    const answers: request.Response[] = [];
    for (let i = 0; i < AUTH_RATE_RULES.confirmation.perEmail + 3; i++) {
      answers.push(
        i % 2 === 0
          ? await request(site.app).post('/api/Auth/resend-confirmation-email').send({ email: owner.email })
          : await request(site.app).post(`/api/Auth/resend-confirmation-email?email=${encodeURIComponent(owner.email)}`),
      );
    }
    for (const res of answers) expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: answers[0]!.body });
    expect(provider.provider.mail.filter((m) => m.to === owner.email)).toHaveLength(AUTH_RATE_RULES.confirmation.perEmail);
  });

  describe('password reset requests', () => {
    let proxied: Site;
    beforeAll(() => {
      proxied = createSite({ providerUrl: () => provider.url, env: { TRUST_PROXY: '1' } });
    });
    afterAll(async () => {
      await proxied.close();
    });
    const askFrom = (ip: string, email: string) => request(proxied.app).post('/api/Auth/send-reset-password-email').set('X-Forwarded-For', ip).send({ email });

    it("10 requests from 10 addresses do not block the owner's reset: the inbox gets a few mails, and the last link works", async () => {
      const owner = await provider.provider.user();
      const first = await askFrom('203.0.113.100', owner.email);
      for (let address = 101; address < 110; address++) {
        const res = await askFrom(`203.0.113.${address}`, owner.email);
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: first.body });
      }
      const own = await askFrom('198.51.100.50', owner.email);
      expect({ status: own.status, body: own.body }).toEqual({ status: 200, body: first.body });
      const mails = provider.provider.mail.filter((m) => m.to === owner.email);
      expect(mails).toHaveLength(AUTH_RATE_RULES.resetEmail.perEmail);
      // No newer link replaced the last one sent: it still resets the password.
      const token = resetTokenIn(mails.slice(-1), owner.email);
      const reset = await request(proxied.app)
        .post('/api/Auth/reset-password')
        .set('X-Forwarded-For', '198.51.100.50')
        .send({ email: owner.email, token, newPassword: 'Fresh#Pass2024', confirmPassword: 'Fresh#Pass2024' });
      expect(reset.status).toBe(200);
    });

    it('answers an unknown address exactly like a known one beyond the cap', async () => {
      const unknown = uniqueEmail('nobody');
      const answers = [];
      for (let i = 0; i < AUTH_RATE_RULES.resetEmail.perEmail + 2; i++) answers.push(await askFrom(`203.0.113.${120 + i}`, unknown));
      for (const res of answers) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: answers[0]!.body });
        // Only the per-address limit shows in the headers, never the inbox's.
        expect(`${res.headers.ratelimit ?? ''} ${res.headers['ratelimit-policy'] ?? ''}`).not.toContain(`"${AUTH_RATE_RULES.resetEmail.perEmail}-in-`);
      }
    });

    it('limits one address asking for many inboxes (429 with Retry-After)', async () => {
      for (let i = 0; i < AUTH_RATE_RULES.resetEmail.perIp; i++) expect((await askFrom('203.0.113.200', uniqueEmail('many'))).status).toBe(200);
      expectLimited(await askFrom('203.0.113.200', uniqueEmail('many')));
    });

    it('limits completing resets per address only', async () => {
      const rules = { ...AUTH_RATE_RULES, resetPassword: { ...AUTH_RATE_RULES.resetPassword, perIp: 2 } };
      const strict = createSite({ providerUrl: () => provider.url, rateRules: rules });
      try {
        const body = { email: uniqueEmail('reset'), token: 'x', newPassword: 'Strong#Pass1', confirmPassword: 'Strong#Pass1' };
        for (let i = 0; i < 2; i++) expect((await request(strict.app).post('/api/Auth/reset-password').send(body)).status).toBe(400);
        expectLimited(await request(strict.app).post('/api/Auth/reset-password').send(body));
      } finally {
        await strict.close();
      }
    });
  });
});

describe('quotas per address: bookings and contact messages', () => {
  let strict: Site;
  beforeAll(() => {
    strict = createSite({ providerUrl: () => provider.url, env: { TRUST_PROXY: '1', BOOKINGS_PER_IP_PER_HOUR: '2', CONTACT_MESSAGES_PER_IP_PER_HOUR: '2' } });
  });
  afterAll(async () => {
    await strict.close();
  });
  const contact = {
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '',
    subject: 'Garden quote',
    description: 'Please send me a quote for my garden.',
    priorite: '',
    preferedContactMethode: '',
  };
  const send = (ip: string, language = 'en') =>
    request(strict.app).post('/api/ContactUs/create-message').set('X-Forwarded-For', ip).set('Accept-Language', language).send(contact);

  it('limits contact messages per address (429, Retry-After, both languages); another address may still write', async () => {
    for (let i = 0; i < 2; i++) expect((await send('203.0.113.150')).status).toBe(201);
    const refused = await send('203.0.113.150');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      isSuccess: false,
      result: null,
      message: 'Too many messages from here - Please wait a while and try again',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('203.0.113.150', 'ar')).body.message).toBe('رسائل كثيرة من هنا - يرجى الانتظار قليلًا ثم المحاولة مرة أخرى');
    expect((await send('203.0.113.151')).status).toBe(201);
  });

  it('limits bookings per address, whatever the account, before they reach the provider', async () => {
    const admin = await provider.provider.user({ role: 'Admin' });
    const serviceId = await createTestService(provider.provider, admin, 'Quota garden');
    const book = async (ip: string) => {
      const agent = request.agent(strict.app);
      const client = await provider.provider.user();
      expect((await agent.post('/api/Auth/login').set('X-Forwarded-For', ip).send({ email: client.email, password: client.password })).status).toBe(200);
      return agent.post('/api/DemandeDeService/create').set('X-Forwarded-For', ip).send(bookingPayload(serviceId));
    };
    for (let i = 0; i < 2; i++) expect((await book('203.0.113.160')).status).toBe(201);
    const before = provider.seen.length;
    const refused = await book('203.0.113.160');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many bookings from here - Please wait a while and try again');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Only the login reached the provider.
    expect(provider.seen.slice(before).map((r) => r.url)).toEqual(['/Auth/login']);
    expect((await book('203.0.113.161')).status).toBe(201);
  });
});

/** The token of the reset link in the last of these mails to `email`. */
function resetTokenIn(mails: ReadonlyArray<{ to: string; text: string }>, email: string): string {
  const mail = mails.filter((m) => m.to === email).at(-1);
  const token = mail && /token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('emailOf', () => {
  const req = (body: unknown, query: Record<string, unknown> = {}) => ({ body, query }) as unknown as import('express').Request;
  it('reads the e-mail from the body first, then the query, normalised', () => {
    expect(emailOf(req({ email: '  Sara@Example.COM ' }))).toBe('sara@example.com');
    expect(emailOf(req(undefined, { email: 'q@x.co' }))).toBe('q@x.co');
    expect(emailOf(req({ email: '' }, { email: 'q@x.co' }))).toBe('q@x.co');
    expect(emailOf(req({ email: 42 }))).toBeUndefined();
    expect(emailOf(req(undefined, { email: ['a', 'b'] }))).toBeUndefined();
  });
});

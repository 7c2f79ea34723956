import request from 'supertest';
import { uniqueEmail } from '../provider/test-support/harness';
import { createSite, startListeningProvider, type ListeningProvider, type Site } from './site-harness';
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

function expectLimited(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ isSuccess: false, result: null, message: 'Too many attempts - Please wait a few minutes and try again', code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
}

describe('rate limits of the account calls', () => {
  it('limits failed logins per e-mail from one address and answers 429 with Retry-After, without asking the provider', async () => {
    const user = await provider.provider.user();
    for (let i = 0; i < AUTH_RATE_RULES.login.perEmailAndIp; i++) {
      const res = await request(site.app).post('/api/Auth/login').send({ email: user.email, password: 'Wrong#Pass1' });
      expect(res.status).toBe(400);
    }
    const before = provider.seen.length;
    // Even the right password waits now: the account is being guessed at.
    const blocked = await request(site.app).post('/api/Auth/login').send({ email: user.email.toUpperCase(), password: user.password });
    expectLimited(blocked);
    expect(provider.seen.length).toBe(before);
    // Another account from the same address is not affected.
    const other = await provider.provider.user();
    expect((await request(site.app).post('/api/Auth/login').send({ email: other.email, password: other.password })).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const user = await provider.provider.user();
    for (let i = 0; i < AUTH_RATE_RULES.login.perEmailAndIp + 2; i++) {
      const res = await request(site.app).post('/api/Auth/login').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
    }
  });

  describe('per e-mail, from one address and from all of them', () => {
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

    it('does not lock the owner out: an address failing many times locks out only itself', async () => {
      const owner = await provider.provider.user();
      const attacker = '203.0.113.66';
      for (let i = 0; i < AUTH_RATE_RULES.login.perEmailAndIp; i++) {
        expect((await loginFrom(proxied.app, attacker, owner.email, 'Wrong#Pass1')).status).toBe(400);
      }
      for (let i = 0; i < 15; i++) expectLimited(await loginFrom(proxied.app, attacker, owner.email, 'Wrong#Pass1'));
      // Even the right password, from the attacker's address.
      expectLimited(await loginFrom(proxied.app, attacker, owner.email, owner.password));

      // The owner, from their own address, mistypes once and then signs in.
      const home = '198.51.100.20';
      expect((await loginFrom(proxied.app, home, owner.email, 'Typo#Pass1')).status).toBe(400);
      const signedIn = await loginFrom(proxied.app, home, owner.email, owner.password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.result).toMatchObject({ id: owner.id });
    });

    it('still stops a guess spread over many addresses at the overall cap per e-mail, for an hour, the owner included', async () => {
      const rules = { ...AUTH_RATE_RULES, login: { ...AUTH_RATE_RULES.login, perEmailAndIp: 2, perEmail: 6 } };
      const strict = createSite({ providerUrl: () => provider.url, env: { TRUST_PROXY: '1' }, rateRules: rules });
      try {
        const owner = await provider.provider.user();
        // Three addresses, two failures each: none reaches its own limit, together they reach the cap.
        for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
          for (let i = 0; i < 2; i++) expect((await loginFrom(strict.app, ip, owner.email, 'Wrong#Pass1')).status).toBe(400);
        }
        const before = provider.seen.length;
        const fresh = await loginFrom(strict.app, '203.0.113.4', owner.email, 'Wrong#Pass1');
        expectLimited(fresh);
        expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(15 * 60);
        expectLimited(await loginFrom(strict.app, '198.51.100.20', owner.email, owner.password));
        expect(provider.seen.length).toBe(before);
        // Other accounts are not affected.
        const other = await provider.provider.user();
        expect((await loginFrom(strict.app, '203.0.113.4', other.email, other.password)).status).toBe(200);
      } finally {
        await strict.close();
      }
    });

    it('does not spend the overall budget on attempts an address is already barred from', async () => {
      const rules = { ...AUTH_RATE_RULES, login: { ...AUTH_RATE_RULES.login, perEmailAndIp: 2, perEmail: 4 } };
      const strict = createSite({ providerUrl: () => provider.url, env: { TRUST_PROXY: '1' }, rateRules: rules });
      try {
        const owner = await provider.provider.user();
        for (let i = 0; i < 2; i++) expect((await loginFrom(strict.app, '203.0.113.9', owner.email, 'Wrong#Pass1')).status).toBe(400);
        for (let i = 0; i < 20; i++) expectLimited(await loginFrom(strict.app, '203.0.113.9', owner.email, 'Wrong#Pass1'));
        expect((await loginFrom(strict.app, '198.51.100.20', owner.email, owner.password)).status).toBe(200);
      } finally {
        await strict.close();
      }
    });
  });

  it('limits per IP across many e-mails', async () => {
    const rules = { ...AUTH_RATE_RULES, login: { ...AUTH_RATE_RULES.login, perIp: 3 } };
    const strict = createSite({ providerUrl: () => provider.url, rateRules: rules });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await request(strict.app)
              .post('/api/Auth/login')
              .send({ email: uniqueEmail('guess'), password: 'Wrong#Pass1' })
          ).status,
        ).toBe(400);
      }
      expectLimited(
        await request(strict.app)
          .post('/api/Auth/login')
          .send({ email: uniqueEmail('guess'), password: 'Wrong#Pass1' }),
      );
    } finally {
      await strict.close();
    }
  });

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

  it('limits confirmation and reset e-mails per address, the address given in the body or the query', async () => {
    const email = uniqueEmail('mailbox');
    for (let i = 0; i < AUTH_RATE_RULES.confirmation.perEmail; i++) {
      const res =
        i % 2 === 0
          ? await request(site.app).post('/api/Auth/resend-confirmation-email').send({ email })
          : await request(site.app).post(`/api/Auth/resend-confirmation-email?email=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
    }
    expectLimited(await request(site.app).post(`/api/Auth/resend-confirmation-email?email=${encodeURIComponent(email)}`));

    const reset = uniqueEmail('reset');
    for (let i = 0; i < AUTH_RATE_RULES.passwordReset.perEmail; i++) {
      expect((await request(site.app).post('/api/Auth/send-reset-password-email').send({ email: reset })).status).toBe(200);
    }
    expectLimited(await request(site.app).post('/api/Auth/send-reset-password-email').send({ email: reset }));
    // The reset form itself shares the budget of the address.
    expectLimited(
      await request(site.app).post('/api/Auth/reset-password').send({ email: reset, token: 'x', newPassword: 'Strong#Pass1', confirmPassword: 'Strong#Pass1' }),
    );
  });
});

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

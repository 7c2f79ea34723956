import request from 'supertest';
import { uniqueEmail } from '../../provider/test-support/harness';
import { createSite, startListeningProvider, type ListeningProvider, type Site } from '../test/site-harness';
import { AUTH_RATE_RULES, emailOf } from './rate-limit';

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
  it('limits failed logins per e-mail and answers 429 with Retry-After, without asking the provider', async () => {
    const user = await provider.provider.user();
    for (let i = 0; i < AUTH_RATE_RULES.login.perEmail; i++) {
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
    for (let i = 0; i < AUTH_RATE_RULES.login.perEmail + 2; i++) {
      const res = await request(site.app).post('/api/Auth/login').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
    }
  });

  it('limits per IP across many e-mails', async () => {
    const rules = { ...AUTH_RATE_RULES, login: { ...AUTH_RATE_RULES.login, perIp: 3 } };
    const strict = createSite({ providerUrl: () => provider.url, rateRules: rules });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await request(strict.app).post('/api/Auth/login').send({ email: uniqueEmail('guess'), password: 'Wrong#Pass1' })).status).toBe(400);
      }
      expectLimited(await request(strict.app).post('/api/Auth/login').send({ email: uniqueEmail('guess'), password: 'Wrong#Pass1' }));
    } finally {
      await strict.close();
    }
  });

  it('limits registrations per e-mail, and the body still reaches the provider intact', async () => {
    const email = uniqueEmail('new');
    const body = { fullName: 'Laila Saeed', email, password: 'Strong#Pass1', confirmPassword: 'Strong#Pass1', phoneNumber: '0551234567', typeUser: 3, startDate: '2024-05-01' };
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
      const res = i % 2 === 0 ? await request(site.app).post('/api/Auth/resend-confirmation-email').send({ email }) : await request(site.app).post(`/api/Auth/resend-confirmation-email?email=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
    }
    expectLimited(await request(site.app).post(`/api/Auth/resend-confirmation-email?email=${encodeURIComponent(email)}`));

    const reset = uniqueEmail('reset');
    for (let i = 0; i < AUTH_RATE_RULES.passwordReset.perEmail; i++) {
      expect((await request(site.app).post('/api/Auth/send-reset-password-email').send({ email: reset })).status).toBe(200);
    }
    expectLimited(await request(site.app).post('/api/Auth/send-reset-password-email').send({ email: reset }));
    // The reset form itself shares the budget of the address.
    expectLimited(await request(site.app).post('/api/Auth/reset-password').send({ email: reset, token: 'x', newPassword: 'Strong#Pass1', confirmPassword: 'Strong#Pass1' }));
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

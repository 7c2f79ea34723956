import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type request from 'supertest';
import { startTestProvider, type TestProvider, type TestUser } from '../provider/test-support/harness';
import { createApp } from '../server/app';
import { loadWebConfig, type WebConfig } from '../server/config';
import type { LoginThrottleRules } from '../server/http/login-throttle';
import type { RateRule, RateRuleName } from '../server/http/rate-limit';
import { createWebServices, type WebServices } from '../server/web-services';
import { TEST_MANIFEST } from '../server/test/test-app';
import { isStaffRole } from '../shared/constants';
import { setConfirmedSecret } from '../provider/auth/second-factor.repository';
import { newTotpSecret } from '../provider/auth/totp';
import { withFreshTotpCode } from '../scripts/lib/fresh-totp-code';

/** What the provider received, as the proxy sent it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** The real provider app on a loopback port, with a spy on what it receives and the tokens it issues. */
export interface ListeningProvider {
  provider: TestProvider;
  url: string;
  seen: SeenRequest[];
  issuedTokens: string[];
  /** TCP connections the provider has accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function listen(handler: http.RequestListener): Promise<{ url: string; server: http.Server; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The authenticator secret of each staff user the listening providers made, by e-mail. */
const totpSecrets = new Map<string, string>();

/**
 * The test provider, whose staff users (Admin, Staff, Accountant) come with a confirmed
 * authenticator secret, as after their enrolment: loginAs passes their code step with it.
 */
async function providerWithEnrolledStaff(): Promise<TestProvider> {
  const provider = await startTestProvider('pglite');
  const createUser = provider.user;
  return {
    ...provider,
    async user(options) {
      const user = await createUser(options);
      if (isStaffRole(user.row.role)) {
        const secret = newTotpSecret();
        await setConfirmedSecret(provider.db, user.id, secret);
        totpSecrets.set(user.email, secret);
      }
      return user;
    },
  };
}

export async function startListeningProvider(): Promise<ListeningProvider> {
  const provider = await providerWithEnrolledStaff();
  const seen: SeenRequest[] = [];
  const issuedTokens: string[] = [];
  const spy = express();
  spy.use((req, res, next) => {
    seen.push({ method: req.method, url: req.url, headers: { ...req.headers } });
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const token = (body as { result?: { token?: unknown } } | null)?.result?.token;
      if (typeof token === 'string') issuedTokens.push(token);
      return json(body);
    };
    next();
  });
  spy.use(provider.app);
  const running = await listen(spy);
  let connections = 0;
  running.server.on('connection', () => (connections += 1));
  return {
    provider,
    url: running.url,
    seen,
    issuedTokens,
    connections: () => connections,
    async close() {
      await running.close();
      await provider.close();
    },
  };
}

export const SITE_ORIGIN = 'http://site.test';
export const SILENT: Logger = pino({ level: 'silent' });

export interface Site {
  config: WebConfig;
  services: WebServices;
  app: express.Express;
  dataDir: string;
  close(): Promise<void>;
}

/** The web server as npm start builds it (sessions, /api, pages), without listening. */
export function createSite(options: {
  providerUrl: () => string | undefined;
  env?: NodeJS.ProcessEnv;
  rateRules?: Record<RateRuleName, RateRule>;
  loginRules?: LoginThrottleRules;
  logger?: Logger;
  dataDir?: string;
}): Site {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'web-test-'));
  // Tests write to the provider directly too (seeding), which the page cache cannot hear of: it is
  // off unless a test turns it on (the page cache's own tests, and the built site in e2e). A page's
  // data deadline as long as the provider's timeout: test runs share a busy machine.
  const config = loadWebConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL: SITE_ORIGIN,
    PAGE_CACHE_TTL_MS: '0',
    PAGE_DATA_TIMEOUT_MS: '15000',
    // Suites send many bookings and messages from one address; the quota tests set their own.
    BOOKINGS_PER_IP_PER_HOUR: '100000',
    CONTACT_MESSAGES_PER_IP_PER_HOUR: '100000',
    ...options.env,
  });
  const logger = options.logger ?? SILENT;
  const services = createWebServices(config, {
    logger,
    providerUrl: options.providerUrl,
    ...(options.rateRules ? { rateRules: options.rateRules } : {}),
    ...(options.loginRules ? { loginRules: options.loginRules } : {}),
  });
  const app = createApp(config, {
    logger,
    manifest: TEST_MANIFEST,
    providerUrl: options.providerUrl,
    session: services.session,
    api: services.api,
    readinessChecks: services.readinessChecks,
    pageCache: services.pageCache,
  });
  return {
    config,
    services,
    app,
    dataDir,
    async close() {
      await services.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Agent = ReturnType<typeof request.agent>;

/**
 * Signs the agent in: the password, and for a staff user of a listening provider the code step with
 * a code from its secret (a fresh step each time). Answers the last response.
 */
export async function loginAs(agent: Agent, user: Pick<TestUser, 'email' | 'password'>) {
  const login = await agent.post('/api/Auth/login').send({ email: user.email, password: user.password });
  const secret = totpSecrets.get(user.email);
  if (login.status !== 200 || login.body?.result?.secondStep !== 'verify' || !secret) return login;
  return withFreshTotpCode(secret, async (code) => await agent.post('/api/Auth/second-step').send({ code }));
}

/** Every Set-Cookie of a response, as sent. */
export function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const value = res.headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

/** The session id inside the signed cookie value `s:<id>.<signature>`. */
export function sessionIdOf(cookie: string | undefined): string | undefined {
  const value = cookie?.split(';')[0]?.split('=')[1];
  return value ? decodeURIComponent(value).replace(/^s:/, '').split('.')[0] : undefined;
}

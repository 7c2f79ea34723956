/**
 * Playwright's global setup: starts the built site on its embedded defaults in a throw-away data
 * directory, waits until it is ready, and returns the teardown that stops it and removes what it
 * left (the folder and, with E2E_REDIS_URL, its Redis keys). Run by `npm run test:e2e` after a build.
 */
import path from 'node:path';
import { createClient } from 'redis';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { startFakeFatoora } from '../../provider/test-support/fake-fatoora';
import { ADMIN, BASE_URL, FATOORA_OTP, PORT } from './e2e-site';

async function deleteRedisKeys(url: string, pattern: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 100 })) if (keys.length > 0) await client.del(keys);
  await client.close();
}

/** Another site on the port would answer the journeys in our place: refuse to start beside it. */
async function refuseBusyPort(): Promise<void> {
  const answer = await fetch(`${BASE_URL}/readyz`).then(
    (response) => response.status,
    () => undefined,
  );
  if (answer !== undefined) throw new Error(`Something already answers at ${BASE_URL} (HTTP ${answer}): stop it or choose another E2E_PORT`);
}

export default async function startSite(): Promise<() => Promise<void>> {
  await refuseBusyPort();
  // The journeys run against the embedded defaults, whatever the CI environment points elsewhere
  // (startBuiltSite leaves DATABASE_URL, REDIS_URL, PROVIDER_URL and SMTP_URL out); E2E_REDIS_URL
  // runs them with sessions and rate limits in Redis instead, under a key prefix of their own.
  const redisUrl = process.env.E2E_REDIS_URL;
  const redisKeyPrefix = redisUrl ? `${process.env.REDIS_KEY_PREFIX ?? 'khadamat:'}e2e-${process.pid}:` : undefined;
  // E-invoicing stays off (its default) unless a journey turns it on; onboarding talks to a local
  // Fatoora that answers as ZATCA's API does, never to ZATCA.
  const fatoora = await startFakeFatoora(FATOORA_OTP);
  const site = await startBuiltSite({
    port: PORT,
    env: {
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ZATCA_SEAL_KEY: 'the-e2e-site-seal-key-for-zatca-secrets',
      ZATCA_BASE_URL: fatoora.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      // The journeys stand in for many clients, each registering from an address of their own
      // (X-Forwarded-For from this loopback "proxy"): from one address the suite's registrations
      // would pass the production limit of 20 an hour (server/http/rate-limit.ts). A journey that
      // sends no such header is still one address, as the rate-limit journeys need.
      TRUST_PROXY: 'loopback',
      // The whole suite books and writes to us from a few addresses and clients: the quotas
      // (docs/configuration.md) have route tests of their own.
      BOOKINGS_PER_IP_PER_HOUR: '100000',
      CONTACT_MESSAGES_PER_IP_PER_HOUR: '100000',
      OPEN_BOOKINGS_PER_CLIENT: '100000',
      OPEN_BOOKINGS_PER_SERVICE: '100000',
      BOOKINGS_PER_CLIENT_PER_HOUR: '100000',
      CONTACT_EMAILS_PER_HOUR: '100000',
    },
  });
  // The journeys open the links the site e-mails: without SMTP_URL they are .eml files in the
  // outbox. The workers start after this setup and inherit the variable.
  process.env.E2E_OUTBOX_DIR = path.join(site.dataDir, 'outbox');

  return async () => {
    await site.stop();
    await fatoora.close();
    if (redisUrl) await deleteRedisKeys(redisUrl, `${redisKeyPrefix}*`);
  };
}

/**
 * The site the browser journeys run against: started by start-site.ts (Playwright's global setup)
 * on E2E_PORT, 3100 by default, with this bootstrap admin. Read by the config, the setup and the
 * journeys alike, so all three agree without passing anything around.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** `totpSecret` is the site's ADMIN_TOTP_SECRET: the journeys compute the admin's sign-in codes from it. */
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin#2026e2e', totpSecret: 'KHADAMATE2EADMINTOTPSECRETJOURNE' } as const;
/** The OTP the journeys' local Fatoora (ZATCA's API stand-in) accepts, as the developer portal's is fixed. */
export const FATOORA_OTP = '123345';

/** Debian's Chromium, never a browser build downloaded by Playwright. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The mails the site writes to DATA_DIR/outbox (no SMTP_URL on the embedded defaults): the setup
 * chooses the folder and hands it to the test workers in E2E_OUTBOX_DIR.
 */
export function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the journeys with npm run test:e2e, which starts the site');
  return dir;
}

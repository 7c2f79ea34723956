import { defineConfig, type PlaywrightWorkerOptions } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH } from './e2e/support/e2e-site';

/** Debian's Chromium, as root on a closed network: no sandbox, no GPU, no background connections. */
const CHROMIUM: Partial<PlaywrightWorkerOptions> = {
  browserName: 'chromium',
  launchOptions: {
    // Playwright's own browser builds are never downloaded.
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

/**
 * The browser journeys (`npm run test:e2e`, after `npm run build`): e2e/*.spec.ts in Debian's
 * Chromium against the built site, which the global setup starts on its embedded defaults in a
 * throw-away data directory. Arguments select files as usual (`npm run test:e2e -- session`).
 * Journeys leave screenshots for review in e2e/screenshots/; failures keep a trace, a screenshot
 * and the error context in e2e/artifacts/ (both folders are ignored by git).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e/artifacts/results',
  globalSetup: './e2e/support/start-site.ts',
  // Journeys are long and the machine small and shared: the limits find hangs, they time nothing.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Two browsers side by side: on two cores (with the site beside them) they ran 1.7 times as many
  // journeys in the same time as one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed journey keeps its trace (the DOM at every step; the screencast is left out: recording
    // it made the whole run half as slow again on two cores) and a screenshot of its last state.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // public-site-visits reads the seeded partner and service counts, which dashboard-records changes
    // for a while: with two workers, the records wait until those visits are done.
    { name: 'public site visits', testMatch: 'public-site-visits.spec.ts', use: CHROMIUM },
    { name: 'dashboard records', testMatch: 'dashboard-records.spec.ts', dependencies: ['public site visits'], use: CHROMIUM },
    {
      name: 'journeys',
      testIgnore: ['public-site-visits.spec.ts', 'dashboard-records.spec.ts', 'zatca-settings.spec.ts', 'online-payments.spec.ts'],
      use: CHROMIUM,
    },
    // Online payments are off on the shared site: this journey starts a site of its own with the local
    // gateway and its keys (e2e/online-payments.spec.ts), so no other journey sees a pay button.
    { name: 'online payments', testMatch: 'online-payments.spec.ts', use: CHROMIUM },
    // The e-invoicing screen turns ZATCA on for a moment, which would stamp any invoice issued meanwhile
    // (a 9-tag QR where the invoice journeys check the 5 tags of phase 1): it runs after every other journey.
    { name: 'e-invoicing', testMatch: 'zatca-settings.spec.ts', dependencies: ['journeys', 'dashboard records'], use: CHROMIUM },
  ],
});

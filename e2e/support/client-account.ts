import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser';

/** Decodes a quoted-printable e-mail body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The confirmation token of the newest e-mail to `email` in the embedded provider's outbox. */
async function confirmationToken(email: string): Promise<string> {
  const outbox = path.join(process.env.DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort().reverse() : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (!text.includes(email) && !text.includes(encodeURIComponent(email))) continue;
      const match = text.match(/confirm-email\?[^\s"<>]*token=([\w-]+)/);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation e-mail for ${email} in ${outbox}`);
}

export interface ClientAccount {
  email: string;
  password: string;
  fullName: string;
}

/**
 * A new client account, registered and confirmed through the web server's /api (as the register
 * and confirm-email screens do), then signed in on the login page of `page`.
 */
export async function signInAsNewClient(page: Page, fullName = 'Maha Al-Zahrani'): Promise<ClientAccount> {
  const account = { email: `client-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`, password: 'Client#2026e2e', fullName };
  const headers = { Origin: BASE_URL, 'Accept-Language': 'en' };
  const registered = await page.request.post(`${BASE_URL}/api/Auth/register`, {
    headers,
    data: {
      fullName,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      phoneNumber: '+966501234567',
      typeUser: 3,
      startDate: new Date().toISOString().slice(0, 10),
    },
  });
  if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  const token = await confirmationToken(account.email);
  const confirmed = await page.request.post(`${BASE_URL}/api/Auth/confirm-email`, { headers, data: { email: account.email, token } });
  if (!confirmed.ok()) throw new Error(`confirm-email answered ${confirmed.status()}: ${await confirmed.text()}`);

  await page.goto(`${BASE_URL}/login`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.locator('#login-email').fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/`);
  return account;
}

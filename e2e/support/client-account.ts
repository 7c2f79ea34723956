import type { Page } from 'playwright-core';
import { BASE_URL, logIn } from './browser';
import { waitForMailLink } from './outbox';

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
  const token = new URL(await waitForMailLink(account.email, '/confirm-email')).searchParams.get('token');
  const confirmed = await page.request.post(`${BASE_URL}/api/Auth/confirm-email`, { headers, data: { email: account.email, token } });
  if (!confirmed.ok()) throw new Error(`confirm-email answered ${confirmed.status()}: ${await confirmed.text()}`);

  await logIn(page, account.email, account.password);
  return account;
}

/**
 * What the coordination journeys share (issue 27): a working day's time, partners of a service (with a
 * login whose password was set from the invitation), a free slot, a phone photo, the client following
 * a job. Used by dispatch, partner-portal and the end-to-end coordination journey.
 */
import type { Page } from '@playwright/test';
import type { ServiceAvailability } from '../../shared/types/availability';
import { BASE_URL, expect, openHydrated, signIn } from './journey-fixtures';
import type { MailOutbox } from './mail-outbox';

const DAY_MS = 86_400_000;
export const API_HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };
export const PHONE = { width: 390, height: 844 };
const saudiDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);
const unique = `${Date.now()}`;

/** A call to the provider through the site's /api as the page's user; answers the envelope's result. */
export async function api(page: Page, method: 'post' | 'put' | 'patch', path: string, data: unknown, status = 200) {
  const res = await page.request[method](`${BASE_URL}/api${path}`, { headers: API_HEADERS, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(status);
  return (await res.json()).result;
}

/** A Saudi working day (Sunday to Thursday) at least `daysAhead` days away, at HH:MM Saudi time. */
export function workdayAt(daysAhead: number, time: string): string {
  let at = Date.now() + daysAhead * DAY_MS;
  while (![0, 1, 2, 3, 4].includes(new Date(at + 3 * 3_600_000).getUTCDay())) at += DAY_MS;
  const date = new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${date}T${time}:00+03:00`).toISOString();
}

/** A partner of the service serving `cities` (no login); answers its id. */
export async function createPartner(admin: Page, serviceId: number, name: string, arabicName: string, cities: string[]): Promise<number> {
  const partner = await api(
    admin,
    'post',
    '/Partners/create-partner',
    { id: 0, name, arabicName, location: 'Jeddah', arabicLocation: 'جدة', description: 'Air conditioning', arabicDescription: 'تكييف', serviceId },
    201,
  );
  await api(admin, 'put', `/Partners/${partner.id}/availability`, { cities, workingDays: null, daysOff: [] });
  return partner.id as number;
}

/** A partner of the service in Jeddah with a login whose password was set from the invitation, signed in on `partnerPage`. */
export async function partnerWithLogin(admin: Page, partnerPage: Page, outbox: MailOutbox, serviceId: number, name: string, arabicName: string) {
  const partnerId = await createPartner(admin, serviceId, name, arabicName, ['jeddah']);
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${unique}@e2e.test`;
  await api(admin, 'post', `/Partners/${partnerId}/account`, { email, phone: '+966551234570', notifyChannel: 'email' }, 201);
  await openHydrated(partnerPage, await outbox.pathTo(email, '/reset-password'));
  await partnerPage.locator('#reset-new-password').fill('Partner#2026e2e');
  await partnerPage.locator('#reset-confirm-password').fill('Partner#2026e2e');
  await partnerPage.locator('form button[type="submit"]').click();
  await expect(partnerPage.locator('#reset-new-password')).toHaveCount(0);
  await signIn(partnerPage, { email, password: 'Partner#2026e2e' });
  return { partnerId, email };
}

/** The first free slot of the service a week or more ahead (in the company's hours, so a partner can take it). */
export async function freeSlot(page: Page, serviceId: number): Promise<string> {
  const from = saudiDate(Date.now() + 7 * DAY_MS);
  const to = saudiDate(Date.now() + 37 * DAY_MS);
  const answer = (await (await page.request.get(`${BASE_URL}/api/Availability/services/${serviceId}/slots?from=${from}&to=${to}`)).json()) as {
    result: ServiceAvailability;
  };
  const slot = answer.result.days.flatMap((day) => day.slots).find((s) => s.remaining > 0);
  expect(slot, 'a free slot in the month ahead').toBeDefined();
  return slot!.startsAt;
}

/** A phone photo: a 3000x2000 PNG drawn in the browser (bigger than the 1600 px the portal sends). */
export async function phonePhoto(page: Page, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 3000, 2000);
    gradient.addColorStop(0, `hsl(${h}, 70%, 45%)`);
    gradient.addColorStop(1, `hsl(${h + 60}, 70%, 70%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2000);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, hue);
  return Buffer.from(base64, 'base64');
}

/** The client's booking card on /profile, and a check that its progress shows a step (the newest, with its time). */
export function clientFollows(client: Page, bookingId: number) {
  const card = () => client.locator('#my-bookings article', { has: client.locator(`#booking-${bookingId}-title`) });
  const sees = async (step: string) => {
    await openHydrated(client, '/profile');
    const section = card().getByTestId('booking-progress');
    await expect(section.locator('li[data-step]').last()).toContainText(step);
    await expect(section.locator('li[data-step]').last().locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
  };
  return { card, sees };
}

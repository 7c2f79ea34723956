import type { Test } from 'supertest';
import { bearer, inDays, type TestProvider, type TestUser } from './harness';

/** Test data made through the API itself, so fixtures pass the same validation as real callers. */

export async function createTestService(p: TestProvider, admin: TestUser, title = 'Garden design'): Promise<number> {
  const res = await p
    .http()
    .post('/Services')
    .set(bearer(admin.token))
    .send({ title, description: 'd', arabicTitle: 'ع', arabicDescription: 'و', durationMin: 1, durationMax: 2, durationUnit: 'Day', price: 100 });
  if (res.status !== 201) throw new Error(`service fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result.id as number;
}

/** The booking payload of spec section 3, valid unless `overrides` say otherwise. */
export function bookingPayload(serviceId: number, overrides: Record<string, unknown> = {}) {
  return {
    priorite: 'medium',
    preferedContactMethode: 'email',
    description: 'Please redesign our front garden with drip irrigation.',
    preferedDateAndTime: inDays(3),
    location: 'Al Khobar, Al Rakah district',
    budget: 100,
    clientId: 0,
    demandeDeServiceItems: [{ isAdditionalService: false, serviceId }],
    ...overrides,
  };
}

export async function createTestBooking(p: TestProvider, client: TestUser, serviceId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await p.http().post('/DemandeDeService/create').set(bearer(client.token)).send(bookingPayload(serviceId, overrides));
  if (res.status !== 201) throw new Error(`request fixture: ${res.status} ${JSON.stringify(res.body)}`);
  // The booking's e-mails are sent by a job: done before the test goes on, so its mail is its own.
  await p.settle();
  return res.body.result.id as number;
}

/** An admin of this test provider, made once, for fixtures that need one (moving a booking's status). */
const fixtureAdmins = new WeakMap<TestProvider, Promise<TestUser>>();
function fixtureAdmin(p: TestProvider): Promise<TestUser> {
  let admin = fixtureAdmins.get(p);
  if (!admin) {
    admin = p.user({ role: 'Admin', fullName: 'Fixture Admin' });
    fixtureAdmins.set(p, admin);
  }
  return admin;
}

/** A booking of the service by the client, moved by an admin through in progress to completed (what a verified review needs). */
export async function createCompletedBooking(p: TestProvider, client: TestUser, serviceId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const bookingId = await createTestBooking(p, client, serviceId, overrides);
  const admin = await fixtureAdmin(p);
  for (const status of ['in_progress', 'completed']) {
    const res = await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(admin.token)).send({ status });
    if (res.status !== 200) throw new Error(`completed booking fixture (${status}): ${res.status} ${JSON.stringify(res.body)}`);
  }
  await p.settle();
  return bookingId;
}

/** A verified rating: of the completed booking given, or of one the client completes first. */
export async function createTestRating(
  p: TestProvider,
  client: TestUser,
  serviceId: number,
  value = 5,
  comment = 'Great work',
  completed?: number,
): Promise<number> {
  const bookingId = completed ?? (await createCompletedBooking(p, client, serviceId));
  const res = await p.http().post('/Rates/create-rate').set(bearer(client.token)).send({ value, comment, serviceId, bookingId });
  if (res.status !== 201) throw new Error(`rate fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result.id as number;
}

/** The service form of spec section 7 as multipart fields (Title, Details[i], ...), valid unless `fields` say otherwise. */
export function serviceForm(req: Test, fields: Record<string, string | string[]> = {}) {
  const base: Record<string, string | string[]> = {
    Title: 'Garden design',
    Description: 'Complete landscaping of private gardens.',
    ArabicTitle: 'تصميم الحدائق',
    ArabicDescription: 'تنسيق متكامل للحدائق الخاصة.',
    DurationMin: '2',
    DurationMax: '5',
    DurationUnit: 'Week',
    Price: '8500',
    Details: ['Site visit', 'Irrigation'],
    ArabicDetails: ['زيارة الموقع', 'الري'],
    ...fields,
  };
  for (const [name, value] of Object.entries(base)) {
    if (Array.isArray(value)) value.forEach((v, i) => req.field(`${name}[${i}]`, v));
    else req.field(name, value);
  }
  return req;
}

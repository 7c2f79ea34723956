import type { PartnerNotifyChannel } from '../../shared/constants';
import { insertAssignment } from '../assignments/assignments.repository';
import { createPartner } from '../partners/partners.repository';
import { createUser } from '../users/users.repository';
import { createPasswordHasher } from '../auth/passwords';
import { STRONG_PASSWORD, uniqueEmail, type TestProvider, type TestUser } from './harness';

/** A partner login made for a test: the Partner-role user and the partner record it is. */
export interface TestPartner extends TestUser {
  partnerId: number;
}

export interface TestPartnerOptions {
  /** The service the partner does (required by the partner record). */
  serviceId: number;
  name?: string;
  arabicName?: string;
  /** City codes the partner serves (shared/places/saudi-cities.ts). */
  cities?: string[];
  phone?: string | null;
  notifyChannel?: PartnerNotifyChannel;
  password?: string;
  active?: boolean;
}

/**
 * A partner record with a signed-in Partner login, written straight to the database (what an accepted
 * invitation leaves behind), so suites of other areas (portal, messages, commission) can act as a
 * partner without going through the invite e-mail.
 */
export async function createTestPartner(p: TestProvider, options: TestPartnerOptions): Promise<TestPartner> {
  const name = options.name ?? 'Test Partner';
  const partner = await createPartner(p.db, {
    name,
    arabicName: options.arabicName ?? 'شريك تجريبي',
    location: 'Jeddah',
    arabicLocation: 'جدة',
    description: 'A partner made by a test',
    arabicDescription: 'شريك أنشأه اختبار',
    serviceId: options.serviceId,
  });
  await p.db
    .updateTable('partners')
    .set({ phone: options.phone ?? null, notify_channel: options.notifyChannel ?? 'email' })
    .where('id', '=', partner.id)
    .execute();
  if (options.cities && options.cities.length > 0) {
    await p.db
      .insertInto('partner_cities')
      .values(options.cities.map((city) => ({ partner_id: partner.id, city })))
      .execute();
  }
  const password = options.password ?? STRONG_PASSWORD;
  const email = uniqueEmail('partner');
  const row = await createUser(p.db, {
    fullName: name,
    email,
    phoneNumber: '0501234567',
    typeUser: 3,
    startDate: new Date('2024-01-01T00:00:00Z'),
    passwordHash: await createPasswordHasher(p.config.passwordHashCost).hash(password),
    role: 'Partner',
    emailConfirmed: true,
    isActive: options.active ?? true,
    partnerId: partner.id,
  });
  return { row, id: row.id, clientId: null, partnerId: partner.id, email, password, token: await p.tokenFor(row) };
}

/**
 * Gives the partner the booking (status 'assigned', or the one asked for, as if the partner had moved
 * it there), without the dispatch checks: for suites that need an assigned job, not the rules of
 * assigning (those are proven in provider/assignments).
 */
export async function assignTestPartner(
  p: TestProvider,
  bookingId: number,
  partnerId: number,
  options: { status?: 'assigned' | 'accepted' | 'on_the_way' | 'started' | 'done'; assignedBy?: number | null } = {},
): Promise<number> {
  const id = await insertAssignment(p.db, bookingId, partnerId, options.assignedBy ?? null, new Date());
  if (options.status && options.status !== 'assigned') {
    await p.db.updateTable('booking_assignments').set({ status: options.status }).where('id', '=', id).execute();
  }
  return id;
}

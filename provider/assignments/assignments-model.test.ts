import type { AuthUser } from '../http/context';
import { HttpError } from '../http/http-error';
import { createTestBooking, createTestService } from '../test-support/fixtures';
import { describeEachDialect, type TestUser } from '../test-support/harness';
import { assignTestPartner, createTestPartner, type TestPartner } from '../test-support/partner-account';
import { createUser } from '../users/users.repository';
import { assignmentOf, assignmentsOfBooking, canPartnerSeeBooking, partnerIdOfUser, setAssignmentStatus } from './assignments.repository';
import { requireBookingAccess } from './booking-access';

/** The data model of issue 27 that the dispatch, portal, messages and commission areas share. */
describeEachDialect('Booking assignments model', (provider) => {
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let partner: TestPartner;
  let second: TestPartner;
  let serviceId: number;
  let bookingId: number;

  const authOf = (user: TestUser & { partnerId?: number }, role: AuthUser['role']): AuthUser => ({
    id: user.id,
    role,
    clientId: user.clientId,
    partnerId: user.partnerId ?? null,
    email: user.email,
    fullName: 'x',
  });
  const statusOf = async (promise: Promise<unknown>) => {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof HttpError) return error.status;
      throw error;
    }
  };

  beforeAll(async () => {
    const p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
    other = await p.user();
    serviceId = await createTestService(p, admin, 'Dispatch model');
    bookingId = await createTestBooking(p, client, serviceId);
    partner = await createTestPartner(p, { serviceId, name: 'First Partner', cities: ['jeddah'] });
    second = await createTestPartner(p, { serviceId, name: 'Second Partner', cities: ['jeddah', 'makkah'] });
  });

  it('links a Partner login to its partner, and no other role to any', async () => {
    const p = provider();
    expect(await partnerIdOfUser(p.db, partner.id)).toBe(partner.partnerId);
    expect(await partnerIdOfUser(p.db, client.id)).toBeNull();
    expect(partner.row.role).toBe('Partner');
    // A Partner login without a partner, or a Client with one, is refused by the database itself.
    const base = { fullName: 'x', phoneNumber: '0501234567', typeUser: 3, startDate: new Date(), passwordHash: 'x', emailConfirmed: true };
    await expect(createUser(p.db, { ...base, email: `lone.${Date.now()}@example.com`, role: 'Partner' })).rejects.toThrow();
    await expect(createUser(p.db, { ...base, email: `mixed.${Date.now()}@example.com`, role: 'Client', partnerId: second.partnerId })).rejects.toThrow();
    // One login per partner.
    await expect(createUser(p.db, { ...base, email: `twice.${Date.now()}@example.com`, role: 'Partner', partnerId: partner.partnerId })).rejects.toThrow();
  });

  it('gives a booking to an assigned partner only while the assignment is live', async () => {
    const p = provider();
    expect(await canPartnerSeeBooking(p.db, partner.partnerId, bookingId)).toBe(false);
    const id = await assignTestPartner(p, bookingId, partner.partnerId, { assignedBy: admin.id });
    expect(await canPartnerSeeBooking(p.db, partner.partnerId, bookingId)).toBe(true);
    expect(await canPartnerSeeBooking(p.db, second.partnerId, bookingId)).toBe(false);
    expect(await assignmentOf(p.db, bookingId, partner.partnerId)).toMatchObject({
      id,
      bookingId,
      partnerId: partner.partnerId,
      partnerName: 'First Partner',
      status: 'assigned',
      assignedBy: admin.id,
    });

    // A second live row for the same partner and booking is refused; once withdrawn, a new one is fine.
    await expect(assignTestPartner(p, bookingId, partner.partnerId)).rejects.toThrow();
    expect(await setAssignmentStatus(p.db, id, 'withdrawn', new Date())).toBe(true);
    expect(await canPartnerSeeBooking(p.db, partner.partnerId, bookingId)).toBe(false);
    const again = await assignTestPartner(p, bookingId, partner.partnerId, { status: 'accepted' });
    expect(await canPartnerSeeBooking(p.db, partner.partnerId, bookingId)).toBe(true);
    expect((await assignmentsOfBooking(p.db, bookingId)).map((a) => [a.id, a.status])).toEqual([
      [id, 'withdrawn'],
      [again, 'accepted'],
    ]);

    expect(await setAssignmentStatus(p.db, again, 'declined', new Date(), 'Too far')).toBe(true);
    expect(await assignmentOf(p.db, bookingId, partner.partnerId)).toBeUndefined();
    expect((await assignmentsOfBooking(p.db, bookingId)).at(-1)).toMatchObject({ status: 'declined', declineReason: 'Too far' });
    await assignTestPartner(p, bookingId, partner.partnerId);
  });

  it('lets an admin, the booking client and an assigned partner reach a booking, and no one else', async () => {
    const p = provider();
    expect(await requireBookingAccess(p.db, authOf(admin, 'Admin'), bookingId)).toBe('admin');
    expect(await requireBookingAccess(p.db, authOf(client, 'Client'), bookingId)).toBe('client');
    expect(await requireBookingAccess(p.db, authOf(partner, 'Partner'), bookingId)).toBe('partner');
    expect(await statusOf(requireBookingAccess(p.db, authOf(second, 'Partner'), bookingId))).toBe(403);
    expect(await statusOf(requireBookingAccess(p.db, authOf(other, 'Client'), bookingId))).toBe(404);
    expect(await statusOf(requireBookingAccess(p.db, authOf(admin, 'Admin'), 999_999))).toBe(404);
    expect(await statusOf(requireBookingAccess(p.db, authOf(partner, 'Partner'), 999_999))).toBe(404);
  });
});

import { addDays, saudiDate } from '../../shared/scheduling/saudi-clock';
import { createTestBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { assignTestPartner, createTestPartner, type TestPartner } from '../test-support/partner-account';

/** `date` (YYYY-MM-DD, Saudi) at 10:00 Saudi time, as ISO. */
const at10 = (date: string) => new Date(`${date}T10:00:00+03:00`).toISOString();

describeEachDialect("The calendar's partner lanes: GET /DemandeDeService/calendar/assignments", (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let partner: TestPartner;
  let other: TestPartner;
  let serviceId: number;
  let otherServiceId: number;
  const first = addDays(saudiDate(new Date()), 10);
  const last = addDays(first, 6);
  const ids: Record<'shared' | 'declinedOnly' | 'unassigned' | 'otherService' | 'later', number> = {
    shared: 0,
    declinedOnly: 0,
    unassigned: 0,
    otherService: 0,
    later: 0,
  };

  const lanes = (query: string, token = admin.token) => p.http().get(`/DemandeDeService/calendar/assignments?${query}`).set(bearer(token));

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    serviceId = await createTestService(p, admin, 'Lanes AC');
    otherServiceId = await createTestService(p, admin, 'Lanes Painting');
    partner = await createTestPartner(p, { serviceId, name: 'Lane One', arabicName: 'المسار الأول' });
    other = await createTestPartner(p, { serviceId, name: 'Lane Two', arabicName: 'المسار الثاني' });
    // Each booking by a client of its own (a client's bookings per hour are limited).
    const book = async (service: number, date: string) => createTestBooking(p, await p.user(), service, { preferedDateAndTime: at10(date) });
    ids.shared = await book(serviceId, first);
    ids.declinedOnly = await book(serviceId, addDays(first, 1));
    ids.unassigned = await book(serviceId, addDays(first, 2));
    ids.otherService = await book(otherServiceId, last);
    ids.later = await book(serviceId, addDays(last, 1));
    await assignTestPartner(p, ids.shared, partner.partnerId, { status: 'accepted' });
    await assignTestPartner(p, ids.shared, other.partnerId);
    const declined = await assignTestPartner(p, ids.declinedOnly, other.partnerId);
    await p.db.updateTable('booking_assignments').set({ status: 'declined', decline_reason: 'Away' }).where('id', '=', declined).execute();
    await assignTestPartner(p, ids.otherService, other.partnerId, { status: 'done' });
    await assignTestPartner(p, ids.later, partner.partnerId);
  });

  it("gives the live assignments of the range's bookings, a row per partner, none for a declined one", async () => {
    const res = await lanes(`from=${first}&to=${last}`);
    expect(res.status).toBe(200);
    const rows = (res.body.result as Array<{ bookingId: number; partnerId: number; partnerArabicName: string; status: string }>).map(
      ({ bookingId, partnerId, status }) => ({ bookingId, partnerId, status }),
    );
    expect(rows).toEqual([
      { bookingId: ids.shared, partnerId: partner.partnerId, status: 'accepted' },
      { bookingId: ids.shared, partnerId: other.partnerId, status: 'assigned' },
      { bookingId: ids.otherService, partnerId: other.partnerId, status: 'done' },
    ]);
    expect(res.body.result[0]).toMatchObject({ partnerName: 'Lane One', partnerArabicName: 'المسار الأول' });
  });

  it("keeps to the bookings that include the service, as the calendar's filter", async () => {
    const res = await lanes(`from=${first}&to=${last}&serviceId=${otherServiceId}`);
    expect(res.status).toBe(200);
    expect(res.body.result.map((row: { bookingId: number }) => row.bookingId)).toEqual([ids.otherService]);
  });

  it.each([
    ['', 'from'],
    [`from=${first}`, 'to'],
    [`from=${first}&to=${addDays(first, -1)}`, 'to'],
    [`from=${first}&to=${addDays(first, 80)}`, 'to'],
    [`from=tomorrow&to=${first}`, 'from'],
  ])('refuses the dates %j (400 on %s)', async (query, field) => {
    const res = await lanes(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('is for admins only: a client and a partner get 403, a visitor 401', async () => {
    const query = `from=${first}&to=${last}`;
    expect((await lanes(query, (await p.user()).token)).status).toBe(403);
    expect((await lanes(query, partner.token)).status).toBe(403);
    expect((await p.http().get(`/DemandeDeService/calendar/assignments?${query}`)).status).toBe(401);
  });
});

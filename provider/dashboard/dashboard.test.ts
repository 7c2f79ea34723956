import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE, type BookingStatus } from '../../shared/constants';
import { bearer, describeEachDialect, inDays, type TestProvider, type TestUser } from '../test-support/harness';
import { growthPercent } from './dashboard.repository';
import { monthBounds } from './month-bounds';

describeEachDialect('Dashboard', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Sara Client' });
  });
  const stats = async () => {
    const res = await p.http().get('/Dashboard/stats').set(bearer(admin.token));
    expect(res.status).toBe(200);
    return res.body.result;
  };

  it('answers zeros and empty lists on an empty database', async () => {
    expect(await stats()).toMatchObject({
      users: 2,
      services: 0,
      bookings: 0,
      pendingBookings: 0,
      completedBookings: 0,
      partners: 0,
      ratings: 0,
      messages: 0,
      averageRating: 0,
      bookingsThisMonth: 0,
      bookingsLastMonth: 0,
      bookingGrowthPercent: null,
      revenue: 0,
      recentActivity: { bookings: [], messages: [], ratings: [] },
    });
  });

  it('counts everything, compares this month with last month, and lists the newest activity', async () => {
    const service = await p
      .http()
      .post('/Services')
      .set(bearer(admin.token))
      .send({ title: 'Gardens', description: 'd', arabicTitle: 'ع', arabicDescription: 'و', durationMin: 1, durationMax: 2, durationUnit: 'Day', price: 100 });
    const serviceId = service.body.result.id as number;
    for (const name of ['A', 'B', 'C']) {
      await p
        .http()
        .post('/Partners/create-partner')
        .set(bearer(admin.token))
        .send({ id: 0, name, arabicName: 'ش', location: 'Khobar', arabicLocation: 'الخبر', description: 'd', arabicDescription: 'و', serviceId })
        .expect(201);
    }
    // Ratings as stored (rating a service needs a completed booking, which would change the booking counts below).
    for (const value of [5, 4, 4]) {
      await p.db
        .insertInto('ratings')
        .values({ value, comment: `Stars ${value}`, service_id: serviceId, client_id: client.clientId! })
        .execute();
    }
    for (let i = 1; i <= 6; i++) {
      await p
        .http()
        .post('/ContactUs/create-message')
        .send({ name: 'Visitor', email: 'v@example.com', subject: `Subject ${i}`, description: 'A question about gardens.' })
        .expect(201);
    }
    const { thisMonthStart, lastMonthStart } = monthBounds(new Date(), BUSINESS_TIME_ZONE);
    const at = (base: Date, hours: number) => new Date(base.getTime() + hours * 3_600_000);
    const bookings: Array<[BookingStatus, Date]> = [
      ['pending', new Date()],
      ['pending', at(thisMonthStart, 1)],
      ['completed', at(thisMonthStart, 2)],
      ['completed', at(lastMonthStart, 1)],
      ['cancelled', at(thisMonthStart, -1)],
      ['in_progress', at(lastMonthStart, -1)],
    ];
    for (const [status, createdAt] of bookings) {
      const res = await p
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(client.token))
        .send({
          priorite: 'medium',
          preferedContactMethode: 'email',
          description: 'Please redesign our garden.',
          preferedDateAndTime: inDays(3),
          location: 'Khobar',
          budget: 100,
          demandeDeServiceItems: [{ isAdditionalService: false, serviceId }],
        })
        .expect(201);
      // created_at is never updated by the program; the test moves bookings in time by hand.
      await sql`update bookings set status = ${status}, created_at = ${createdAt} where id = ${res.body.result.id}`.execute(p.db);
    }

    const result = await stats();
    expect(result).toMatchObject({
      users: 2,
      services: 1,
      bookings: 6,
      pendingBookings: 2,
      completedBookings: 2,
      partners: 3,
      ratings: 3,
      messages: 6,
      averageRating: 4.33,
      bookingsThisMonth: 3,
      bookingsLastMonth: 2,
      bookingGrowthPercent: 50,
      revenue: 0,
      monthStartsAt: thisMonthStart.toISOString(),
    });
    expect(result.recentActivity.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Subject 6',
      'Subject 5',
      'Subject 4',
      'Subject 3',
      'Subject 2',
    ]);
    expect(result.recentActivity.ratings).toHaveLength(3);
    expect(result.recentActivity.ratings[0]).toMatchObject({ clientName: 'Sara Client', serviceTitle: 'Gardens' });
    expect(result.recentActivity.bookings).toHaveLength(5);
    const created = result.recentActivity.bookings.map((b: { createdAt: string }) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(result.recentActivity.bookings[0]).toMatchObject({ status: 'pending', clientName: 'Sara Client', demandeDeServiceItems: [{ serviceId }] });
  });

  it('is for admins only', async () => {
    expect((await p.http().get('/Dashboard/stats')).status).toBe(401);
    const res = await p.http().get('/Dashboard/stats').set(bearer(client.token));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe('growthPercent', () => {
  it('is the change over last month to one decimal, and null without a last month', () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(0, 4)).toBe(-100);
    expect(growthPercent(5, 0)).toBeNull();
  });
});

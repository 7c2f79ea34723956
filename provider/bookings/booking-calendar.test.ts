import { addDays, saudiDate, saudiInstant, weekdayOf } from '../../shared/scheduling/saudi-clock';
import type { Booking } from '../../shared/types/booking';
import { bookingPayload, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';

function upcoming(weekday: number, days = 20): string {
  let date = addDays(saudiDate(new Date()), days);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}
const at = (date: string, hour: number) => saudiInstant(date, hour * 60).toISOString();

describeEachDialect("The admins' calendar (GET /DemandeDeService/calendar)", (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let garden: number;
  let pool: number;
  const sunday = upcoming(0);
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
    garden = await createTestService(p, admin, 'Garden');
    pool = await createTestService(p, admin, 'Pool');
    const book = async (service: number, overrides: Record<string, unknown>) =>
      (await p.http().post('/DemandeDeService/create').set(bearer(client.token)).send(bookingPayload(service, overrides))).body.result.id as number;
    ids.gardenSunday = await book(garden, { slotStartsAt: at(sunday, 14), preferedDateAndTime: at(sunday, 14) });
    ids.poolSunday = await book(pool, { slotStartsAt: at(sunday, 10), preferedDateAndTime: at(sunday, 10) });
    // Without a slot: placed by its preferred date (Saudi midnight, no time chosen).
    ids.poolMonday = await book(pool, { preferedDateAndTime: saudiInstant(addDays(sunday, 1), 0).toISOString() });
    ids.gardenLater = await book(garden, { slotStartsAt: at(addDays(sunday, 8), 9), preferedDateAndTime: at(addDays(sunday, 8), 9) });
    await p.http().patch(`/DemandeDeService/update-status/${ids.poolSunday}`).set(bearer(admin.token)).send({ status: 'cancelled' });
  });
  const calendar = (query: Record<string, string | number>, user: TestUser | null = admin, language = 'en') => {
    const req = p.http().get('/DemandeDeService/calendar').query(query).set('Accept-Language', language);
    return user ? req.set(bearer(user.token)) : req;
  };

  it('lists the week’s bookings by their time, every status, earliest first', async () => {
    const res = await calendar({ from: sunday, to: addDays(sunday, 6) });
    expect(res.status).toBe(200);
    const week = res.body.result as Booking[];
    expect(week.map((b) => b.id)).toEqual([ids.poolSunday, ids.gardenSunday, ids.poolMonday]);
    expect(week.map((b) => b.status)).toEqual(['cancelled', 'pending', 'pending']);
  });

  it('filters by service, and takes a whole month', async () => {
    expect(((await calendar({ from: sunday, to: addDays(sunday, 30), serviceId: garden })).body.result as Booking[]).map((b) => b.id)).toEqual([
      ids.gardenSunday,
      ids.gardenLater,
    ]);
  });

  it('refuses missing, reversed and too long ranges (400, English and Arabic)', async () => {
    expect((await calendar({})).body.errors).toEqual({ from: ['Date is required'], to: ['Date is required'] });
    expect((await calendar({ from: sunday, to: addDays(sunday, -1) })).body.errors).toEqual({ to: ['The end date must not be before the start date'] });
    const long = await calendar({ from: sunday, to: addDays(sunday, 62) }, admin, 'ar');
    expect([long.status, long.body.errors]).toEqual([400, { to: ['اطلب 62 يومًا على الأكثر في المرة الواحدة'] }]);
    expect((await calendar({ from: sunday, to: sunday, serviceId: 'x' })).status).toBe(400);
  });

  it('is for admins only (401 anonymous, 403 client)', async () => {
    expect((await calendar({ from: sunday, to: sunday }, null)).status).toBe(401);
    expect((await calendar({ from: sunday, to: sunday }, client)).status).toBe(403);
  });
});

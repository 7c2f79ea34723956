import { addDays, saudiDate, saudiInstant, weekdayOf } from '../../shared/scheduling/saudi-clock';
import { icsDate, parseIcs } from '../../test-support/ics-parse';
import { bookingPayload, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';

function upcoming(weekday: number, days: number): string {
  let date = addDays(saudiDate(new Date()), days);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describeEachDialect('GET /DemandeDeService/{id}/calendar (.ics) and the reminders setting', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let owner: TestUser;
  let other: TestUser;
  let id: number;
  let dayOnly: number;
  const slot = saudiInstant(upcoming(1, 10), 9 * 60).toISOString();
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    owner = await p.user();
    other = await p.user();
    const service = await createTestService(p, admin, 'Home visit');
    const res = await p
      .http()
      .post('/DemandeDeService/create')
      .set(bearer(owner.token))
      .send(bookingPayload(service, { slotStartsAt: slot, preferedDateAndTime: slot, location: 'Al Khobar; Rakah, villa 3' }));
    expect(res.status).toBe(201);
    id = res.body.result.id;
    // A day without a time (midnight in Riyadh): nothing to put in a calendar.
    const day = await p
      .http()
      .post('/DemandeDeService/create')
      .set(bearer(owner.token))
      .send(bookingPayload(service, { preferedDateAndTime: saudiInstant(upcoming(2, 10), 0).toISOString() }));
    dayOnly = day.body.result.id;
    await p.settle();
  });

  const get = (bookingId: number, user: TestUser | null, language = 'en') => {
    const req = p.http().get(`/DemandeDeService/${bookingId}/calendar`).set('Accept-Language', language);
    return user ? req.set(bearer(user.token)) : req;
  };

  it('gives the owner the booking as an .ics attachment, in their language, that parses back', async () => {
    const res = await get(id, owner, 'ar');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${id}.ics"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const ics = parseIcs(res.text);
    const event = ics.events[0]!;
    expect(event).toMatchObject({ UID: `booking-${id}@site.test`, LOCATION: 'Al Khobar; Rakah, villa 3', STATUS: 'TENTATIVE' });
    expect(icsDate(event.DTSTART!).toISOString()).toBe(slot);
    expect(event.SUMMARY).toContain('حجز');
    expect((await get(id, owner, 'en')).text).toContain('SUMMARY:Home visit — Khadamat booking #');
    // ?lang wins over Accept-Language (the link on a page in Arabic).
    expect((await p.http().get(`/DemandeDeService/${id}/calendar?lang=ar`).set(bearer(owner.token)).set('Accept-Language', 'en')).text).toContain('حجز');
  });

  it('lets an admin have it too; 401 anonymous, 404 for another client (not revealed), an unknown id, or a booking without a time', async () => {
    expect((await get(id, admin)).status).toBe(200);
    expect((await get(id, null)).status).toBe(401);
    const foreign = await get(id, other);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await get(999_999, owner)).status).toBe(404);
    const noTime = await get(dayOnly, owner);
    expect([noTime.status, noTime.body.message]).toEqual([404, 'This booking has a day but no time, so there is no calendar event for it']);
  });

  it('confirms the event once the company confirms the booking, and cancels it in the file of a cancelled booking, with a higher SEQUENCE', async () => {
    expect((await p.http().patch(`/DemandeDeService/update-status/${id}`).set(bearer(admin.token)).send({ status: 'in_progress' })).status).toBe(200);
    const before = parseIcs((await get(id, owner)).text).events[0]!;
    expect(before.STATUS).toBe('CONFIRMED');
    expect((await p.http().patch(`/DemandeDeService/update-status/${id}`).set(bearer(admin.token)).send({ status: 'cancelled' })).status).toBe(200);
    const after = parseIcs((await get(id, owner)).text);
    expect(after.calendar.METHOD).toBe('CANCEL');
    expect(after.events[0]).toMatchObject({ STATUS: 'CANCELLED', UID: before.UID });
    expect(Number(after.events[0]!.SEQUENCE)).toBeGreaterThanOrEqual(Number(before.SEQUENCE));
  });

  it('keeps the reminders’ lead time beside the notice period: 24 by default, 0 to 168, unchanged when left out', async () => {
    const settings = () => p.http().get('/Availability/settings').set(bearer(admin.token));
    expect((await settings()).body.result.reminderHours).toBe(24);
    const saved = await p.http().put('/Availability/change-policy').set(bearer(admin.token)).send({ changeNoticeHours: 48, reminderHours: 6 });
    expect([saved.status, saved.body.result.reminderHours]).toEqual([200, 6]);
    await p.http().put('/Availability/change-policy').set(bearer(admin.token)).send({ changeNoticeHours: 40 });
    expect((await settings()).body.result).toMatchObject({ changeNoticeHours: 40, reminderHours: 6 });
    for (const reminderHours of [-1, 169, 2.5]) {
      const res = await p.http().put('/Availability/change-policy').set(bearer(admin.token)).send({ changeNoticeHours: 48, reminderHours });
      expect([res.status, res.body.errors]).toEqual([400, { reminderHours: ['Enter a whole number of hours from 0 to 168'] }]);
    }
    const ar = await p
      .http()
      .put('/Availability/change-policy')
      .set(bearer(admin.token))
      .set('Accept-Language', 'ar')
      .send({ changeNoticeHours: 48, reminderHours: 200 });
    expect(ar.body.errors).toEqual({ reminderHours: ['أدخل عددًا صحيحًا من الساعات بين ٠ و١٦٨'] });
    await p.http().put('/Availability/change-policy').set(bearer(admin.token)).send({ changeNoticeHours: 48, reminderHours: 24 });
  });
});

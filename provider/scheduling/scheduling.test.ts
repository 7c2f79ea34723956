import type { AvailabilityDay, ServiceAvailability } from '../../shared/types/availability';
import { addDays, saudiDate, saudiInstant, weekdayOf } from '../../shared/scheduling/saudi-clock';
import { bookingPayload, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';

/** The first date on `weekday` at least `days` days after today (Saudi calendar). */
function upcoming(weekday: number, days = 14): string {
  let date = addDays(saudiDate(new Date()), days);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}
const at = (date: string, hour: number, minute = 0) => saudiInstant(date, hour * 60 + minute).toISOString();
const SUNDAY = 0;
const FRIDAY = 5;

describeEachDialect('Availability (scheduling)', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let garden: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
    garden = await createTestService(p, admin, 'Garden visit');
  });
  const slots = (serviceId: number, from: string, to: string, language = 'en') =>
    p.http().get(`/Availability/services/${serviceId}/slots`).query({ from, to }).set('Accept-Language', language);
  const book = (user: TestUser, serviceId: number, slotStartsAt: string, language = 'en') =>
    p
      .http()
      .post('/DemandeDeService/create')
      .set(bearer(user.token))
      .set('Accept-Language', language)
      .send(bookingPayload(serviceId, { slotStartsAt, preferedDateAndTime: slotStartsAt }));
  const dayOf = (body: { result: ServiceAvailability }, date: string): AvailabilityDay => body.result.days.find((d) => d.date === date)!;

  describe('settings (admin)', () => {
    it('starts with Sunday to Thursday 09:00-18:00, no days off, and an hour, one at a time, per service', async () => {
      const res = await p.http().get('/Availability/settings').set(bearer(admin.token));
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({
        timeZone: 'Asia/Riyadh',
        workingHours: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '18:00' })),
        blackoutDays: [],
      });
      expect(res.body.result.services).toContainEqual({ serviceId: garden, durationMinutes: 60, capacity: 1 });
    });

    it.each([
      ['get', '/Availability/settings'],
      ['put', '/Availability/working-hours'],
      ['put', '/Availability/blackout-days'],
      ['put', '/Availability/services/1'],
    ] as const)('keeps %s %s to admins (401 anonymous, 403 client)', async (method, path) => {
      expect((await p.http()[method](path).send({})).status).toBe(401);
      const asClient = await p.http()[method](path).set(bearer(client.token)).send({});
      expect(asClient.status).toBe(403);
      expect(asClient.body.code).toBe('FORBIDDEN');
    });

    it('replaces the working hours, refusing impossible ones in English and Arabic', async () => {
      const bad = {
        workingHours: [
          { weekday: 0, opensAt: '18:00', closesAt: '09:00' },
          { weekday: 1, opensAt: '9am', closesAt: '17:00' },
        ],
      };
      const en = await p.http().put('/Availability/working-hours').set(bearer(admin.token)).send(bad);
      expect(en.status).toBe(400);
      expect(en.body.errors).toEqual({
        'workingHours[0].closesAt': ['Closing time must be after opening time'],
        'workingHours[1].opensAt': ['Use the 24-hour format HH:MM (for example 08:00)'],
      });
      const ar = await p.http().put('/Availability/working-hours').set(bearer(admin.token)).set('Accept-Language', 'ar').send(bad);
      expect(ar.body.errors['workingHours[0].closesAt']).toEqual(['يجب أن يكون وقت الإغلاق بعد وقت الافتتاح']);
      const twice = await p
        .http()
        .put('/Availability/working-hours')
        .set(bearer(admin.token))
        .send({
          workingHours: [
            { weekday: 2, opensAt: '09:00', closesAt: '10:00' },
            { weekday: 2, opensAt: '11:00', closesAt: '12:00' },
          ],
        });
      expect(twice.body.errors).toEqual({ workingHours: ['Each weekday can have one set of hours only'] });

      const saturday = { weekday: 6, opensAt: '08:00', closesAt: '12:00' };
      const ok = await p
        .http()
        .put('/Availability/working-hours')
        .set(bearer(admin.token))
        .send({ workingHours: [saturday, { weekday: 0, opensAt: '09:00', closesAt: '18:00' }] });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Working hours saved');
      expect(ok.body.result.workingHours).toEqual([{ weekday: 0, opensAt: '09:00', closesAt: '18:00' }, saturday]);
      const saturdayDate = upcoming(6);
      const open = await slots(garden, saturdayDate, saturdayDate);
      expect(dayOf(open.body, saturdayDate).slots.map((s) => s.startsAt)).toEqual([8, 9, 10, 11].map((h) => at(saturdayDate, h)));
      const monday = upcoming(1);
      expect(dayOf((await slots(garden, monday, monday)).body, monday).closed).toBe('closedDay');
      // A week closed on every day stays closed (it is not the defaults again).
      const closed = await p.http().put('/Availability/working-hours').set(bearer(admin.token)).send({ workingHours: [] });
      expect(closed.body.result.workingHours).toEqual([]);
      expect(dayOf((await slots(garden, monday, monday)).body, monday).closed).toBe('closedDay');
      // Back to the defaults for the tests that follow.
      const restore = await p
        .http()
        .put('/Availability/working-hours')
        .set(bearer(admin.token))
        .send({ workingHours: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '18:00' })) });
      expect(restore.status).toBe(200);
    });

    it('replaces the days off, each a real date listed once', async () => {
      const bad = await p
        .http()
        .put('/Availability/blackout-days')
        .set(bearer(admin.token))
        .send({
          blackoutDays: [
            { date: '2027-02-30', name: 'x', arabicName: '' },
            { date: '9999-01-01', name: 'x', arabicName: 'س' },
          ],
        });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        'blackoutDays[0].date': ['Invalid date'],
        'blackoutDays[0].arabicName': ['Arabic name of the day off is required'],
        'blackoutDays[1].date': ['Invalid date'],
      });
      const day = { date: '2027-03-10', name: 'Eid al-Fitr', arabicName: 'عيد الفطر' };
      const twice = await p
        .http()
        .put('/Availability/blackout-days')
        .set(bearer(admin.token))
        .send({ blackoutDays: [day, day] });
      expect(twice.body.errors).toEqual({ blackoutDays: ['Each date can be listed once only'] });
      const ok = await p
        .http()
        .put('/Availability/blackout-days')
        .set(bearer(admin.token))
        .set('Accept-Language', 'ar')
        .send({ blackoutDays: [day] });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('تم حفظ أيام العطل');
      expect(ok.body.result.blackoutDays).toEqual([day]);
    });

    it("sets a service's visit length and places; unknown services are 404", async () => {
      const bad = await p.http().put(`/Availability/services/${garden}`).set(bearer(admin.token)).send({ durationMinutes: 5, capacity: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        durationMinutes: ['A visit takes 15 to 720 whole minutes'],
        capacity: ['Places at once must be a whole number from 1 to 100'],
      });
      expect((await p.http().put('/Availability/services/999999').set(bearer(admin.token)).send({ durationMinutes: 60, capacity: 1 })).status).toBe(404);
      const ok = await p.http().put(`/Availability/services/${garden}`).set(bearer(admin.token)).send({ durationMinutes: 90, capacity: 2 });
      expect(ok.body).toMatchObject({ message: 'Visit length and places saved', result: { serviceId: garden, durationMinutes: 90, capacity: 2 } });
      const sunday = upcoming(SUNDAY);
      const res = await slots(garden, sunday, sunday);
      expect(res.body.result).toMatchObject({ durationMinutes: 90, capacity: 2 });
      expect(dayOf(res.body, sunday).slots.map((s) => s.startsAt)).toEqual([9, 10.5, 12, 13.5, 15, 16.5].map((h) => at(sunday, Math.floor(h), (h % 1) * 60)));
    });
  });

  describe('GET /Availability/services/{id}/slots (public)', () => {
    it('lists each day: closed weekdays, days off and open days with their places', async () => {
      const service = await createTestService(p, admin, 'Consultation');
      const sunday = upcoming(SUNDAY, 21);
      const res = await slots(service, sunday, addDays(sunday, 6));
      expect(res.status).toBe(200);
      expect(res.body.result.days.map((d: { closed: string | null }) => d.closed)).toEqual([null, null, null, null, null, 'closedDay', 'closedDay']);
      const first = dayOf(res.body, sunday);
      expect(first.slots).toHaveLength(9);
      expect(first.slots[0]).toEqual({ startsAt: at(sunday, 9), endsAt: at(sunday, 10), capacity: 1, remaining: 1 });
      const eid = await slots(garden, '2027-03-10', '2027-03-10');
      expect(eid.body.result.days[0]).toEqual({
        date: '2027-03-10',
        closed: 'blackout',
        blackout: { name: 'Eid al-Fitr', arabicName: 'عيد الفطر' },
        slots: [],
      });
    });

    it('refuses missing, invalid, reversed and too long ranges, and unknown services', async () => {
      const none = await p.http().get(`/Availability/services/${garden}/slots`);
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual({ from: ['Date is required'], to: ['Date is required'] });
      expect((await slots(garden, '2027-02-30', '2027-03-01')).body.errors).toEqual({ from: ['Use a date written YYYY-MM-DD'] });
      // Years no date field takes (the day after 9999-12-31 is no date at all).
      expect((await slots(garden, '9999-12-01', '9999-12-31')).body.errors).toEqual({
        from: ['Use a date written YYYY-MM-DD'],
        to: ['Use a date written YYYY-MM-DD'],
      });
      expect((await slots(garden, '2027-03-02', '2027-03-01')).body.errors).toEqual({ to: ['The end date must not be before the start date'] });
      const long = await slots(garden, '2027-01-01', '2027-03-04', 'ar');
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ to: ['اطلب 62 يومًا على الأكثر في المرة الواحدة'] });
      expect((await slots(garden, '2027-01-01', '2027-03-03')).status).toBe(200);
      expect((await slots(999999, '2027-01-01', '2027-01-02')).status).toBe(404);
    });
  });

  describe('booking a slot', () => {
    let visit: number;
    beforeAll(async () => {
      visit = await createTestService(p, admin, 'Site visit');
    });

    it('takes a place, shown in the slots and on the booking; a cancelled booking gives it back', async () => {
      await p.http().put(`/Availability/services/${visit}`).set(bearer(admin.token)).send({ durationMinutes: 60, capacity: 2 });
      const sunday = upcoming(SUNDAY);
      const res = await book(client, visit, at(sunday, 10));
      expect(res.status).toBe(201);
      expect(res.body.result).toMatchObject({ slotStartsAt: at(sunday, 10), slotEndsAt: at(sunday, 11), preferedDateAndTime: at(sunday, 10) });
      const remaining = async () => dayOf((await slots(visit, sunday, sunday)).body, sunday).slots.find((s) => s.startsAt === at(sunday, 10))!.remaining;
      expect(await remaining()).toBe(1);
      const cancelled = await p.http().patch(`/DemandeDeService/cancel/${res.body.result.id}`).set(bearer(client.token));
      expect(cancelled.status).toBe(200);
      expect(await remaining()).toBe(2);
      // Cancelling is one move: asking again gives nothing more back.
      expect((await p.http().patch(`/DemandeDeService/cancel/${res.body.result.id}`).set(bearer(client.token))).status).toBe(409);
      expect(await remaining()).toBe(2);
    });

    it('refuses a slot in the past, on a day off, between slots or outside the hours (400, English and Arabic)', async () => {
      const sunday = upcoming(SUNDAY);
      const cases: Array<[string, string]> = [
        [new Date(Date.now() - 3_600_000).toISOString(), 'This time has already passed. Please choose a later one.'],
        [saudiInstant('2027-03-10', 600).toISOString(), 'We are closed on this day. Please choose another day.'],
        [at(sunday, 9, 30), 'This time is outside our working hours. Please choose one of the offered times.'],
        [at(sunday, 18), 'This time is outside our working hours. Please choose one of the offered times.'],
        [at(upcoming(FRIDAY), 10), 'This time is outside our working hours. Please choose one of the offered times.'],
      ];
      for (const [slot, text] of cases) {
        const res = await p
          .http()
          .post('/DemandeDeService/create')
          .set(bearer(client.token))
          .send(bookingPayload(visit, { slotStartsAt: slot }));
        expect([res.status, res.body.errors]).toEqual([400, { slotStartsAt: [text] }]);
      }
      const ar = await book(client, visit, at(sunday, 9, 30), 'ar');
      expect(ar.body.errors.slotStartsAt).toEqual(['هذا الموعد خارج ساعات عملنا. يرجى اختيار أحد المواعيد المتاحة.']);
    });

    it('refuses a full slot with 409 and a field error, in English and Arabic', async () => {
      const monday = upcoming(1);
      await p.http().put(`/Availability/services/${visit}`).set(bearer(admin.token)).send({ durationMinutes: 60, capacity: 1 });
      expect((await book(client, visit, at(monday, 11))).status).toBe(201);
      const full = await book(client, visit, at(monday, 11), 'ar');
      expect(full.status).toBe(409);
      expect(full.body).toMatchObject({
        code: 'CONFLICT',
        message: 'اكتمل حجز هذا الموعد للتو. يرجى اختيار موعد آخر.',
        errors: { slotStartsAt: ['اكتمل حجز هذا الموعد للتو. يرجى اختيار موعد آخر.'] },
      });
      expect(dayOf((await slots(visit, monday, monday)).body, monday).slots.find((s) => s.startsAt === at(monday, 11))!.remaining).toBe(0);
    });

    it('lets two clients never take the last place at once: of many parallel bookings of one place, exactly one succeeds', async () => {
      const racers = await Promise.all(Array.from({ length: 12 }, () => p.user()));
      const tuesday = upcoming(2);
      const slot = at(tuesday, 14);
      const answers = await Promise.all(racers.map((racer) => book(racer, visit, slot)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(11).fill(409)]);
      const held = await p.db.selectFrom('bookings').select('id').where('slot_starts_at', '=', new Date(slot)).where('slot_service_id', '=', visit).execute();
      expect(held).toHaveLength(1);
      const row = await p.db
        .selectFrom('slot_occupancy')
        .select('taken')
        .where('service_id', '=', visit)
        .where('starts_at', '=', new Date(slot))
        .executeTakeFirstOrThrow();
      expect(row.taken).toBe(1);
    });

    it('still takes a request without a slot (only a preferred date), as before', async () => {
      const res = await p.http().post('/DemandeDeService/create').set(bearer(client.token)).send(bookingPayload(visit));
      expect(res.status).toBe(201);
      expect(res.body.result).toMatchObject({ slotStartsAt: null, slotEndsAt: null });
    });
  });
});

import { bookingPayload, createTestBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, STRONG_PASSWORD, type TestProvider, type TestUser } from '../test-support/harness';
import { createTestPartner, type TestPartner } from '../test-support/partner-account';

/** A Saudi working day (Sunday to Thursday) at least `daysAhead` days away, at HH:MM Saudi time, as ISO. */
function workdayAt(daysAhead: number, time: string): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  while (![0, 1, 2, 3, 4].includes(new Date(day.getTime() + 3 * 3_600_000).getUTCDay())) day.setTime(day.getTime() + 86_400_000);
  const date = new Date(day.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${date}T${time}:00+03:00`).toISOString();
}

const JEDDAH = { city: 'jeddah', district: 'Al Rawdah', street: 'Prince Sultan Road', buildingNumber: '2345', additionalNumber: '6789', postalCode: '23435' };

describeEachDialect('Dispatch routes', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  let serviceId: number;
  let otherServiceId: number;
  let free: TestPartner;
  let busy: TestPartner;
  let riyadh: TestPartner;
  let bookingId: number;
  let clashingId: number;
  const when = workdayAt(5, '10:00');

  const assign = (bookingId: number, partnerId: unknown, token = admin.token, language = 'en') =>
    p.http().post(`/DemandeDeService/${bookingId}/assignments`).set(bearer(token)).set('Accept-Language', language).send({ partnerId });
  const setAddress = (bookingId: number, token: string, body: Record<string, unknown> = JEDDAH) =>
    p.http().put(`/DemandeDeService/${bookingId}/address`).set(bearer(token)).send(body);

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
    stranger = await p.user();
    serviceId = await createTestService(p, admin, 'AC maintenance');
    otherServiceId = await createTestService(p, admin, 'Painting');
    free = await createTestPartner(p, { serviceId, name: 'Free Cooling', arabicName: 'تبريد متاح', cities: ['jeddah'] });
    busy = await createTestPartner(p, { serviceId, name: 'Busy Cooling', arabicName: 'تبريد مشغول', cities: ['jeddah', 'makkah'] });
    riyadh = await createTestPartner(p, { serviceId, name: 'Riyadh Cooling', cities: ['riyadh'] });
    await createTestPartner(p, { serviceId: otherServiceId, name: 'Jeddah Painters', cities: ['jeddah'] });
    bookingId = await createTestBooking(p, client, serviceId, { preferedDateAndTime: when });
    clashingId = await createTestBooking(p, stranger, serviceId, { preferedDateAndTime: when });
  });

  describe('the booking address', () => {
    it('is set by an admin or the booking client, in the national address shape', async () => {
      const own = await setAddress(bookingId, client.token, { ...JEDDAH, note: 'Gate 2', mapUrl: 'https://maps.google.com/?q=21.5,39.2' });
      expect(own.status).toBe(200);
      expect(own.body.result.address).toEqual({ ...JEDDAH, note: 'Gate 2', mapUrl: 'https://maps.google.com/?q=21.5,39.2' });
      const byAdmin = await setAddress(clashingId, admin.token, { ...JEDDAH, buildingNumber: '٢٣٤٥' });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.result.address).toMatchObject({ city: 'jeddah', buildingNumber: '2345', note: '', mapUrl: null });
    });

    it('is taken with the booking when the client makes it, and a bad one refuses the booking (400 under address.<field>)', async () => {
      const maker = await p.user();
      const made = await p
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(maker.token))
        .send(
          bookingPayload(serviceId, { preferedDateAndTime: workdayAt(9, '09:00'), address: { ...JEDDAH, postalCode: '٢٣٤٣٥', note: 'Gate 2', mapUrl: '' } }),
        );
      expect(made.status).toBe(201);
      expect(made.body.result.address).toEqual({ ...JEDDAH, note: 'Gate 2', mapUrl: null });
      const refused = await p
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(maker.token))
        .send(bookingPayload(serviceId, { address: { ...JEDDAH, city: 'Atlantis', buildingNumber: '12' } }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ 'address.city': ['Choose a city from the list'], 'address.buildingNumber': [expect.any(String)] });
    });

    it('refuses a city off the list, bad numbers and a non-web map link (400, per field)', async () => {
      const res = await setAddress(bookingId, admin.token, { ...JEDDAH, city: 'Atlantis', postalCode: '123', mapUrl: 'javascript:alert(1)' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        city: ['Choose a city from the list'],
        postalCode: [expect.any(String)],
        mapUrl: ['Enter a map link starting with https://'],
      });
      const arabic = await p
        .http()
        .put(`/DemandeDeService/${bookingId}/address`)
        .set(bearer(admin.token))
        .set('Accept-Language', 'ar')
        .send({ ...JEDDAH, city: 'x' });
      expect(arabic.body.errors.city).toEqual(['اختر مدينة من القائمة']);
    });

    it('is 401 without a token, 404 for another client or an unknown booking, 403 for a partner', async () => {
      expect((await p.http().put(`/DemandeDeService/${bookingId}/address`).send(JEDDAH)).status).toBe(401);
      expect((await setAddress(bookingId, stranger.token)).status).toBe(404);
      expect((await setAddress(999_999, admin.token)).status).toBe(404);
      expect((await setAddress(bookingId, free.token)).status).toBe(403);
    });
  });

  describe('assigning', () => {
    it('lists the partners of the service with why each cannot take it', async () => {
      const res = await p.http().get(`/DemandeDeService/${bookingId}/dispatch`).set(bearer(admin.token));
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ bookingId, serviceId, city: 'jeddah', startsAt: when, assignments: [] });
      const byName = Object.fromEntries(res.body.result.candidates.map((c: { name: string }) => [c.name, c]));
      expect(Object.keys(byName).sort()).toEqual(['Busy Cooling', 'Free Cooling', 'Riyadh Cooling']);
      expect(byName['Free Cooling']).toMatchObject({ partnerId: free.partnerId, refusal: null, clash: null, hasLogin: true, cities: ['jeddah'] });
      expect(byName['Riyadh Cooling']).toMatchObject({ refusal: 'otherCity' });
    });

    it('refuses a busy partner with 409 naming the clashing job, in the caller’s language', async () => {
      expect((await assign(clashingId, busy.partnerId)).status).toBe(201);
      const res = await assign(bookingId, busy.partnerId);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
      expect(res.body.message).toMatch(
        new RegExp(`^Busy Cooling already has booking #${clashingId} \\(AC maintenance\\) on .+ at that time - Choose another partner or another time$`),
      );
      const arabic = await assign(bookingId, busy.partnerId, admin.token, 'ar');
      expect(arabic.status).toBe(409);
      expect(arabic.body.message).toContain('لدى تبريد مشغول الحجز رقم');
      const board = await p.http().get(`/DemandeDeService/${bookingId}/dispatch`).set(bearer(admin.token));
      const busyCandidate = board.body.result.candidates.find((c: { partnerId: number }) => c.partnerId === busy.partnerId);
      expect(busyCandidate).toMatchObject({ refusal: 'busy', clash: { bookingId: clashingId, serviceTitle: 'AC maintenance', startsAt: when } });
    });

    it('assigns a free partner (201), who is told by e-mail, and refuses them twice', async () => {
      p.mail.length = 0;
      const res = await assign(bookingId, free.partnerId);
      expect(res.status).toBe(201);
      expect(res.body.result).toMatchObject({ bookingId, partnerId: free.partnerId, partnerName: 'Free Cooling', status: 'assigned', assignedBy: admin.id });
      await p.settle();
      const mail = p.mail.find((m) => m.to === free.email);
      expect(mail?.subject).toMatch(new RegExp(`^(New job #${bookingId}|مهمة جديدة)`));
      expect(mail?.text).toContain('/partner');
      const again = await assign(bookingId, free.partnerId);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Free Cooling is already assigned to this booking');
    });

    it('refuses partners of another city or service, and bad or unknown ids', async () => {
      expect((await assign(bookingId, riyadh.partnerId)).body.message).toBe("Riyadh Cooling does not serve this booking's city");
      const badBody = await assign(bookingId, 'abc');
      expect(badBody.status).toBe(400);
      expect(badBody.body.errors.partnerId).toEqual([expect.any(String)]);
      const missing = await p.http().post(`/DemandeDeService/${bookingId}/assignments`).set(bearer(admin.token)).send({});
      expect(missing.body.errors).toEqual({ partnerId: ['Choose a partner'] });
      expect((await assign(bookingId, 999_999)).status).toBe(404);
      expect((await assign(999_999, free.partnerId)).status).toBe(404);
    });

    it('is for admins only: 401 without a token, 403 for a client or a partner', async () => {
      expect((await p.http().post(`/DemandeDeService/${bookingId}/assignments`).send({ partnerId: free.partnerId })).status).toBe(401);
      expect((await assign(bookingId, free.partnerId, client.token)).status).toBe(403);
      expect((await assign(bookingId, free.partnerId, free.token)).status).toBe(403);
      expect((await p.http().get(`/DemandeDeService/${bookingId}/dispatch`).set(bearer(busy.token))).status).toBe(403);
    });
  });

  describe('who sees the assignments', () => {
    it('shows them to the admin, the booking client and an assigned partner; 403 to another partner, 404 to another client', async () => {
      const get = (token: string) => p.http().get(`/DemandeDeService/${bookingId}/assignments`).set(bearer(token));
      expect((await get(admin.token)).body.result.map((a: { partnerId: number }) => a.partnerId)).toEqual([free.partnerId]);
      expect((await get(client.token)).body.result).toHaveLength(1);
      expect((await get(free.token)).status).toBe(200);
      const other = await get(busy.token);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('This job is not assigned to you');
      expect((await get(stranger.token)).status).toBe(404);
      expect((await p.http().get(`/DemandeDeService/${bookingId}/assignments`)).status).toBe(401);
    });
  });

  describe('withdrawing and reassigning', () => {
    it('hands the job to another free partner in one step, or changes nothing when the new one is busy', async () => {
      const board = await p.http().get(`/DemandeDeService/${bookingId}/assignments`).set(bearer(admin.token));
      const current = board.body.result[0].id as number;
      const refused = await p
        .http()
        .post(`/DemandeDeService/${bookingId}/assignments/${current}/reassign`)
        .set(bearer(admin.token))
        .send({ partnerId: busy.partnerId });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(`#${clashingId}`);
      const still = await p.http().get(`/DemandeDeService/${bookingId}/assignments`).set(bearer(admin.token));
      expect(still.body.result.map((a: { status: string }) => a.status)).toEqual(['assigned']);

      const fresh = await createTestPartner(p, { serviceId, name: 'Fresh Cooling', cities: ['jeddah'] });
      p.mail.length = 0;
      const moved = await p
        .http()
        .post(`/DemandeDeService/${bookingId}/assignments/${current}/reassign`)
        .set(bearer(admin.token))
        .send({ partnerId: fresh.partnerId });
      expect(moved.status).toBe(201);
      expect(moved.body.result).toMatchObject({ partnerId: fresh.partnerId, status: 'assigned' });
      await p.settle();
      expect(p.mail.find((m) => m.to === free.email)?.subject).toContain('withdrawn');
      expect(p.mail.find((m) => m.to === fresh.email)?.subject).toContain('New job');
      // The first partner no longer reaches the booking.
      expect((await p.http().get(`/DemandeDeService/${bookingId}/assignments`).set(bearer(free.token))).status).toBe(403);
    });

    it('withdraws an assignment once (404 unknown, 409 again)', async () => {
      const list = await p.http().get(`/DemandeDeService/${bookingId}/assignments`).set(bearer(admin.token));
      const live = list.body.result.find((a: { status: string }) => a.status === 'assigned').id as number;
      const withdraw = (id: number, token = admin.token) => p.http().delete(`/DemandeDeService/${bookingId}/assignments/${id}`).set(bearer(token));
      expect((await withdraw(live, client.token)).status).toBe(403);
      const res = await withdraw(live);
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('withdrawn');
      expect((await withdraw(live)).status).toBe(409);
      expect((await withdraw(999_999)).status).toBe(404);
      // The busy partner's assignment belongs to another booking: unknown here.
      const other = await p.http().get(`/DemandeDeService/${clashingId}/assignments`).set(bearer(admin.token));
      expect((await withdraw(other.body.result[0].id)).status).toBe(404);
    });

    it('refuses to staff a cancelled booking (409)', async () => {
      const cancelled = await createTestBooking(p, client, serviceId, { preferedDateAndTime: workdayAt(6, '11:00') });
      expect((await p.http().patch(`/DemandeDeService/update-status/${cancelled}`).set(bearer(admin.token)).send({ status: 'cancelled' })).status).toBe(200);
      const res = await assign(cancelled, free.partnerId);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVALID_STATE');
    });
  });

  describe('partner availability', () => {
    it('keeps cities, own hours and days off, and dispatch honours them', async () => {
      const saudiDay = new Date(new Date(when).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
      const put = await p
        .http()
        .put(`/Partners/${free.partnerId}/availability`)
        .set(bearer(admin.token))
        .send({
          cities: ['jeddah', 'makkah'],
          workingDays: [{ weekday: 0, opensAt: '08:00', closesAt: '12:00' }],
          daysOff: [{ date: saudiDay, note: 'Family' }],
        });
      expect(put.status).toBe(200);
      expect(put.body.result).toEqual({
        partnerId: free.partnerId,
        cities: ['jeddah', 'makkah'],
        workingDays: [{ weekday: 0, opensAt: '08:00', closesAt: '12:00' }],
        daysOff: [{ date: saudiDay, note: 'Family' }],
      });
      const board = await p.http().get(`/DemandeDeService/${bookingId}/dispatch`).set(bearer(admin.token));
      expect(board.body.result.candidates.find((c: { partnerId: number }) => c.partnerId === free.partnerId).refusal).toBe('dayOff');
      expect((await assign(bookingId, free.partnerId)).body.message).toBe("Free Cooling does not work on this booking's day");

      const back = await p
        .http()
        .put(`/Partners/${free.partnerId}/availability`)
        .set(bearer(admin.token))
        .send({ cities: ['jeddah'], workingDays: null, daysOff: [] });
      expect(back.body.result).toEqual({ partnerId: free.partnerId, cities: ['jeddah'], workingDays: null, daysOff: [] });
      expect((await p.http().get(`/Partners/${free.partnerId}/availability`).set(bearer(admin.token))).body.result.cities).toEqual(['jeddah']);
    });

    it('refuses bad lists (400), unknown partners (404) and non-admins (401/403)', async () => {
      const bad = await p
        .http()
        .put(`/Partners/${free.partnerId}/availability`)
        .set(bearer(admin.token))
        .send({ cities: ['jeddah', 'jeddah'], workingDays: [{ weekday: 0, opensAt: '12:00', closesAt: '08:00' }], daysOff: [{ date: '2026-02-30' }] });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['cities', 'daysOff[0].date', 'workingDays[0].closesAt']);
      expect((await p.http().put('/Partners/999999/availability').set(bearer(admin.token)).send({ cities: [], workingDays: null, daysOff: [] })).status).toBe(
        404,
      );
      expect((await p.http().get(`/Partners/${free.partnerId}/availability`)).status).toBe(401);
      expect((await p.http().get(`/Partners/${free.partnerId}/availability`).set(bearer(free.token))).status).toBe(403);
    });
  });

  describe('partner logins', () => {
    let partnerId: number;
    beforeAll(async () => {
      const res = await p.http().post('/Partners/create-partner').set(bearer(admin.token)).send({
        id: 0,
        name: 'Invited Cooling',
        arabicName: 'تبريد مدعو',
        location: 'Jeddah',
        arabicLocation: 'جدة',
        description: 'd',
        arabicDescription: 'و',
        serviceId,
      });
      partnerId = res.body.result.id;
    });
    const invite = (body: Record<string, unknown>, id = partnerId) => p.http().post(`/Partners/${id}/account`).set(bearer(admin.token)).send(body);

    it('refuses a landline, a text channel without a phone, and a bad e-mail (400)', async () => {
      const res = await invite({ email: 'nope', phone: '0112345678', notifyChannel: 'pigeon' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'notifyChannel', 'phone']);
      const noPhone = await invite({ email: 'a@example.com', phone: '', notifyChannel: 'whatsapp' });
      expect(noPhone.body.errors).toEqual({ phone: ["SMS and WhatsApp need the partner's mobile number"] });
      expect((await invite({ email: 'a@example.com', phone: '', notifyChannel: 'email' }, 999_999)).status).toBe(404);
    });

    it('invites the partner: a Partner login, the phone in E.164, and a link that sets the password', async () => {
      p.mail.length = 0;
      const email = `invited.${Date.now()}@example.com`;
      const res = await invite({ email, phone: '050 123 4567', notifyChannel: 'whatsapp' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(`The partner's login was created and an invitation to set a password was sent to ${email}`);
      expect(res.body.result).toMatchObject({ partnerId, email, phone: '+966501234567', notifyChannel: 'whatsapp', isActive: true, passwordSet: false });
      const user = await p.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role: 'Partner', partner_id: partnerId, phone_number: '+966501234567' });

      const mail = p.mail.find((m) => m.to === email)!;
      const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
      // The notice at this point of collection (issue 28): the privacy policy in force, and a link the set-password page knows.
      const policy = (await p.http().get('/Policies/privacy')).body.result;
      expect(mail.text).toContain(`our privacy policy, version ${policy.version} of ${policy.publishedAt.slice(0, 10)}, in force now:`);
      expect(mail.text).toMatch(/\/privacy\n/);
      expect(url.searchParams.get('invitation')).toBe('1');
      const set = await p
        .http()
        .post('/Auth/reset-password')
        .send({ email, token: url.searchParams.get('token'), newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD });
      expect(set.status).toBe(200);
      const login = await p.http().post('/Auth/login').send({ email, password: STRONG_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.result.roles).toEqual(['Partner']);
      // A partner reaches no admin or client route.
      expect((await p.http().get('/User/get-all-users').set(bearer(login.body.result.token))).status).toBe(403);
      expect((await p.http().get(`/Partners/${partnerId}/account`).set(bearer(admin.token))).body.result).toMatchObject({ passwordSet: true });

      expect((await invite({ email: `again.${Date.now()}@example.com`, phone: '', notifyChannel: 'email' })).status).toBe(409);
      expect((await p.http().post(`/Partners/${partnerId}/account/invitation`).set(bearer(admin.token))).status).toBe(200);
    });

    it('refuses an e-mail already in use (409) and shows null for a partner without a login', async () => {
      const res = await p
        .http()
        .post('/Partners/create-partner')
        .set(bearer(admin.token))
        .send({ id: 0, name: 'Other', arabicName: 'آخر', location: 'J', arabicLocation: 'ج', description: 'd', arabicDescription: 'و', serviceId });
      const other = res.body.result.id as number;
      expect((await p.http().get(`/Partners/${other}/account`).set(bearer(admin.token))).body.result).toBeNull();
      expect((await invite({ email: client.email, phone: '', notifyChannel: 'email' }, other)).status).toBe(409);
      expect((await p.http().post(`/Partners/${other}/account/invitation`).set(bearer(admin.token))).status).toBe(404);
    });

    it('keeps the contact in E.164 on the partner and their login', async () => {
      const res = await p.http().put(`/Partners/${partnerId}/contact`).set(bearer(admin.token)).send({ phone: '+966 55 987 6543', notifyChannel: 'sms' });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ partnerId, phone: '+966559876543', notifyChannel: 'sms' });
      const user = await p.db.selectFrom('users').select('phone_number').where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
      expect(user.phone_number).toBe('+966559876543');
      expect((await p.http().put(`/Partners/${partnerId}/contact`).set(bearer(client.token)).send({ phone: '', notifyChannel: 'email' })).status).toBe(403);
      expect((await p.http().put('/Partners/999999/contact').set(bearer(admin.token)).send({ phone: '', notifyChannel: 'email' })).status).toBe(404);
    });
  });
});

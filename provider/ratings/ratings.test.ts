import { SERVICE_LATEST_RATINGS } from '../../shared/constants';
import { createCompletedBooking, createTestBooking } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';

describeEachDialect('Rates', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let serviceId: number;
  const createService = (title: string, arabicTitle = 'ع') =>
    p
      .http()
      .post('/Services')
      .set(bearer(admin.token))
      .send({ title, description: 'd', arabicTitle, arabicDescription: 'و', durationMin: 1, durationMax: 2, durationUnit: 'Day', price: 10 });
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Sara Client' });
    other = await p.user({ fullName: 'Omar Other' });
    serviceId = (await createService('Rated service')).body.result.id;
  });

  it('creates a rate as the token client, ignoring a clientId in the body', async () => {
    await createCompletedBooking(p, client, serviceId);
    const res = await p
      .http()
      .post('/Rates/create-rate')
      .set(bearer(client.token))
      .send({ value: 5, comment: '  Excellent work  ', serviceId, clientId: other.clientId });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your review has been added successfully!');
    expect(res.body.result).toMatchObject({
      value: 5,
      comment: 'Excellent work',
      clientId: client.clientId,
      clientName: 'Sara Client',
      serviceId,
      serviceTitle: 'Rated service',
      serviceArabicTitle: 'ع',
      verified: true,
      createdAt: expect.any(String),
    });
    const service = await p.http().get(`/Services/${serviceId}`);
    expect(service.body.result.rateDtos[0]).toMatchObject({ id: res.body.result.id, value: 5 });
  });

  it('gives each service the figures of all its ratings and only its newest ones, in both the list and the one service', async () => {
    const created = await createService('Much rated service');
    const muchRated = created.body.result.id as number;
    const reviewer = await p.user({ fullName: 'Frequent Reviewer' });
    expect(created.body.result).toMatchObject({ rateDtos: [], rating: { average: 0, count: 0 } });
    // More ratings than a service carries, a minute apart: 2 stars for the oldest three, then fives.
    const count = SERVICE_LATEST_RATINGS + 3;
    const start = Date.parse('2026-01-01T00:00:00Z');
    await p.db
      .insertInto('ratings')
      .values(
        Array.from({ length: count }, (_, i) => ({
          value: i < 3 ? 2 : 5,
          comment: `Review ${i + 1}`,
          service_id: muchRated,
          client_id: reviewer.clientId!,
          created_at: new Date(start + i * 60_000),
        })),
      )
      .execute();
    // (3 × 2 + 12 × 5) / 15 = 4.4
    const expected = { average: 4.4, count };
    const newest = Array.from({ length: SERVICE_LATEST_RATINGS }, (_, i) => `Review ${count - i}`);

    const one = await p.http().get(`/Services/${muchRated}`);
    expect(one.body.result.rating).toEqual(expected);
    expect(one.body.result.rateDtos.map((r: { comment: string }) => r.comment)).toEqual(newest);
    const listed = (await p.http().get('/Services')).body.result.find((s: { id: number }) => s.id === muchRated);
    expect(listed.rating).toEqual(expected);
    expect(listed.rateDtos.map((r: { comment: string }) => r.comment)).toEqual(newest);
    // Every rating is still listed a page at a time.
    const all = await p.http().get('/Rates/get-all').query({ serviceId: muchRated, page: 2, pageSize: 10 });
    expect(all.body.result).toMatchObject({ total: count });
    expect(all.body.result.items.map((r: { comment: string }) => r.comment)).toEqual(['Review 5', 'Review 4', 'Review 3', 'Review 2', 'Review 1']);

    // The figures follow a deletion (the kept counts), and the answer is not served stale.
    const oldest = (await p.http().get('/Rates/get-all').query({ serviceId: muchRated, value: 2 })).body.result as { id: number }[];
    for (const rating of oldest) await p.http().delete(`/Rates/${rating.id}`).set(bearer(admin.token)).expect(200);
    const after = await p.http().get(`/Services/${muchRated}`);
    expect(after.body.result.rating).toEqual({ average: 5, count: SERVICE_LATEST_RATINGS });
  });

  it('lists publicly, with search, star filter and pages', async () => {
    await createCompletedBooking(p, other, serviceId);
    await createCompletedBooking(p, other, serviceId);
    await p.http().post('/Rates/create-rate').set(bearer(other.token)).send({ value: 3, comment: 'Average garden result', serviceId }).expect(201);
    await p.http().post('/Rates/create-rate').set(bearer(other.token)).send({ value: 4, comment: 'Good', serviceId }).expect(201);
    const all = await p.http().get('/Rates/get-all');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body.result)).toBe(true);
    expect(all.body.result.length).toBeGreaterThanOrEqual(3);
    const search = await p.http().get('/Rates/get-all?search=GARDEN');
    expect(search.body.result.map((r: { comment: string }) => r.comment)).toEqual(['Average garden result']);
    const byClient = await p.http().get('/Rates/get-all?search=omar');
    expect(byClient.body.result).toHaveLength(2);
    const stars = await p.http().get('/Rates/get-all?value=4');
    expect(stars.body.result.every((r: { value: number }) => r.value === 4)).toBe(true);
    const page = await p.http().get('/Rates/get-all?page=1&pageSize=2');
    expect(page.body.result).toMatchObject({ page: 1, pageSize: 2, total: all.body.result.length });
    expect(page.body.result.items).toHaveLength(2);
    expect((await p.http().get('/Rates/get-all?value=9')).status).toBe(400);
    expect((await p.http().get('/Rates/get-all?page=0')).body.errors.page).toEqual(['Page must be a whole number of 1 or more']);
    expect((await p.http().get('/Rates/get-all?pageSize=500')).status).toBe(400);
  });

  it('validates the rating, the comment and the service', async () => {
    const res = await p.http().post('/Rates/create-rate').set(bearer(client.token)).send({ value: 0, comment: ' ', serviceId: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ value: ['Please select a rating'], comment: ['Please write a comment'], serviceId: ['Please select a service'] });
    const range = await p.http().post('/Rates/create-rate').set(bearer(client.token)).send({ value: 7, comment: 'x', serviceId });
    expect(range.body.errors.value).toEqual(['Rating must be a whole number from 1 to 5']);
    const unknown = await p.http().post('/Rates/create-rate').set(bearer(client.token)).send({ value: 3, comment: 'x', serviceId: 999999 });
    expect(unknown.body.errors.serviceId).toEqual(['This service does not exist']);
  });

  it('lets only clients rate, and only admins delete an unverified rating; a verified one is kept', async () => {
    expect((await p.http().post('/Rates/create-rate').send({ value: 5, comment: 'x', serviceId })).status).toBe(401);
    expect((await p.http().post('/Rates/create-rate').set(bearer(admin.token)).send({ value: 5, comment: 'x', serviceId })).status).toBe(403);
    await createCompletedBooking(p, client, serviceId);
    const rate = await p.http().post('/Rates/create-rate').set(bearer(client.token)).send({ value: 2, comment: 'Meh', serviceId });
    const id = rate.body.result.id;
    expect((await p.http().delete(`/Rates/${id}`)).status).toBe(401);
    expect((await p.http().delete(`/Rates/${id}`).set(bearer(client.token))).status).toBe(403);
    // Made after a completed booking: a verified review, a record.
    const kept = await p.http().delete(`/Rates/${id}`).set(bearer(admin.token));
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({ code: 'INVALID_STATE', message: 'A verified review (after a completed booking) is kept and cannot be deleted' });
    // A rating from before ratings were verified (no booking) can still be moderated away.
    const legacy = await p.db
      .insertInto('ratings')
      .values({ value: 1, comment: 'spam', service_id: serviceId, client_id: client.clientId!, booking_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deleted = await p.http().delete(`/Rates/${legacy.id}`).set(bearer(admin.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Rating deleted successfully');
    expect((await p.http().delete(`/Rates/${legacy.id}`).set(bearer(admin.token))).status).toBe(404);
  });

  it('lists only commented ratings for the testimonials page, newest first, by service and stars, with the figures per service', async () => {
    const create = (title: string) => createService(title, `ع ${title}`);
    const quiet = (await create('Quiet service')).body.result.id as number;
    await createCompletedBooking(p, client, quiet);
    await createCompletedBooking(p, other, quiet);
    await p.http().post('/Rates/create-rate').set(bearer(client.token)).send({ value: 2, comment: 'Slow start', serviceId: quiet }).expect(201);
    await p.http().post('/Rates/create-rate').set(bearer(other.token)).send({ value: 5, comment: 'Then excellent', serviceId: quiet }).expect(201);
    // A star rating without words (older clients, imports): it counts in the average, not on the page.
    await p.db.insertInto('ratings').values({ value: 4, comment: '   ', service_id: quiet, client_id: client.clientId! }).execute();

    const commented = await p.http().get('/Rates/get-all').query({ withComment: 'true', serviceId: quiet, page: 1, pageSize: 10 });
    expect(commented.body.result.total).toBe(2);
    expect(commented.body.result.items.map((r: { comment: string }) => r.comment)).toEqual(['Then excellent', 'Slow start']);
    const everything = await p.http().get('/Rates/get-all').query({ serviceId: quiet });
    expect(everything.body.result).toHaveLength(3);
    const fiveStars = await p.http().get('/Rates/get-all').query({ withComment: 'true', serviceId: quiet, value: 5 });
    expect(fiveStars.body.result.map((r: { comment: string }) => r.comment)).toEqual(['Then excellent']);
    expect((await p.http().get('/Rates/get-all').query({ withComment: 'maybe' })).status).toBe(400);

    const unrated = (await create('Unrated service')).body.result.id as number;
    const summary = await p.http().get('/Rates/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.result.find((s: { serviceId: number }) => s.serviceId === quiet)).toEqual({
      serviceId: quiet,
      serviceTitle: 'Quiet service',
      serviceArabicTitle: 'ع Quiet service',
      average: 3.7,
      count: 3,
      reviewCount: 2,
    });
    expect(summary.body.result.find((s: { serviceId: number }) => s.serviceId === unrated)).toBeUndefined();
  });

  describe('verified reviews: only a client with a completed booking of the service rates it, once per booking', () => {
    let reviewer: TestUser;
    let stranger: TestUser;
    let serviceOf: number;
    beforeAll(async () => {
      reviewer = await p.user({ fullName: 'Huda Reviewer' });
      stranger = await p.user({ fullName: 'Faisal Stranger' });
      const created = await p.http().post('/Services').set(bearer(admin.token)).send({
        title: 'Verified service',
        description: 'd',
        arabicTitle: 'خدمة موثقة',
        arabicDescription: 'و',
        durationMin: 1,
        durationMax: 2,
        durationUnit: 'Day',
        price: 10,
      });
      serviceOf = created.body.result.id;
    });

    const rate = (user: TestUser, body: Record<string, unknown>, language = 'en') =>
      p
        .http()
        .post('/Rates/create-rate')
        .set(bearer(user.token))
        .set('Accept-Language', language)
        .send({ value: 4, comment: 'Tidy and on time', serviceId: serviceOf, ...body });
    const eligibility = (user: TestUser) => p.http().get(`/Rates/eligibility/${serviceOf}`).set(bearer(user.token));

    it('refuses a client without a completed booking of the service, in English and Arabic', async () => {
      const none = await rate(stranger, {});
      expect(none.status).toBe(403);
      expect(none.body).toMatchObject({
        isSuccess: false,
        code: 'FORBIDDEN',
        message: 'Only clients who have completed a booking of this service can review it',
      });
      expect((await rate(stranger, {}, 'ar')).body.message).toBe('يمكن تقييم هذه الخدمة فقط من العملاء الذين أكملوا حجزًا لها');
      // A booking that is not completed does not count.
      await createTestBooking(p, stranger, serviceOf);
      expect((await rate(stranger, {})).status).toBe(403);
      expect((await eligibility(stranger)).body.result).toEqual({ serviceId: serviceOf, bookingIds: [], hasCompletedBooking: false });
    });

    it('takes one rating per completed booking, the oldest first, and says when each is rated', async () => {
      const first = await createCompletedBooking(p, reviewer, serviceOf);
      const second = await createCompletedBooking(p, reviewer, serviceOf);
      expect((await eligibility(reviewer)).body.result).toEqual({ serviceId: serviceOf, bookingIds: [first, second], hasCompletedBooking: true });

      const one = await rate(reviewer, {});
      expect(one.status).toBe(201);
      expect(one.body.result.verified).toBe(true);
      expect((await eligibility(reviewer)).body.result.bookingIds).toEqual([second]);
      // The first booking again, by name: already rated.
      const again = await rate(reviewer, { bookingId: first });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This booking has already been reviewed');
      expect((await rate(reviewer, { bookingId: second })).status).toBe(201);
      const none = await rate(reviewer, {}, 'ar');
      expect(none.status).toBe(409);
      expect(none.body.message).toBe('لقد قيّمت كل حجوزاتك المكتملة لهذه الخدمة');
    });

    it("refuses another client's booking, and a booking of another service", async () => {
      const theirs = await createCompletedBooking(p, reviewer, serviceOf);
      expect((await rate(stranger, { bookingId: theirs })).status).toBe(403);
      expect((await rate(reviewer, { bookingId: theirs, serviceId })).status).toBe(403);
      const bad = await rate(reviewer, { bookingId: 'x' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['bookingId']);
    });

    it('counts one of two submissions for the last unrated booking sent at the same moment', async () => {
      const racer = await p.user({ fullName: 'Nasser Racer' });
      await createCompletedBooking(p, racer, serviceOf);
      const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => rate(racer, { comment: `At once ${i}` })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
      const stored = await p.db.selectFrom('ratings').select('id').where('client_id', '=', racer.clientId!).execute();
      expect(stored).toHaveLength(1);
    });

    it('shows ratings made before verification unmarked, and the eligibility only to clients', async () => {
      await p.db.insertInto('ratings').values({ value: 3, comment: 'From the old site', service_id: serviceOf, client_id: stranger.clientId! }).execute();
      const listed = await p.http().get('/Rates/get-all').query({ serviceId: serviceOf });
      const byComment = new Map(listed.body.result.map((r: { comment: string; verified: boolean }) => [r.comment, r.verified]));
      expect(byComment.get('From the old site')).toBe(false);
      expect(byComment.get('Tidy and on time')).toBe(true);
      expect((await p.http().get(`/Rates/eligibility/${serviceOf}`)).status).toBe(401);
      expect((await p.http().get(`/Rates/eligibility/${serviceOf}`).set(bearer(admin.token))).status).toBe(403);
      expect((await p.http().get('/Rates/eligibility/abc').set(bearer(reviewer.token))).status).toBe(404);
      expect((await p.http().get('/Rates/eligibility/999999').set(bearer(reviewer.token))).status).toBe(404);
    });
  });
});

import { bearer, describeEachDialect, inDays, type TestProvider, type TestUser } from '../test-support/harness';
import { bookingPayload, createTestBooking, createTestService } from '../test-support/fixtures';
import { createBooking } from './bookings.repository';

describeEachDialect('DemandeDeService (bookings)', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let gardens: number;
  let marketing: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Sara Client' });
    other = await p.user({ fullName: 'Omar Other' });
    gardens = await createTestService(p, admin, 'Gardens');
    marketing = await createTestService(p, admin, 'Marketing');
  });
  const setStatus = (id: number, status: string) => p.http().patch(`/DemandeDeService/update-status/${id}`).set(bearer(admin.token)).send({ status });

  describe('POST /DemandeDeService/create', () => {
    it("books a service with additional services, as the token's client", async () => {
      const when = inDays(5);
      const res = await p
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(client.token))
        .send(
          bookingPayload(gardens, {
            clientId: other.clientId,
            priorite: 'high',
            preferedContactMethode: 'whatsapp',
            preferedDateAndTime: when,
            budget: 8500,
            description: '  Landscaping for a villa garden  ',
            demandeDeServiceItems: [
              { isAdditionalService: false, serviceId: gardens },
              { isAdditionalService: true, serviceId: marketing },
            ],
          }),
        );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        isSuccess: true,
        message: 'Booking submitted successfully',
        result: {
          id: expect.any(Number),
          clientId: client.clientId,
          clientName: 'Sara Client',
          clientEmail: client.email,
          priorite: 'high',
          preferedContactMethode: 'whatsapp',
          description: 'Landscaping for a villa garden',
          preferedDateAndTime: when,
          budget: 8500,
          status: 'pending',
          demandeDeServiceItems: [
            { isAdditionalService: false, serviceId: gardens, serviceTitle: 'Gardens', serviceArabicTitle: 'ع' },
            { isAdditionalService: true, serviceId: marketing, serviceTitle: 'Marketing' },
          ],
        },
      });
    });

    it.each([
      ['priorite', 'urgent', 'Urgency must be low, medium or high'],
      ['preferedContactMethode', 'gmail', 'Please choose a valid contact method'],
      ['description', '   ', 'Description is required'],
      ['description', 'Too short', 'Description too short (minimum 10 characters)'],
      ['description', 'x'.repeat(501), 'Description must be at most 500 characters'],
      ['preferedDateAndTime', '', 'Date is required'],
      ['preferedDateAndTime', 'next week', 'Invalid date'],
      ['preferedDateAndTime', inDays(-3), 'Cannot select a past date'],
      ['location', ' ', 'Location is required'],
      ['location', 'x'.repeat(256), 'Location must be at most 255 characters'],
      ['budget', -1, 'Budget must be 0 or greater'],
      ['demandeDeServiceItems', [], 'Please select a service'],
      ['demandeDeServiceItems', undefined, 'Please select a service'],
    ])('refuses %s = %j (400)', async (field, value, text) => {
      const res = await provider()
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(client.token))
        .send(bookingPayload(gardens, { [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors[field]).toEqual([text]);
    });

    it('needs exactly one main service, each existing', async () => {
      const post = (items: unknown) =>
        p
          .http()
          .post('/DemandeDeService/create')
          .set(bearer(client.token))
          .send(bookingPayload(gardens, { demandeDeServiceItems: items }));
      const twoMain = await post([
        { isAdditionalService: false, serviceId: gardens },
        { isAdditionalService: false, serviceId: marketing },
      ]);
      expect(twoMain.body.errors.demandeDeServiceItems).toEqual(['The request must contain exactly one main service']);
      const noId = await post([{ isAdditionalService: false, serviceId: 0 }]);
      expect(noId.body.errors['demandeDeServiceItems[0].serviceId']).toEqual(['Please select a service']);
      const tooMany = await post(Array.from({ length: 21 }, (_, i) => ({ isAdditionalService: i > 0, serviceId: gardens })));
      expect(tooMany.body.errors.demandeDeServiceItems).toEqual(['Too many services in one request']);
      const unknown = await post([
        { isAdditionalService: false, serviceId: 999999 },
        { isAdditionalService: true, serviceId: gardens },
        { isAdditionalService: true, serviceId: 999998 },
      ]);
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({
        'demandeDeServiceItems[0].serviceId': ['This service does not exist'],
        'demandeDeServiceItems[2].serviceId': ['This service does not exist'],
      });
    });

    it('lets only clients book (401 without a token, 403 for an admin without a client record)', async () => {
      expect((await p.http().post('/DemandeDeService/create').send(bookingPayload(gardens))).status).toBe(401);
      const res = await p.http().post('/DemandeDeService/create').set(bearer(admin.token)).send(bookingPayload(gardens));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only client accounts can do this');
    });

    it('writes the request and its items in one transaction', async () => {
      const before = await p.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      // A service that vanished between the check and the write: the item's foreign key fails.
      await expect(
        createBooking(p.db, {
          clientId: client.clientId!,
          priorite: 'low',
          preferedContactMethode: 'email',
          description: 'Half-written request',
          preferedDateAndTime: new Date(),
          location: 'Khobar',
          budget: 0,
          items: [
            { serviceId: gardens, isAdditionalService: false },
            { serviceId: 999999, isAdditionalService: true },
          ],
          slot: null,
        }),
      ).rejects.toThrow();
      const after = await p.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });

  describe('reading bookings', () => {
    let lister: TestUser;
    let mine: number[];
    let theirs: number;
    beforeAll(async () => {
      const u = await p.user({ fullName: 'Lists Client' });
      lister = u;
      mine = [
        await createTestBooking(p, u, gardens, { location: 'Dammam corniche', description: 'Garden for a new villa please' }),
        await createTestBooking(p, u, marketing, { description: 'Instagram campaign for our cafe' }),
      ];
      theirs = await createTestBooking(p, other, gardens, { location: 'Jubail industrial city' });
      await setStatus(mine[0]!, 'in_review').expect(200);
    });

    it("GET my-requests: the client's own, newest first, with pages and a status filter", async () => {
      const res = await p.http().get('/DemandeDeService/my-requests').set(bearer(lister.token));
      expect(res.status).toBe(200);
      expect(res.body.result.map((r: { id: number }) => r.id)).toEqual([mine[1], mine[0]]);
      const page = await p.http().get('/DemandeDeService/my-requests?page=2&pageSize=1').set(bearer(lister.token));
      expect(page.body.result).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: mine[0] }] });
      const reviewed = await p.http().get('/DemandeDeService/my-requests?status=in_review').set(bearer(lister.token));
      expect(reviewed.body.result.map((r: { id: number }) => r.id)).toEqual([mine[0]]);
      expect((await p.http().get('/DemandeDeService/my-requests?status=lost').set(bearer(lister.token))).status).toBe(400);
      expect((await p.http().get('/DemandeDeService/my-requests')).status).toBe(401);
      expect((await p.http().get('/DemandeDeService/my-requests').set(bearer(admin.token))).status).toBe(403);
    });

    it("GET get-all: the search finds a booking by a booked service's English or Arabic title", async () => {
      const created = await p
        .http()
        .post('/Services')
        .set(bearer(admin.token))
        .send({
          title: 'Pergola shading',
          description: 'd',
          arabicTitle: 'تظليل البرجولات',
          arabicDescription: 'و',
          durationMin: 1,
          durationMax: 2,
          durationUnit: 'Day',
          price: 100,
        })
        .expect(201);
      const pergola = created.body.result.id as number;
      // Booked as an additional service: no text of the booking itself names it.
      const booked = await createTestBooking(p, other, gardens, {
        demandeDeServiceItems: [
          { isAdditionalService: false, serviceId: gardens },
          { isAdditionalService: true, serviceId: pergola },
        ],
      });
      const get = async (query: string) => (await p.http().get(`/DemandeDeService/get-all?${query}`).set(bearer(admin.token))).body.result;
      const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
      expect(ids(await get('search=PERGOLA'))).toEqual([booked]);
      expect(ids(await get(`search=${encodeURIComponent('البرجولات')}`))).toEqual([booked]);
      // The search alone, paged (one pass over the matches), and beside another filter (the general path).
      expect(await get('search=pergola&page=1&pageSize=5')).toMatchObject({ total: 1, items: [{ id: booked }] });
      expect(await get(`status=pending&serviceId=${gardens}&search=pergola&page=1&pageSize=5`)).toMatchObject({ total: 1, items: [{ id: booked }] });
      expect(await get('status=in_review&search=pergola&page=1')).toMatchObject({ total: 0, items: [] });
      // A booking matched both by its text and by its service is listed once.
      const both = await createTestBooking(p, other, pergola, { description: 'A pergola over the terrace' });
      expect(ids(await get('search=pergola'))).toEqual([both, booked]);
      expect(await get('search=pergola&page=1')).toMatchObject({ total: 2 });
    });

    it('GET get-all: every booking for an admin, filtered by status, service and search', async () => {
      const all = await p.http().get('/DemandeDeService/get-all').set(bearer(admin.token));
      expect(all.status).toBe(200);
      const ids = all.body.result.map((r: { id: number }) => r.id);
      expect(ids).toEqual(expect.arrayContaining([...mine, theirs]));
      const created = all.body.result.map((r: { createdAt: string }) => r.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const get = async (query: string) => (await p.http().get(`/DemandeDeService/get-all?${query}`).set(bearer(admin.token))).body.result;
      expect((await get('status=in_review')).map((r: { id: number }) => r.id)).toEqual([mine[0]]);
      expect((await get(`serviceId=${marketing}`)).map((r: { id: number }) => r.id)).toContain(mine[1]);
      expect(
        (await get(`serviceId=${marketing}`)).every((r: { demandeDeServiceItems: Array<{ serviceId: number }> }) =>
          r.demandeDeServiceItems.some((i) => i.serviceId === marketing),
        ),
      ).toBe(true);
      expect((await get('search=JUBAIL')).map((r: { id: number }) => r.id)).toEqual([theirs]);
      expect((await get('search=instagram')).map((r: { id: number }) => r.id)).toEqual([mine[1]]);
      expect((await get('search=lists client')).map((r: { id: number }) => r.id)).toEqual([mine[1], mine[0]]);
      expect((await get(`search=${encodeURIComponent(other.email)}&page=1`)).total).toBeGreaterThanOrEqual(1);
      expect(await get(`status=pending&serviceId=${gardens}&search=jubail&page=1&pageSize=5`)).toMatchObject({ total: 1, items: [{ id: theirs }] });
      for (const [query, field] of [
        ['status=lost', 'status'],
        ['serviceId=x', 'serviceId'],
        ['page=-1', 'page'],
      ]) {
        const res = await p.http().get(`/DemandeDeService/get-all?${query}`).set(bearer(admin.token));
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      expect((await p.http().get('/DemandeDeService/get-all')).status).toBe(401);
      expect((await p.http().get('/DemandeDeService/get-all').set(bearer(lister.token))).status).toBe(403);
    });

    it('GET /{id}: own booking or any for an admin; others and unknown ids are 404', async () => {
      const own = await p.http().get(`/DemandeDeService/${mine[0]}`).set(bearer(lister.token));
      expect(own.status).toBe(200);
      expect(own.body.result).toMatchObject({ id: mine[0], status: 'in_review' });
      expect((await p.http().get(`/DemandeDeService/${theirs}`).set(bearer(admin.token))).status).toBe(200);
      const hidden = await p.http().get(`/DemandeDeService/${theirs}`).set(bearer(lister.token));
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('Booking not found');
      expect((await p.http().get('/DemandeDeService/999999').set(bearer(admin.token))).status).toBe(404);
      expect((await p.http().get(`/DemandeDeService/${mine[0]}`)).status).toBe(401);
    });
  });

  describe('the booking lifecycle', () => {
    it('moves a booking from pending through review, quote and work to completed', async () => {
      const id = await createTestBooking(p, client, gardens);
      for (const status of ['in_review', 'quoted', 'in_progress', 'completed']) {
        const res = await setStatus(id, status);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ message: 'Booking status updated', result: { id, status } });
      }
      const again = await setStatus(id, 'completed');
      expect(again.status).toBe(200);
      const back = await setStatus(id, 'pending');
      expect(back.status).toBe(409);
      expect(back.body).toMatchObject({ code: 'INVALID_STATE', message: 'The booking cannot move to this status from its current status' });
      expect((await setStatus(id, 'cancelled')).status).toBe(409);
    });

    it('lets an admin cancel at any open stage, and not skip back', async () => {
      const id = await createTestBooking(p, client, gardens);
      await setStatus(id, 'in_progress').expect(200);
      expect((await setStatus(id, 'quoted')).status).toBe(409);
      expect((await setStatus(id, 'cancelled')).body.result.status).toBe('cancelled');
    });

    it('validates the status and the id, and is for admins only', async () => {
      const id = await createTestBooking(p, client, gardens);
      const invalid = await setStatus(id, 'done');
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ status: ['Unknown status'] });
      expect((await setStatus(999999, 'in_review')).status).toBe(404);
      expect((await p.http().patch(`/DemandeDeService/update-status/${id}`).set(bearer(client.token)).send({ status: 'completed' })).status).toBe(403);
      expect((await p.http().patch(`/DemandeDeService/update-status/${id}`).send({ status: 'completed' })).status).toBe(401);
    });

    it('lets a client cancel their own open booking (pending to in progress), and not once completed or cancelled', async () => {
      const id = await createTestBooking(p, client, gardens);
      const cancel = (user: TestUser, target = id) => p.http().patch(`/DemandeDeService/cancel/${target}`).set(bearer(user.token)).send();
      expect((await cancel(other)).status).toBe(404);
      const res = await cancel(client);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Booking cancelled', result: { id, status: 'cancelled' } });
      const twice = await cancel(client);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('This booking is completed or cancelled, so it can no longer be changed');
      const reviewed = await createTestBooking(p, client, gardens);
      await setStatus(reviewed, 'in_review').expect(200);
      expect((await cancel(client, reviewed)).status).toBe(200);
      const done = await createTestBooking(p, client, gardens);
      await setStatus(done, 'in_progress').expect(200);
      await setStatus(done, 'completed').expect(200);
      expect((await cancel(client, done)).status).toBe(409);
      expect((await cancel(admin)).status).toBe(403);
      expect((await p.http().patch(`/DemandeDeService/cancel/${id}`)).status).toBe(401);
      expect((await cancel(client, 999999)).status).toBe(404);
    });

    it('keeps a booking readable, with its service, after the service is archived', async () => {
      const doomed = await createTestService(p, admin, 'Short-lived service');
      const id = await createTestBooking(p, client, doomed);
      await p.http().delete(`/Services/${doomed}`).set(bearer(admin.token)).expect(200);
      const res = await p.http().get(`/DemandeDeService/${id}`).set(bearer(client.token));
      expect(res.status).toBe(200);
      expect(res.body.result.demandeDeServiceItems).toEqual([expect.objectContaining({ serviceId: doomed, serviceTitle: 'Short-lived service' })]);
    });
  });
});

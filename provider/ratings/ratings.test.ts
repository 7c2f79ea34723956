import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';

describeEachDialect('Rates', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let serviceId: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Sara Client' });
    other = await p.user({ fullName: 'Omar Other' });
    const service = await p.http().post('/Services').set(bearer(admin.token)).send({
      title: 'Rated service',
      description: 'd',
      arabicTitle: 'ع',
      arabicDescription: 'و',
      durationMin: 1,
      durationMax: 2,
      durationUnit: 'Day',
      price: 10,
    });
    serviceId = service.body.result.id;
  });

  it('creates a rate as the token client, ignoring a clientId in the body', async () => {
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
      createdAt: expect.any(String),
    });
    const service = await p.http().get(`/Services/${serviceId}`);
    expect(service.body.result.rateDtos[0]).toMatchObject({ id: res.body.result.id, value: 5 });
  });

  it('lists publicly, with search, star filter and pages', async () => {
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

  it('lets only clients rate and only admins delete', async () => {
    expect((await p.http().post('/Rates/create-rate').send({ value: 5, comment: 'x', serviceId })).status).toBe(401);
    expect((await p.http().post('/Rates/create-rate').set(bearer(admin.token)).send({ value: 5, comment: 'x', serviceId })).status).toBe(403);
    const rate = await p.http().post('/Rates/create-rate').set(bearer(client.token)).send({ value: 2, comment: 'Meh', serviceId });
    const id = rate.body.result.id;
    expect((await p.http().delete(`/Rates/${id}`)).status).toBe(401);
    expect((await p.http().delete(`/Rates/${id}`).set(bearer(client.token))).status).toBe(403);
    const deleted = await p.http().delete(`/Rates/${id}`).set(bearer(admin.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Rating deleted successfully');
    expect((await p.http().delete(`/Rates/${id}`).set(bearer(admin.token))).status).toBe(404);
  });

  it('lists only commented ratings for the testimonials page, newest first, by service and stars, with the figures per service', async () => {
    const create = (title: string) =>
      p
        .http()
        .post('/Services')
        .set(bearer(admin.token))
        .send({ title, description: 'd', arabicTitle: `ع ${title}`, arabicDescription: 'و', durationMin: 1, durationMax: 2, durationUnit: 'Day', price: 10 });
    const quiet = (await create('Quiet service')).body.result.id as number;
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
});

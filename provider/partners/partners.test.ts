import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';

describeEachDialect('Partners', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let serviceId: number;
  const partner = () => ({
    id: 0,
    name: 'Green Oasis',
    arabicName: 'الواحة الخضراء',
    location: 'Riyadh',
    arabicLocation: 'الرياض',
    description: 'Landscaping',
    arabicDescription: 'تنسيق حدائق',
    serviceId,
  });
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
    const service = await p
      .http()
      .post('/Services')
      .set(bearer(admin.token))
      .send({ title: 'S', description: 'd', arabicTitle: 'ع', arabicDescription: 'و', durationMin: 1, durationMax: 2, durationUnit: 'Day', price: 10 });
    serviceId = service.body.result.id;
  });

  it('creates, lists, updates and archives a partner', async () => {
    const created = await p.http().post('/Partners/create-partner').set(bearer(admin.token)).send(partner());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isSuccess: true, message: 'Partner created successfully', result: { ...partner(), id: expect.any(Number) } });
    const id = created.body.result.id;

    const list = await p.http().get('/Partners/get-all');
    expect(list.status).toBe(200);
    expect(list.body.result).toContainEqual({ ...partner(), id, archivedAt: null });
    const filtered = await p.http().get(`/Partners/get-all?serviceId=${serviceId}`);
    expect(filtered.body.result.every((x: { serviceId: number }) => x.serviceId === serviceId)).toBe(true);
    expect((await p.http().get('/Partners/get-all?serviceId=x')).status).toBe(400);

    const updated = await p
      .http()
      .put(`/Partners/update-partner/${id}`)
      .set(bearer(admin.token))
      .send({ ...partner(), id, location: 'Jeddah' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Partner updated successfully', result: { id, location: 'Jeddah' } });
    expect((await p.http().get(`/Services/${serviceId}`)).body.result.partnerDtos).toContainEqual(updated.body.result);

    const deleted = await p.http().delete(`/Partners/${id}`).set(bearer(admin.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Partner archived: gone from the site, kept in the records');
    expect((await p.http().get('/Partners/get-all')).body.result.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await p.http().delete(`/Partners/${id}`).set(bearer(admin.token))).status).toBe(404);
    expect((await p.http().get('/Partners/archived').set(bearer(admin.token))).body.result.map((x: { id: number }) => x.id)).toContain(id);
    expect((await p.http().patch(`/Partners/restore/${id}`).set(bearer(admin.token))).status).toBe(200);
    expect((await p.http().get('/Partners/get-all')).body.result.map((x: { id: number }) => x.id)).toContain(id);
  });

  it('validates each field and the service', async () => {
    const res = await p
      .http()
      .post('/Partners/create-partner')
      .set(bearer(admin.token))
      .send({ name: ' ', arabicName: '', location: '', arabicLocation: '', description: '', arabicDescription: '', serviceId: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['Name is required'],
      arabicName: ['Arabic name is required'],
      location: ['Location is required'],
      arabicLocation: ['Arabic location is required'],
      description: ['Description is required'],
      arabicDescription: ['Arabic description is required'],
      serviceId: ['Please select a service'],
    });
    const noService = await p
      .http()
      .post('/Partners/create-partner')
      .set(bearer(admin.token))
      .send({ ...partner(), serviceId: 999999 });
    expect(noService.status).toBe(400);
    expect(noService.body.errors.serviceId).toEqual(['This service does not exist']);
    const missing = await p
      .http()
      .post('/Partners/create-partner')
      .set(bearer(admin.token))
      .send({ ...partner(), serviceId: undefined });
    expect(missing.body.errors.serviceId).toEqual(['Service is required']);
  });

  it('limits the lengths and refuses a body id that names another partner', async () => {
    const long = await p
      .http()
      .post('/Partners/create-partner')
      .set(bearer(admin.token))
      .send({ ...partner(), name: 'x'.repeat(101), arabicLocation: 'م'.repeat(256), description: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      name: ['Name must be at most 100 characters'],
      arabicLocation: ['Location must be at most 255 characters'],
      description: ['Description must be at most 1000 characters'],
    });
    const created = (await p.http().post('/Partners/create-partner').set(bearer(admin.token)).send(partner())).body.result;
    const mismatch = await p
      .http()
      .put(`/Partners/update-partner/${created.id}`)
      .set(bearer(admin.token))
      .send({ ...partner(), id: created.id + 1 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ id: ['The identifier in the body does not match the address'] });
    const invalid = await p
      .http()
      .put(`/Partners/update-partner/${created.id}`)
      .set(bearer(admin.token))
      .send({ ...partner(), id: created.id, arabicName: '' });
    expect(invalid.body.errors).toEqual({ arabicName: ['Arabic name is required'] });
  });

  it('lets only an admin write', async () => {
    expect((await p.http().post('/Partners/create-partner').send(partner())).status).toBe(401);
    expect((await p.http().put('/Partners/update-partner/1').send(partner())).status).toBe(401);
    expect((await p.http().post('/Partners/create-partner').set(bearer(client.token)).send(partner())).status).toBe(403);
    expect((await p.http().put('/Partners/update-partner/1').set(bearer(client.token)).send(partner())).status).toBe(403);
    expect((await p.http().delete('/Partners/1').set(bearer(client.token))).status).toBe(403);
    expect((await p.http().delete('/Partners/1')).status).toBe(401);
  });
});

import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';

const message = {
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  phone: '+966 50 123 4567',
  subject: 'Garden quote',
  description: 'Please send me a quote for my garden.',
  priorite: 'urgent',
  preferedContactMethode: 'whatsapp',
};

describeEachDialect('ContactUs', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
  });

  it('accepts a message from anyone', async () => {
    const res = await p.http().post('/ContactUs/create-message').send(message);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isSuccess: true,
      message: 'Message added successfully',
      result: { ...message, id: expect.any(Number), date: expect.any(String) },
    });
    const arabic = await p
      .http()
      .post('/ContactUs/create-message')
      .set('Accept-Language', 'ar')
      .send({ ...message, phone: '', priorite: '', preferedContactMethode: '' });
    expect(arabic.status).toBe(201);
    expect(arabic.body.message).toBe('تمت إضافة الرسالة بنجاح');
  });

  it.each([
    ['name', 'S', 'Name must be at least 2 characters'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'nope', 'Invalid email address'],
    ['phone', '12345-789', 'Phone must be at least 10 characters'],
    ['phone', '1234567890123456', 'Phone number must contain 8 to 15 digits'],
    ['subject', 'ab', 'Subject must be at least 3 characters'],
    ['subject', 'x'.repeat(201), 'Subject must be at most 200 characters'],
    ['description', 'short', 'Description must be at least 10 characters'],
    ['description', 'x'.repeat(1001), 'Description must be at most 1000 characters'],
    ['priorite', 'high', 'Priority must be normal, medium or urgent'],
    ['preferedContactMethode', 'email', 'Please choose a valid contact method'],
  ])('refuses %s = %j', async (field, value, text) => {
    const res = await provider()
      .http()
      .post('/ContactUs/create-message')
      .send({ ...message, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([text]);
  });

  it('lists and deletes messages for admins only', async () => {
    const created = await p
      .http()
      .post('/ContactUs/create-message')
      .send({ ...message, subject: 'Findable subject' });
    const id = created.body.result.id;
    expect((await p.http().get('/ContactUs/get-all')).status).toBe(401);
    expect((await p.http().get('/ContactUs/get-all').set(bearer(client.token))).status).toBe(403);
    const list = await p.http().get('/ContactUs/get-all').set(bearer(admin.token));
    expect(list.status).toBe(200);
    expect(list.body.result[0].id).toBe(id);
    const search = await p.http().get('/ContactUs/get-all?search=findable&page=1').set(bearer(admin.token));
    expect(search.body.result).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ id }] });

    expect((await p.http().delete(`/ContactUs/delete-message/${id}`)).status).toBe(401);
    expect((await p.http().delete(`/ContactUs/delete-message/${id}`).set(bearer(client.token))).status).toBe(403);
    const deleted = await p.http().delete(`/ContactUs/delete-message/${id}`).set(bearer(admin.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Message deleted successfully');
    expect((await p.http().delete(`/ContactUs/delete-message/${id}`).set(bearer(admin.token))).status).toBe(404);
  });
});

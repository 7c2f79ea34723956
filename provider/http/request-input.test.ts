import { providerRoutes } from '../app';
import { toOpenApiPath } from '../openapi/openapi';
import { bearer, describeEachDialect, type TestUser } from '../test-support/harness';

/** The inputs that answered 500 before every request was read strictly: each is now a 400 that says why. */
describeEachDialect('strict reading of every request', (provider) => {
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    admin = await provider().user({ role: 'Admin' });
    client = await provider().user();
  });

  const contact = (body: string, language = 'en') =>
    provider().http().post('/ContactUs/create-message').set('Content-Type', 'application/json').set('Accept-Language', language).send(body);
  const VALID_CONTACT = { name: 'Sara Ahmed', email: 'sara@example.com', phone: '', subject: 'Garden', description: 'Please call me about the garden.' };

  it('refuses an object or a list where a text goes, naming the field, in both languages', async () => {
    for (const name of [{}, [], ['Sara'], 42, true]) {
      const res = await contact(JSON.stringify({ ...VALID_CONTACT, name }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        isSuccess: false,
        code: 'VALIDATION_FAILED',
        message: 'Invalid data - Please check your inputs',
        errors: { name: ['Must be text'] },
      });
    }
    const ar = await contact(JSON.stringify({ ...VALID_CONTACT, name: {} }), 'ar');
    expect(ar.body.errors).toEqual({ name: ['يجب أن تكون القيمة نصًا'] });
  });

  it('reports a misshapen field together with the other fields’ own errors', async () => {
    const res = await contact(JSON.stringify({ name: {}, email: 'not-an-email', subject: 'Hi', description: 'short' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['Must be text'],
      email: ['Invalid email address'],
      subject: ['Subject must be at least 3 characters'],
      description: ['Description must be at least 10 characters'],
    });
  });

  it('never reads prototype keys: they are ignored like any unknown field', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const withKey = `{"${key}":{"name":"x"},${JSON.stringify(VALID_CONTACT).slice(1)}`;
      const accepted = await contact(withKey);
      expect({ key, status: accepted.status }).toEqual({ key, status: 201 });
      const alone = await contact(`{"${key}":"x"}`);
      expect({ key, status: alone.status }).toEqual({ key, status: 400 });
      expect(alone.body.errors.name).toEqual(['Name is required']);
    }
    for (const path of ['/Auth/register', '/Auth/login', '/Auth/reset-password', '/Auth/confirm-email']) {
      const res = await provider().http().post(path).set('Content-Type', 'application/json').send('{"__proto__":{"email":"a@b.co"},"toString":1,"valueOf":{}}');
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses NUL in a text field and in a search, which the database could not store or compare', async () => {
    const res = await contact(JSON.stringify({ ...VALID_CONTACT, subject: 'Gar\u0000den' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ subject: ['Contains a character that is not allowed'] });
    const search = await provider().http().get('/Rates/get-all?search=a%00b');
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual({ search: ['Contains a character that is not allowed'] });
    const ignored = await provider().http().get('/Services?utm=a%00b');
    expect(ignored.status).toBe(400);
  });

  it('refuses page=1e20 and other non-digit pages on every paged list', async () => {
    const paged = providerRoutes(provider().config).filter((route) => route.paged);
    expect(paged.length).toBeGreaterThanOrEqual(9);
    for (const route of paged) {
      const caller = route.access === 'client' ? client : admin;
      const path = toOpenApiPath(route.path).replace('{id}', String(caller.id));
      for (const page of ['1e20', '-1', '0', '1.5', '99999999999', '2000000']) {
        const res = await provider().http().get(`${path}?page=${page}`).set(bearer(caller.token));
        expect({ path, page, status: res.status, errors: res.body.errors }).toEqual({
          path,
          page,
          status: 400,
          errors: { page: ['Page must be a whole number of 1 or more'] },
        });
      }
      const last = await provider().http().get(`${path}?page=1000000&pageSize=100`).set(bearer(caller.token));
      expect({ path, status: last.status, items: last.body.result?.items }).toEqual({ path, status: 200, items: [] });
    }
  });

  it('refuses a parameter given twice instead of guessing which one was meant', async () => {
    const res = await provider().http().get('/Rates/get-all?page=1&page=2');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ page: ['Give this parameter once'] });
  });

  it('answers 400 for an address whose %-escapes do not decode, and 404 for an id that is not one', async () => {
    const bad = await provider().http().delete('/Rates/%E0%A4%A').set(bearer(admin.token));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request could not be read');
    for (const id of ['1e20', '99999999999999999999', '-1', 'a.b']) {
      expect((await provider().http().get(`/Services/${id}`)).status).toBe(404);
    }
  });

  it('refuses JSON nested deeper than any body of the API, before parsing it', async () => {
    for (const body of [`${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(4500)}1${'}'.repeat(4500)}`]) {
      const res = await contact(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The request body is nested too deeply');
    }
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await contact(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    expect((await contact('[]')).body.errors).toEqual({ _: ['The request body must be a JSON object'] });
  });

  it('refuses ids past what the database holds in a body', async () => {
    const res = await provider()
      .http()
      .post('/Partners/create-partner')
      .set(bearer(admin.token))
      .send({ name: 'N', arabicName: 'ن', location: 'L', arabicLocation: 'م', description: 'D', arabicDescription: 'و', serviceId: 1e20 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ serviceId: ['Please select a service'] });
  });

  it('does not read a body on a route that takes none', async () => {
    const res = await provider().http().get('/Services').set('Content-Type', 'application/json').send('{not json');
    expect(res.status).toBe(200);
  });
});

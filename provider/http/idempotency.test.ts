import { randomUUID } from 'node:crypto';
import { bookingPayload, createCompletedBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestUser } from '../test-support/harness';

describeEachDialect('Idempotency-Key on creating calls', (provider) => {
  let admin: TestUser;
  let client: TestUser;
  let serviceId: number;
  beforeAll(async () => {
    admin = await provider().user({ role: 'Admin' });
    client = await provider().user();
    serviceId = await createTestService(provider(), admin);
  });

  // One preferred date for every call: a retry of a submission sends the very same body.
  const when = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const book = (user: TestUser, key: string | null, overrides: Record<string, unknown> = {}) => {
    const req = provider().http().post('/DemandeDeService/create').set(bearer(user.token));
    return (key ? req.set('Idempotency-Key', key) : req).send(bookingPayload(serviceId, { preferedDateAndTime: when, ...overrides }));
  };
  const bookingsOf = async (user: TestUser) =>
    (await provider().db.selectFrom('bookings').select('id').where('client_id', '=', user.clientId!).execute()).map((r) => r.id);

  it('answers a repeat with the first answer and creates once', async () => {
    const user = await provider().user();
    const key = randomUUID();
    const first = await book(user, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await book(user, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await bookingsOf(user)).toEqual([first.body.result.id]);
  });

  it('creates once when the same submission arrives many times at the same moment', async () => {
    const user = await provider().user();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(user, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.result.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await bookingsOf(user)).toHaveLength(1);
  });

  it('refuses the same key with a different request (422), in both languages', async () => {
    const user = await provider().user();
    const key = randomUUID();
    expect((await book(user, key)).status).toBe(201);
    const other = await book(user, key, { location: 'Dammam, Al Faisaliyah' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ isSuccess: false, code: 'CONFLICT', message: 'This request key was already used for a different request' });
    const ar = await provider()
      .http()
      .post('/DemandeDeService/create')
      .set(bearer(user.token))
      .set('Accept-Language', 'ar')
      .set('Idempotency-Key', key)
      .send(bookingPayload(serviceId, { location: 'Jubail' }));
    expect(ar.body.message).toBe('مفتاح الطلب هذا استُخدم من قبل لطلب مختلف');
    expect(await bookingsOf(user)).toHaveLength(1);
  });

  it('keeps keys per caller: another client with the same key books for themself', async () => {
    const key = randomUUID();
    const mine = await book(client, key);
    const someoneElse = await provider().user();
    const theirs = await book(someoneElse, key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.result.id).not.toBe(mine.body.result.id);
  });

  it('stores nothing for a call that failed, so its retry runs', async () => {
    const user = await provider().user();
    const key = randomUUID();
    const failed = await provider().http().post('/DemandeDeService/create').set(bearer(user.token)).set('Idempotency-Key', key).send(bookingPayload(999_999));
    expect(failed.status).toBe(400);
    const retried = await book(user, key);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key that is too short or holds other characters', async () => {
    for (const key of ['short', 'has spaces in it!!!!!', 'x'.repeat(201)]) {
      const res = await book(client, key);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
      expect(res.body.errors['Idempotency-Key']).toEqual(['The request key must be 16 to 200 letters, digits or - _ . :']);
    }
  });

  it('without a key, every call creates (the header is optional)', async () => {
    const user = await provider().user();
    await book(user, null);
    await book(user, null);
    expect(await bookingsOf(user)).toHaveLength(2);
  });

  it('covers messages, ratings and quotes too', async () => {
    const key = randomUUID();
    const message = { name: 'Sara Ahmed', email: 'sara@example.com', subject: 'Garden', description: 'Please call me about the garden.' };
    const send = () => provider().http().post('/ContactUs/create-message').set('Idempotency-Key', key).send(message);
    const [a, b] = [await send(), await send()];
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body.result.id).toBe(a.body.result.id);

    // A verified rating: of a booking the client has completed.
    await createCompletedBooking(provider(), client, serviceId);
    const rateKey = randomUUID();
    const rate = () =>
      provider().http().post('/Rates/create-rate').set(bearer(client.token)).set('Idempotency-Key', rateKey).send({ value: 5, comment: 'Great', serviceId });
    const [r1, r2] = [await rate(), await rate()];
    expect(r1.status).toBe(201);
    expect(r2.body.result.id).toBe(r1.body.result.id);

    const bookingId = (await book(client, null)).body.result.id as number;
    const quoteKey = randomUUID();
    const quote = () =>
      provider()
        .http()
        .post('/Quotes/create')
        .set(bearer(admin.token))
        .set('Idempotency-Key', quoteKey)
        .send({
          requestId: bookingId,
          clientName: 'Client',
          clientEmail: 'client@example.com',
          clientPhone: '0501234567',
          validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          items: [{ name: 'Work', quantity: 1, unitPrice: 100 }],
        });
    const [q1, q2] = [await quote(), await quote()];
    expect(q1.status).toBe(201);
    expect(q2.headers['idempotent-replayed']).toBe('true');
    expect(q2.body.result.quoteNumber).toBe(q1.body.result.quoteNumber);
  });
});

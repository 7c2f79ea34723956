import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { bookingPayload, createTestService } from '../test-support/fixtures';

const QUOTAS = { OPEN_BOOKINGS_PER_CLIENT: '3', OPEN_BOOKINGS_PER_SERVICE: '2', BOOKINGS_PER_CLIENT_PER_HOUR: '5' };

describeEachDialect(
  'Booking quotas',
  (provider) => {
    let p: TestProvider;
    let admin: TestUser;
    let gardens: number;
    let pools: number;
    let lighting: number;
    beforeAll(async () => {
      p = provider();
      admin = await p.user({ role: 'Admin' });
      gardens = await createTestService(p, admin, 'Gardens');
      pools = await createTestService(p, admin, 'Pools');
      lighting = await createTestService(p, admin, 'Lighting');
    });
    const book = (client: TestUser, serviceId: number, language = 'en') =>
      p.http().post('/DemandeDeService/create').set(bearer(client.token)).set('Accept-Language', language).send(bookingPayload(serviceId));
    const setStatus = (id: number, status: string) => p.http().patch(`/DemandeDeService/update-status/${id}`).set(bearer(admin.token)).send({ status });

    it('limits open bookings of one client for one service (429, Retry-After, both languages), not for others', async () => {
      const client = await p.user();
      for (let i = 0; i < 2; i++) expect((await book(client, gardens)).status).toBe(201);
      const refused = await book(client, gardens);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ isSuccess: false, code: 'RATE_LIMITED', message: expect.stringMatching(/several open bookings for this service/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const arabic = await book(client, gardens, 'ar');
      expect(arabic.body.message).toMatch(/لديك بالفعل عدة حجوزات مفتوحة لهذه الخدمة/);
      // Another client is not affected.
      expect((await book(await p.user(), gardens)).status).toBe(201);
    });

    it('limits open bookings per client, and a completed or cancelled one frees its place', async () => {
      const client = await p.user();
      const ids: number[] = [];
      for (const service of [gardens, pools, lighting]) {
        const res = await book(client, service);
        expect(res.status).toBe(201);
        ids.push(res.body.result.id);
      }
      const refused = await book(client, gardens);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/many bookings still open/);
      expect((await setStatus(ids[0]!, 'cancelled')).status).toBe(200);
      expect((await book(client, gardens)).status).toBe(201);
    });

    it('limits bookings per client per hour, even when they are closed at once', async () => {
      const client = await p.user();
      for (let i = 0; i < 5; i++) {
        const res = await book(client, [gardens, pools, lighting][i % 3]!);
        expect(res.status).toBe(201);
        expect((await setStatus(res.body.result.id, 'cancelled')).status).toBe(200);
      }
      const refused = await book(client, lighting);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/many bookings in the last hour/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    });

    it('holds under concurrent bookings of one client: never more open than the quota', async () => {
      const client = await p.user();
      const answers = await Promise.all(Array.from({ length: 6 }, () => book(client, pools)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(4);
    });
  },
  QUOTAS,
);

import { loadProviderConfig } from '../config';
import { providerRoutes } from '../app';
import { createTestBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, STRONG_PASSWORD, type TestProvider, type TestUser } from '../test-support/harness';
import { quotePayload } from '../test-support/quote-fixtures';
import type { AuditEntry } from '../../shared/types/audit';

describe('audit coverage', () => {
  it('every route an Admin may call to change something says how the change is recorded', () => {
    const config = loadProviderConfig({ PROVIDER_TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/audit-coverage' });
    const undeclared = providerRoutes(config)
      .filter((route) => route.method !== 'get' && (route.access === 'admin' || route.access === 'user') && !route.audit)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(undeclared).toEqual([]);
  });
});

describeEachDialect('audit log', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let serviceId: number;

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Audit Admin' });
    client = await p.user();
    serviceId = await createTestService(p, admin, 'Audited service');
  });

  const entries = async (query = '') => {
    const res = await p.http().get(`/Audit?page=1&pageSize=100${query}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    return res.body.result as { items: AuditEntry[]; total: number };
  };

  it('records a status move with who, when, and the booking before and after', async () => {
    const bookingId = await createTestBooking(p, client, serviceId);
    const moved = await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(admin.token)).send({ status: 'in_review' });
    expect(moved.status).toBe(200);
    const { items } = await entries(`&entity=booking&entityId=${bookingId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actorId: admin.id,
      actorName: 'Audit Admin',
      actorEmail: admin.email,
      action: 'booking.status',
      entity: 'booking',
      entityId: bookingId,
      before: { id: bookingId, status: 'pending' },
      after: { id: bookingId, status: 'in_review' },
    });
    expect(Date.now() - Date.parse(items[0]!.at)).toBeLessThan(60_000);
    // The client's own booking was not an admin change.
    expect((await entries('&action=booking.status')).items.every((entry) => entry.actorId === admin.id)).toBe(true);
  });

  it('records a creation with nothing before, and an archive with the record before and after', async () => {
    const created = await p.http().post('/Partners/create-partner').set(bearer(admin.token)).send({
      id: 0,
      name: 'Audit Partner',
      arabicName: 'شريك التدقيق',
      location: 'Khobar',
      arabicLocation: 'الخبر',
      description: 'A partner made by the audit test',
      arabicDescription: 'شريك أنشأه اختبار التدقيق',
      serviceId,
    });
    expect(created.status).toBe(201);
    const partnerId = created.body.result.id as number;
    expect((await p.http().delete(`/Partners/${partnerId}`).set(bearer(admin.token))).status).toBe(200);
    const { items } = await entries(`&entity=partner&entityId=${partnerId}`);
    // A partner is archived, never deleted (records are kept): the entry shows it before and after.
    expect(items.map((entry) => entry.action)).toEqual(['partner.archive', 'partner.create']);
    expect(items[1]).toMatchObject({ before: null, after: { id: partnerId, name: 'Audit Partner' } });
    expect(items[0]).toMatchObject({ before: { id: partnerId, name: 'Audit Partner', archivedAt: null }, after: { id: partnerId, archivedAt: expect.any(String) } });
  });

  it('never writes a password or token, and records the change all the same', async () => {
    const res = await p
      .http()
      .patch(`/User/update-password/${admin.id}`)
      .set(bearer(admin.token))
      .send({ oldPassword: STRONG_PASSWORD, newPassword: 'Changed#456', confirmPassword: 'Changed#456' });
    expect(res.status).toBe(200);
    admin.token = res.body.result.token;
    const { items } = await entries('&action=user.password');
    expect(items).toHaveLength(1);
    const keys = (value: unknown): string[] =>
      typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, item]) => [key, ...keys(item)]) : [];
    expect(keys(items[0]).filter((key) => /password|token|hash/i.test(key))).toEqual([]);
    expect(JSON.stringify(items[0])).not.toContain('Changed#456');
    expect(items[0]).toMatchObject({ entity: 'user', entityId: admin.id, after: { email: admin.email } });
  });

  it('records nothing for a refused change', async () => {
    const before = (await entries()).total;
    const bookingId = await createTestBooking(p, client, serviceId);
    expect((await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(admin.token)).send({ status: 'completed' })).status).toBe(409);
    expect((await p.http().patch(`/User/set-type/${client.id}`).set(bearer(admin.token)).send({ typeUser: 9 })).status).toBe(400);
    expect((await entries()).total).toBe(before);
  });

  it('records a repeated creating call once', async () => {
    const bookingId = await createTestBooking(p, client, serviceId);
    const send = () =>
      p
        .http()
        .post('/Quotes/create')
        .set(bearer(admin.token))
        .set('Idempotency-Key', `audit-quote-key-${bookingId}-${p.dialect}`)
        .send(quotePayload(bookingId));
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { items } = await entries(`&entity=quote&entityId=${first.body.result.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ action: 'quote.create', before: null, after: { quoteNumber: first.body.result.quoteNumber } });
  });

  it('records the site content and the working hours, which have no id', async () => {
    const content = await p.http().get('/Content');
    const changed = { ...content.body.result, businessHours: { ...content.body.result.businessHours, opens: '07:30' } };
    delete changed.updatedAt;
    expect((await p.http().put('/Content').set(bearer(admin.token)).send(changed)).status).toBe(200);
    const { items } = await entries('&entity=content');
    expect(items[0]).toMatchObject({
      action: 'content.update',
      entityId: null,
      before: { businessHours: { opens: '08:00' } },
      after: { businessHours: { opens: '07:30' } },
    });
  });

  it('filters by who, what, when and the name of who made the change', async () => {
    const other = await p.user({ role: 'Admin', fullName: 'Second Admin' });
    const bookingId = await createTestBooking(p, client, serviceId);
    await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(other.token)).send({ status: 'cancelled' });
    expect((await entries(`&actorId=${other.id}`)).items.map((e) => e.entityId)).toEqual([bookingId]);
    expect((await entries('&search=second%20admin')).items.map((e) => e.actorId)).toEqual([other.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    expect((await entries(`&from=${today}&to=${today}`)).total).toBe((await entries()).total);
    expect((await entries('&from=2020-01-01&to=2020-01-02')).total).toBe(0);
    const page = await p.http().get('/Audit?page=1&pageSize=2').set(bearer(admin.token));
    expect(page.body.result.items).toHaveLength(2);
    expect(page.body.result.total).toBe((await entries()).total);
  });

  it('keeps the entries of an admin who left, with their name (an account with history is deactivated, not deleted)', async () => {
    const gone = await p.user({ role: 'Admin', fullName: 'Leaving Admin' });
    const bookingId = await createTestBooking(p, client, serviceId);
    await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(gone.token)).send({ status: 'in_review' });
    expect((await p.http().delete(`/User/delete-user/${gone.id}`).set(bearer(admin.token))).status).toBe(200);
    const { items } = await entries(`&entity=booking&entityId=${bookingId}`);
    expect(items[0]).toMatchObject({ actorId: gone.id, actorName: 'Leaving Admin', actorEmail: gone.email });
  });

  it('is read by admins only, and has no way to change or delete an entry', async () => {
    expect((await p.http().get('/Audit')).status).toBe(401);
    expect((await p.http().get('/Audit').set(bearer(client.token))).status).toBe(403);
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      expect((await p.http()[method]('/Audit').set(bearer(admin.token)).send({})).status).toBe(404);
      expect((await p.http()[method]('/Audit/1').set(bearer(admin.token)).send({})).status).toBe(404);
    }
  });

  it('refuses bad filters by name', async () => {
    const bad = await p.http().get('/Audit?entity=planet&action=booking.explode&from=2026-02-30').set(bearer(admin.token));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      entity: ['Choose a kind of record from the list'],
      action: ['Choose a kind of change from the list'],
      from: ['Use a date written YYYY-MM-DD'],
    });
    const backwards = await p.http().get('/Audit?from=2026-03-02&to=2026-03-01').set(bearer(admin.token));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.to).toEqual(['The end date must not be before the start date']);
  });
});

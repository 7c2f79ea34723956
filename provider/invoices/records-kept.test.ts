import { sql } from 'kysely';
import { pdfText } from '../../test-support/pdf-text';
import { KEPT_REFERENCES, UNDELETABLE_TABLES } from '../db/migrations/20261128090000-records-kept';
import { createTestRating, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';

/**
 * Records are never deleted (issue 26, item 1): after every delete route the provider has, an issued
 * invoice and its PDF still come back, in the list and the export; what a delete route would have
 * taken is archived (restorable) instead; and the database itself refuses what code might forget.
 */
describeEachDialect('Records kept through every delete route', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let service: number;
  let partner: number;
  let invoice: { id: number; invoiceNumber: string };
  let rating: number;

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Records Admin' });
    client = await p.user({ fullName: 'Huda Kept' });
    service = await createTestService(p, admin, 'Kept gardens');
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER });
    const { bookingId } = await createQuotedBooking(p, admin, client, service, { complete: true });
    const issued = await p.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId });
    expect(issued.status).toBe(201);
    invoice = issued.body.result;
    rating = await createTestRating(p, client, service, 5, 'Verified and kept', bookingId);
    const created = await p.http().post('/Partners/create-partner').set(bearer(admin.token)).send({
      id: 0,
      name: 'Kept Partner',
      arabicName: 'شريك',
      location: 'Khobar',
      arabicLocation: 'الخبر',
      description: 'D',
      arabicDescription: 'د',
      serviceId: service,
    });
    partner = created.body.result.id;
  });

  /** The invoice, its PDF, its line in the admin's list and in the CSV export, as before. */
  async function expectInvoiceKept(): Promise<void> {
    const one = await p.http().get(`/Invoices/${invoice.id}`).set(bearer(admin.token));
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({ invoiceNumber: invoice.invoiceNumber, clientId: client.clientId });
    const pdf = await p.http().get(`/Invoices/${invoice.id}/pdf`).set(bearer(admin.token)).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.body as Buffer)).toContain(invoice.invoiceNumber);
    const list = await p.http().get('/Invoices/get-all').query({ search: invoice.invoiceNumber }).set(bearer(admin.token));
    expect(list.body.result.items.map((i: { id: number }) => i.id)).toContain(invoice.id);
    const csv = await p.http().get('/Invoices/export').set(bearer(admin.token));
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(invoice.invoiceNumber);
  }

  it('DELETE /User/delete-user/:id archives a client with an issued invoice: deactivated, restorable, the invoice kept', async () => {
    const res = await p.http().delete(`/User/delete-user/${client.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { outcome: 'archived' }, message: expect.stringContaining('archived') });
    await expectInvoiceKept();
    const user = await p.http().get(`/User/get-user/${client.id}`).set(bearer(admin.token));
    expect(user.body.result).toMatchObject({ isActive: false, archivedAt: expect.any(String) });
    // The archived client can no longer use the site.
    expect((await p.http().get('/Invoices/my-invoices').set(bearer(client.token))).status).toBe(401);
    const archived = await p.http().get('/User/get-all-users').query({ archived: true }).set(bearer(admin.token));
    expect(archived.body.result.map((u: { id: number }) => u.id)).toContain(client.id);
    const live = await p.http().get('/User/get-all-users').query({ archived: false }).set(bearer(admin.token));
    expect(live.body.result.map((u: { id: number }) => u.id)).not.toContain(client.id);
    // In Arabic too.
    const again = await p.http().patch(`/User/restore/${client.id}`).set(bearer(admin.token)).set('Accept-Language', 'ar');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('استُعيد الحساب');
    expect(again.body.result).toMatchObject({ isActive: true, archivedAt: null });
    expect((await p.http().patch(`/User/restore/${client.id}`).set(bearer(admin.token))).status).toBe(409);
    client = {
      ...client,
      token: await p.tokenFor((await p.db.selectFrom('users').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow()) as never),
    };
  });

  it('DELETE /User/delete-user/:id deletes an account that left no record at all', async () => {
    const fresh = await p.user({ fullName: 'Never Booked' });
    const res = await p.http().delete(`/User/delete-user/${fresh.id}`).set(bearer(admin.token));
    expect(res.body).toMatchObject({ result: { outcome: 'deleted' } });
    expect((await p.http().get(`/User/get-user/${fresh.id}`).set(bearer(admin.token))).status).toBe(404);
    await expectInvoiceKept();
  });

  it('DELETE /Services/:id archives the service: gone from the site and new bookings, kept with its verified review and the invoice', async () => {
    const res = await p.http().delete(`/Services/${service}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    await expectInvoiceKept();
    expect((await p.http().get('/Services')).body.result.map((s: { id: number }) => s.id)).not.toContain(service);
    expect((await p.http().get(`/Services/${service}`)).status).toBe(404);
    const archived = await p.http().get('/Services/archived').set(bearer(admin.token));
    expect(archived.body.result).toEqual(expect.arrayContaining([expect.objectContaining({ id: service, archivedAt: expect.any(String) })]));
    expect((await p.http().get('/Services/archived')).status).toBe(401);
    const reviews = await p.http().get('/Rates/get-all').query({ serviceId: service }).set(bearer(admin.token));
    expect(reviews.body.result.map((r: { id: number }) => r.id ?? r)).toContain(rating);
    // No new booking of an archived service.
    const booking = await p
      .http()
      .post('/DemandeDeService/create')
      .set(bearer(client.token))
      .send({
        priorite: 'normal',
        preferedContactMethode: 'email',
        description: 'Again',
        preferedDateAndTime: new Date(Date.now() + 9 * 864e5).toISOString(),
        location: 'Khobar',
        budget: 0,
        items: [{ serviceId: service, isAdditionalService: false }],
      });
    expect(booking.status).toBeGreaterThanOrEqual(400);
    expect((await p.http().delete(`/Services/${service}`).set(bearer(admin.token))).status).toBe(404);
    const restored = await p.http().patch(`/Services/restore/${service}`).set(bearer(admin.token));
    expect(restored.body.result).toMatchObject({ id: service, archivedAt: null });
    expect((await p.http().get(`/Services/${service}`)).status).toBe(200);
  });

  it('DELETE /Partners/:id archives the partner, restorable, the invoice kept', async () => {
    expect((await p.http().delete(`/Partners/${partner}`).set(bearer(admin.token))).status).toBe(200);
    await expectInvoiceKept();
    expect((await p.http().get('/Partners/get-all')).body.result.map((x: { id: number }) => x.id)).not.toContain(partner);
    expect((await p.http().get('/Partners/archived').set(bearer(admin.token))).body.result.map((x: { id: number }) => x.id)).toContain(partner);
    expect((await p.http().patch(`/Partners/restore/${partner}`).set(bearer(admin.token))).status).toBe(200);
    expect((await p.http().get('/Partners/get-all')).body.result.map((x: { id: number }) => x.id)).toContain(partner);
  });

  it('DELETE /Rates/:id keeps a verified rating (409, both languages)', async () => {
    const en = await p.http().delete(`/Rates/${rating}`).set(bearer(admin.token));
    expect(en.status).toBe(409);
    expect(en.body.message).toContain('verified');
    expect((await p.http().delete(`/Rates/${rating}`).set(bearer(admin.token)).set('Accept-Language', 'ar')).body.message).toContain('الموثّق');
    await expectInvoiceKept();
  });

  it('DELETE /ContactUs/delete-message/:id and DELETE /Blog/admin/posts/:id (not records) leave the invoice as it was', async () => {
    const message = await p.http().post('/ContactUs/create-message').send({
      name: 'Sara',
      email: 'sara@example.com',
      phone: '+966 50 123 4567',
      subject: 'Hello',
      description: 'A question',
      priorite: 'urgent',
      preferedContactMethode: 'whatsapp',
    });
    expect((await p.http().delete(`/ContactUs/delete-message/${message.body.result.id}`).set(bearer(admin.token))).status).toBe(200);
    const post = await p
      .http()
      .post('/Blog/admin/posts')
      .set(bearer(admin.token))
      .send({ en: { title: 'Kept records', summary: '', body: 'Body.' } });
    expect(post.status).toBe(201);
    expect((await p.http().delete(`/Blog/admin/posts/${post.body.result.id}`).set(bearer(admin.token))).status).toBe(200);
    await expectInvoiceKept();
  });

  it('the database refuses to delete a record, or anything a record points at, whatever the code does', async () => {
    const code = async (query: ReturnType<typeof sql>) => {
      try {
        await query.execute(p.db);
        return 'deleted';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(await code(sql`delete from invoices where id = ${invoice.id}`)).toBe('23001');
    expect(await code(sql`delete from invoice_items where invoice_id = ${invoice.id}`)).toBe('23001');
    expect(await code(sql`delete from audit_log`)).toBe('23001');
    expect(await code(sql`delete from quotes`)).toBe('23001');
    // A RESTRICT foreign key answers 23001 on PGlite and 23503 on PostgreSQL; isKeptRecordViolation reads both.
    const KEPT = ['23001', '23503'];
    expect(KEPT).toContain(await code(sql`delete from users where id = ${client.id}`));
    expect(KEPT).toContain(await code(sql`delete from clients where id = ${client.clientId}`));
    expect(KEPT).toContain(await code(sql`delete from services where id = ${service}`));
    expect(KEPT).toContain(await code(sql`delete from bookings`));
    await expectInvoiceKept();
  });

  it('every foreign key into a record is RESTRICT, and every record table refuses DELETE', async () => {
    const rules = await sql<{ child: string; col: string; rule: string }>`
      select ch.relname as child, a.attname as col, c.confdeltype as rule from pg_constraint c
      join pg_class ch on ch.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and ch.relnamespace = to_regnamespace(current_schema())`.execute(p.db);
    const ruleOf = new Map(rules.rows.map((r) => [`${r.child}.${r.col}`, r.rule]));
    for (const [table, column] of KEPT_REFERENCES) expect([`${table}.${column}`, ruleOf.get(`${table}.${column}`)]).toEqual([`${table}.${column}`, 'r']);
    // No cascade reaches a record table from anywhere.
    const records = new Set<string>([...UNDELETABLE_TABLES, 'bookings', 'booking_items', 'ratings', 'clients', 'invoice_deductions']);
    for (const r of rules.rows) if (records.has(r.child)) expect([`${r.child}.${r.col}`, r.rule]).toEqual([`${r.child}.${r.col}`, 'r']);
  });
});

import { sql } from 'kysely';
import { saudiDate } from '../../shared/scheduling/saudi-clock';
import { parseCsv } from '../../test-support/csv';
import { createTestBooking, createTestRating, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { quotePayload } from '../test-support/quote-fixtures';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { EXPORT_BATCH_SIZE } from '../db/keyset-batches';

const BOM = '\uFEFF';

/** The body of a CSV answer as text, whatever supertest made of it. */
function csvText(res: { text?: string; body: unknown }): string {
  return typeof res.text === 'string' && res.text !== '' ? res.text : Buffer.isBuffer(res.body) ? res.body.toString('utf8') : '';
}

function table(res: { text?: string; body: unknown }): string[][] {
  const text = csvText(res);
  expect(text.startsWith(BOM)).toBe(true);
  return parseCsv(text.slice(1));
}

describeEachDialect('CSV exports of the dashboard lists', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let serviceId: number;
  const bookingIds: number[] = [];

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Sara, "the" client' });
    serviceId = await createTestService(p, admin, 'Garden design');
    for (let i = 0; i < 3; i++) bookingIds.push(await createTestBooking(p, client, serviceId, { location: `Riyadh, street ${i}` }));
    await p.http().patch(`/DemandeDeService/update-status/${bookingIds[0]}`).set(bearer(admin.token)).send({ status: 'cancelled' });
  });

  const get = (path: string, language = 'en') => p.http().get(path).set(bearer(admin.token)).set('Accept-Language', language).buffer(true);

  it('exports every booking the filters list, newest first, as a UTF-8 CSV file with a byte order mark', async () => {
    const res = await get('/DemandeDeService/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = table(res);
    expect(header!.slice(0, 4)).toEqual(['Booking', 'Received (Saudi time)', 'Status', 'Client']);
    expect(rows.map((row) => Number(row[0]))).toEqual([...bookingIds].reverse());
    const first = rows.find((row) => Number(row[0]) === bookingIds[0])!;
    // Commas and quotes inside a field survive the round trip.
    expect(first[3]).toBe('Sara, "the" client');
    expect(first[2]).toBe('Cancelled');
    expect(first[header!.indexOf('Location')]).toBe('Riyadh, street 0');
    expect(first[header!.indexOf('Service')]).toBe('Garden design');
    expect(first[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('applies the same filters as the list', async () => {
    const cancelled = table(await get('/DemandeDeService/export?status=cancelled'));
    expect(cancelled.slice(1).map((row) => Number(row[0]))).toEqual([bookingIds[0]]);
    const searched = table(await get('/DemandeDeService/export?search=street%202'));
    expect(searched.slice(1).map((row) => Number(row[0]))).toEqual([bookingIds[2]]);
    const none = table(await get('/DemandeDeService/export?status=completed'));
    expect(none).toHaveLength(1);
  });

  it('writes headers and words in Arabic for an Arabic reader', async () => {
    const [header, ...rows] = table(await get('/DemandeDeService/export?status=cancelled', 'ar'));
    expect(header!.slice(0, 3)).toEqual(['الحجز', 'تاريخ الاستلام (بتوقيت السعودية)', 'الحالة']);
    expect(rows[0]![2]).toBe('ملغى');
    expect(rows[0]![header!.indexOf('الخدمة')]).toBe('ع');
  });

  it('refuses a bad filter with the error envelope, before any of the file is sent', async () => {
    const res = await get('/DemandeDeService/export?status=lost');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.errors.status).toEqual(['Unknown status']);
  });

  it.each(['/DemandeDeService/export', '/Quotes/export', '/Invoices/export', '/ContactUs/export', '/User/export', '/Rates/export'])(
    '%s is for admins only',
    async (path) => {
      expect((await p.http().get(path)).status).toBe(401);
      expect((await p.http().get(path).set(bearer(client.token))).status).toBe(403);
    },
  );

  it('reads a list larger than one batch whole: every row once, in order, ties in time broken by id', async () => {
    // More than two batches, all within one millisecond (microseconds apart) and half of them at the
    // very same instant: a keyset cut at milliseconds, or without the id, would lose or repeat rows.
    const count = EXPORT_BATCH_SIZE * 2 + 37;
    await sql`
      insert into contact_messages (name, email, phone, subject, description, priorite, prefered_contact_methode, created_at)
      select 'Bulk ' || g, 'bulk' || g || '@example.com', '', 'Bulk subject', 'A message in bulk number ' || g, 'normal', 'gmail',
             timestamptz '2026-01-01 09:00:00.000+03' + (case when g % 2 = 0 then 0 else g end) * interval '1 microsecond'
      from generate_series(1, ${count}) g`.execute(p.db);
    const rows = table(await get('/ContactUs/export?search=bulk')).slice(1);
    expect(rows).toHaveLength(count);
    const names = rows.map((row) => row[1]);
    expect(new Set(names).size).toBe(count);
    const list = await p.http().get(`/ContactUs/get-all?search=bulk&page=1&pageSize=100`).set(bearer(admin.token));
    expect(names.slice(0, 100)).toEqual(list.body.result.items.map((m: { name: string }) => m.name));
  });

  it('writes text a spreadsheet would run as a formula as plain text', async () => {
    await p.http().post('/ContactUs/create-message').send({
      name: '=HYPERLINK("http://x.example","y")',
      email: 'formula@example.com',
      phone: '',
      subject: 'Formula test',
      description: 'A message that looks like a formula.',
      priorite: 'urgent',
      preferedContactMethode: 'whatsapp',
    });
    const [header, ...rows] = table(await get('/ContactUs/export?search=formula'));
    expect(header).toEqual(['Received (Saudi time)', 'Name', 'E-mail', 'Phone', 'Subject', 'Priority', 'Preferred contact', 'Message']);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1)).toEqual([
      '\'=HYPERLINK("http://x.example","y")',
      'formula@example.com',
      '',
      'Formula test',
      'Urgent',
      'WhatsApp',
      'A message that looks like a formula.',
    ]);
  });

  it('writes a message sent without priority or contact method as a normal one with no method, never a raw text key', async () => {
    const sent = await p.http().post('/ContactUs/create-message').send({
      name: 'Plain Sender',
      email: 'plain@example.com',
      phone: '',
      subject: 'No priority given',
      description: 'A message without a priority.',
      priorite: '',
      preferedContactMethode: '',
    });
    expect(sent.status).toBe(201);
    const [header, ...rows] = table(await get('/ContactUs/export?search=plain@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]![header!.indexOf('Priority')]).toBe('Normal');
    expect(rows[0]![header!.indexOf('Preferred contact')]).toBe('');
    expect(rows[0]!.join(',')).not.toContain('dashboard:');
  });

  it('exports quotes with their amounts and the status a reader sees', async () => {
    const created = await p.http().post('/Quotes/create').set(bearer(admin.token)).send(quotePayload(bookingIds[1]!));
    expect(created.status).toBe(201);
    const [header, ...rows] = table(await get('/Quotes/export?status=pending'));
    const row = rows.find((r) => r[0] === created.body.result.quoteNumber)!;
    expect(row[header!.indexOf('Status')]).toBe('Pending');
    expect(Number(row[header!.indexOf('Booking')])).toBe(bookingIds[1]);
    expect(Number(row[header!.indexOf('Total (SAR)')])).toBe(created.body.result.totalAmount);
    expect(Number(row[header!.indexOf('VAT (SAR)')])).toBe(created.body.result.tax);
    expect(
      table(await get('/Quotes/export?status=accepted'))
        .slice(1)
        .some((r) => r[0] === created.body.result.quoteNumber),
    ).toBe(false);
  });

  it('exports users with the list filters, in the list order', async () => {
    const [header, ...rows] = table(await get('/User/export?role=Admin'));
    expect(header!.slice(0, 3)).toEqual(['User', 'Full name', 'E-mail']);
    expect(rows.map((r) => Number(r[0]))).toContain(admin.id);
    expect(rows.map((r) => Number(r[0]))).not.toContain(client.id);
    const ids = rows.map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const arabic = table(await get(`/User/export?search=${encodeURIComponent(client.email)}`, 'ar'));
    expect(arabic[1]![arabic[0]!.indexOf('الدور')]).toBe('عميل');
    expect(arabic[1]![arabic[0]!.indexOf('نشط')]).toBe('نعم');
  });

  it('exports ratings with the verified mark', async () => {
    await createTestRating(p, client, serviceId, 4, 'Tidy and on time');
    const [header, ...rows] = table(await get('/Rates/export?value=4'));
    expect(header).toEqual(['Date (Saudi time)', 'Stars', 'Service', 'Client', 'Verified client', 'Comment']);
    expect(rows.map((r) => r.slice(1))).toEqual([['4', 'Garden design', 'Sara, "the" client', 'Yes', 'Tidy and on time']]);
  });

  it('exports invoices with their amounts, status and payment, in Arabic too', async () => {
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER });
    const { bookingId } = await createQuotedBooking(p, admin, client, serviceId, { complete: true });
    const issued = await p.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId });
    expect(issued.status).toBe(201);
    const invoice = issued.body.result;
    const paid = await p
      .http()
      .patch(`/Invoices/mark-paid/${invoice.id}`)
      .set(bearer(admin.token))
      .send({ paidOn: saudiDate(new Date(invoice.issuedAt)), method: 'bank_transfer', reference: 'TRX-42' });
    expect(paid.status).toBe(200);
    const [header, ...rows] = table(await get('/Invoices/export?status=paid'));
    const row = rows.find((r) => r[0] === invoice.invoiceNumber)!;
    expect(row[header!.indexOf('Status')]).toBe('Paid');
    expect(Number(row[header!.indexOf('Total with VAT (SAR)')])).toBe(invoice.total);
    expect(Number(row[header!.indexOf('VAT (SAR)')])).toBe(invoice.vat);
    expect(row[header!.indexOf('Payment method')]).toBe('Bank transfer');
    expect(row[header!.indexOf('Payment reference')]).toBe('TRX-42');
    expect(
      table(await get('/Invoices/export?status=issued'))
        .slice(1)
        .some((r) => r[0] === invoice.invoiceNumber),
    ).toBe(false);
    // Both steps are in the audit log.
    const audit = await p.http().get(`/Audit?entity=invoice&entityId=${invoice.id}`).set(bearer(admin.token));
    expect(audit.body.result.items.map((e: { action: string }) => e.action)).toEqual(['invoice.paid', 'invoice.create']);
    expect(audit.body.result.items[0]).toMatchObject({ before: { status: 'issued' }, after: { status: 'paid', paymentReference: 'TRX-42' } });
    const [arabicHeader, ...arabicRows] = table(await get('/Invoices/export?status=paid', 'ar'));
    expect(arabicHeader![0]).toBe('رقم الفاتورة');
    expect(arabicRows.find((r) => r[0] === invoice.invoiceNumber)![arabicHeader!.indexOf('طريقة الدفع')]).toBe('تحويل بنكي');
  });
});

import { decodeZatcaTlv } from '../../shared/invoices/zatca-tlv';
import { addDays, businessToday } from '../../shared/quotes/quote-dates';
import { qrCodesInPdf } from '../../test-support/qr-in-pdf';
import { pdfText } from '../../test-support/pdf-text';
import { createCompletedBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';

const INVOICE_NUMBER = /^INV-\d{4}-\d{4,}$/;
const ITEMS = [
  { name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 8500 },
  { name: 'Monthly care', quantity: 2, unitPrice: 550.05 },
];

describeEachDialect('Invoices', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let service: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Invoice Admin' });
    client = await p.user({ fullName: 'Sara Client' });
    other = await p.user({ fullName: 'Omar Other' });
    service = await createTestService(p, admin, 'Gardens');
  });
  const completed = async (user: TestUser = client) => (await createQuotedBooking(p, admin, user, service, { complete: true, items: ITEMS })).bookingId;
  const issue = (bookingId: unknown, user: TestUser = admin, language = 'en') =>
    p.http().post('/Invoices/create').set(bearer(user.token)).set('Accept-Language', language).send({ bookingId });
  const issued = async (user: TestUser = client) => {
    const res = await issue(await completed(user));
    expect(res.status).toBe(201);
    return res.body.result as { id: number; invoiceNumber: string; total: number; vat: number; issuedAt: string };
  };
  const pay = (id: number, body: Record<string, unknown>, user: TestUser = admin, language = 'en') =>
    p.http().patch(`/Invoices/mark-paid/${id}`).set(bearer(user.token)).set('Accept-Language', language).send(body);
  const today = businessToday();

  describe('POST /Invoices/create', () => {
    it('refuses, in both languages, until the company VAT number is set', async () => {
      const bookingId = await completed();
      const en = await issue(bookingId);
      expect(en.status).toBe(409);
      expect(en.body).toMatchObject({ isSuccess: false, code: 'INVALID_STATE', message: expect.stringContaining('VAT registration number') });
      expect((await issue(bookingId, admin, 'ar')).body.message).toContain('الرقم الضريبي');
      await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER, legalName: 'Khadamat Co.' });
      expect((await issue(bookingId)).status).toBe(201);
    });

    it('issues a numbered invoice from the accepted quote, with VAT at the rate in force, which it keeps', async () => {
      // The quote was priced at 5 %; the rate is 15 % when the invoice is issued, and later 10 %.
      await setInvoicing(p, admin, { vatRatePercent: 5 });
      const { bookingId, quoteId } = await createQuotedBooking(p, admin, client, service, { complete: true, items: ITEMS });
      await setInvoicing(p, admin, { vatRatePercent: 15 });
      const res = await issue(bookingId);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Invoice issued successfully');
      const invoice = res.body.result;
      expect(invoice).toMatchObject({
        invoiceNumber: expect.stringMatching(INVOICE_NUMBER),
        quoteId,
        bookingId,
        clientId: client.clientId,
        clientName: 'Sara Client',
        seller: { name: 'Khadamat Co.', vatNumber: SAMPLE_VAT_NUMBER, address: { en: expect.any(String), ar: expect.any(String) } },
        items: [
          { name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 8500, total: 8500 },
          { name: 'Monthly care', arabicName: '', quantity: 2, unitPrice: 550.05, total: 1100.1 },
        ],
        // 9,600.10 x 15 % = 1,440.015, half up to the halala: 1,440.02.
        subtotal: 9600.1,
        vatRatePercent: 15,
        vat: 1440.02,
        total: 11040.12,
        status: 'issued',
        paidOn: null,
        paymentMethod: null,
        paymentReference: null,
      });
      expect(invoice.invoiceNumber.slice(4, 8)).toBe(today.slice(0, 4));
      expect((await p.http().get(`/Quotes/${quoteId}`).set(bearer(admin.token))).body.result.taxRatePercent).toBe(5);
      await setInvoicing(p, admin, { vatRatePercent: 10, vatNumber: '399999999900003' });
      expect((await p.http().get(`/Invoices/${invoice.id}`).set(bearer(client.token))).body.result).toMatchObject({
        vatRatePercent: 15,
        vat: 1440.02,
        seller: { vatNumber: SAMPLE_VAT_NUMBER },
      });
      await setInvoicing(p, admin, { vatRatePercent: 15, vatNumber: SAMPLE_VAT_NUMBER });
    });

    it('e-mails the invoice to its client once, as a PDF in their language whose QR code holds the invoice', async () => {
      const arabic = await p.user({ fullName: 'نورة الشمري' });
      const bookingId = await completed(arabic);
      // The client's language: the one they last booked in, or chose since.
      await p.db.updateTable('users').set({ language: 'ar' }).where('id', '=', arabic.id).execute();
      const key = `invoice-mail-${crypto.randomUUID()}`;
      const send = () => issue(bookingId).set('Idempotency-Key', key);
      const first = await send();
      expect(first.status).toBe(201);
      // The same call again (a retry) answers the same invoice and sends nothing more.
      expect((await send()).headers['idempotent-replayed']).toBe('true');
      await p.settle();
      const invoice = first.body.result as { id: number; invoiceNumber: string; total: number; vat: number; clientEmail: string };
      // To the e-mail the invoice is made out to (the booking's, as for quotes), besides the booking's own e-mails.
      const invoiceMails = () => p.mail.filter((m) => m.to === invoice.clientEmail && m.subject.includes(invoice.invoiceNumber));
      const mails = invoiceMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`فاتورتك الضريبية ${invoice.invoiceNumber} | Your tax invoice ${invoice.invoiceNumber}`);
      expect(mails[0]!.text).toContain('http://site.test/profile#my-invoices');
      expect(mails[0]!.attachments).toHaveLength(1);
      const pdf = mails[0]!.attachments![0]!;
      expect(pdf).toMatchObject({ filename: `${invoice.invoiceNumber}-ar.pdf`, contentType: 'application/pdf' });
      const codes = await qrCodesInPdf(pdf.content as Buffer);
      expect(decodeZatcaTlv(codes[0]!)).toMatchObject({ totalWithVat: invoice.total.toFixed(2), vatTotal: invoice.vat.toFixed(2) });
      // A refused issue (already invoiced) sends nothing.
      expect((await issue(bookingId)).status).toBe(409);
      await p.settle();
      expect(invoiceMails()).toHaveLength(1);
    });

    it('numbers concurrent issues one after the other, without gaps or repeats', async () => {
      const bookings = await Promise.all([completed(), completed(), completed(), completed()]);
      const results = await Promise.all(bookings.map((id) => issue(id)));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const sequences = results.map((r) => Number((r.body.result.invoiceNumber as string).split('-')[2])).sort((a, b) => a - b);
      expect(sequences).toEqual([sequences[0], sequences[0]! + 1, sequences[0]! + 2, sequences[0]! + 3]);
    });

    it('answers 409 for a booking that is not completed, has no accepted quote or is already invoiced, in English and Arabic', async () => {
      const inProgress = await createQuotedBooking(p, admin, client, service);
      const notCompleted = await issue(inProgress.bookingId);
      expect(notCompleted.status).toBe(409);
      expect(notCompleted.body).toMatchObject({ code: 'INVALID_STATE', message: 'Only a completed booking can be invoiced' });
      expect((await issue(inProgress.bookingId, admin, 'ar')).body.message).toBe('لا تصدر الفاتورة إلا لطلب مكتمل');

      const withoutQuote = await createCompletedBooking(p, client, service);
      const noQuote = await issue(withoutQuote);
      expect(noQuote.status).toBe(409);
      expect(noQuote.body.message).toBe('This booking has no accepted quote to invoice');
      expect((await issue(withoutQuote, admin, 'ar')).body.message).toBe('لا يوجد لهذا الطلب عرض سعر مقبول لإصدار فاتورة عنه');

      const bookingId = await completed();
      expect((await issue(bookingId)).status).toBe(201);
      const again = await issue(bookingId);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This booking has already been invoiced');
      expect((await issue(bookingId, admin, 'ar')).body.message).toBe('صدرت فاتورة لهذا الطلب من قبل');
    });

    it('lists what can be invoiced now: completed bookings with an accepted quote and no invoice', async () => {
      const ready = await createQuotedBooking(p, admin, client, service, { complete: true, items: ITEMS });
      const inProgress = await createQuotedBooking(p, admin, client, service);
      const invoiceable = async () => (await p.http().get('/Invoices/invoiceable').set(bearer(admin.token))).body.result as Array<{ bookingId: number }>;
      const list = await invoiceable();
      expect(list.find((b) => b.bookingId === ready.bookingId)).toMatchObject({ quoteId: ready.quoteId, clientName: 'Sara Client', subtotal: 9600.1 });
      expect(list.map((b) => b.bookingId)).not.toContain(inProgress.bookingId);
      await issue(ready.bookingId).expect(201);
      expect((await invoiceable()).map((b) => b.bookingId)).not.toContain(ready.bookingId);
      expect((await p.http().get('/Invoices/invoiceable').set(bearer(client.token))).status).toBe(403);
    });

    it('answers 404 for an unknown booking and 400 for a malformed body', async () => {
      expect((await issue(2_000_000_000)).status).toBe(404);
      const bad = await issue('x');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.bookingId).toBeDefined();
    });

    it('is for admins only', async () => {
      const bookingId = await completed();
      expect((await issue(bookingId, client)).status).toBe(403);
      expect((await p.http().post('/Invoices/create').send({ bookingId })).status).toBe(401);
    });
  });

  describe('reading invoices', () => {
    it('shows a client their own invoices only; an admin every one', async () => {
      const mine = await issued(client);
      const theirs = await issued(other);
      const own = await p.http().get(`/Invoices/${mine.id}`).set(bearer(client.token));
      expect(own.status).toBe(200);
      expect(own.body.result.invoiceNumber).toBe(mine.invoiceNumber);
      const foreign = await p.http().get(`/Invoices/${theirs.id}`).set(bearer(client.token)).set('Accept-Language', 'ar');
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('الفاتورة غير موجودة');
      expect((await p.http().get(`/Invoices/${theirs.id}`).set(bearer(admin.token))).status).toBe(200);
      expect((await p.http().get(`/Invoices/${mine.id}`)).status).toBe(401);

      const list = await p.http().get('/Invoices/my-invoices?page=1&pageSize=100').set(bearer(client.token));
      expect(list.status).toBe(200);
      const ids = list.body.result.items.map((i: { id: number }) => i.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
      expect(list.body.result.items.every((i: { clientId: number }) => i.clientId === client.clientId)).toBe(true);
      expect((await p.http().get('/Invoices/get-all').set(bearer(client.token))).status).toBe(403);
      expect((await p.http().get('/Invoices/my-invoices').set(bearer(admin.token))).status).toBe(403);
    });

    it('lists for admins with the status, the days of issue and a search, and counts each status', async () => {
      const a = await issued(client);
      const b = await issued(other);
      await pay(b.id, { paidOn: today, method: 'cash', reference: '' }).expect(200);
      const all = (query: string) => p.http().get(`/Invoices/get-all?page=1&pageSize=100&${query}`).set(bearer(admin.token));
      const byNumber = await all(`search=${a.invoiceNumber}`);
      expect(byNumber.body.result.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
      expect(byNumber.body.result.counts).toEqual({ all: 1, issued: 1, paid: 0 });
      const paid = await all(`status=paid&search=${b.invoiceNumber}`);
      expect(paid.body.result.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
      expect((await all(`status=issued&search=${b.invoiceNumber}`)).body.result).toMatchObject({ items: [], counts: { all: 1, issued: 0, paid: 1 } });
      expect(paid.body.result.items.every((i: { status: string }) => i.status === 'paid')).toBe(true);
      expect((await all(`from=${today}&to=${today}`)).body.result.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect((await all(`from=${addDays(today, 1)}`)).body.result.total).toBe(0);
      expect((await all(`to=${addDays(today, -1)}`)).body.result.total).toBe(0);
      const backwards = await all(`from=${today}&to=${addDays(today, -1)}`);
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors).toEqual({ to: ['The end date must not be before the start date'] });
      expect((await all('status=void')).status).toBe(400);
      expect((await all('from=2026-02-30')).status).toBe(400);
    });
  });

  describe('GET /Invoices/:id/pdf', () => {
    it('gives the same bilingual document, Arabic first, whatever language is asked', async () => {
      const invoice = await issued(client);
      const get = async (lang: string) =>
        (await p.http().get(`/Invoices/${invoice.id}/pdf?lang=${lang}`).set(bearer(client.token)).buffer(true)).body as Buffer;
      const [ar, en] = await Promise.all([pdfText(await get('ar')), pdfText(await get('en'))]);
      expect(ar).toBe(en);
      expect(ar).toContain('فاتورة ضريبية');
      expect(ar).toContain('Tax Invoice');
    });

    it("sends the client their invoice in Arabic, with a QR code that decodes to the invoice's ZATCA fields", async () => {
      const invoice = await issued(client);
      const res = await p.http().get(`/Invoices/${invoice.id}/pdf?lang=ar`).set(bearer(client.token)).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}-ar.pdf"`);
      const codes = await qrCodesInPdf(res.body as Buffer);
      expect(codes).toHaveLength(1);
      expect(decodeZatcaTlv(codes[0]!)).toEqual({
        // The registered Arabic name (the settings' default until an admin writes another).
        sellerName: 'خدمات',
        vatNumber: SAMPLE_VAT_NUMBER,
        timestamp: invoice.issuedAt.replace(/\.\d{3}Z$/, 'Z'),
        totalWithVat: '11040.12',
        vatTotal: '1440.02',
      });
      expect(
        (await p.http().get(`/Invoices/${invoice.id}/pdf`).set(bearer(admin.token)).set('Accept-Language', 'ar')).headers['content-disposition'],
      ).toContain('-ar.pdf');
      expect((await p.http().get(`/Invoices/${invoice.id}/pdf`).set(bearer(other.token))).status).toBe(404);
      expect((await p.http().get(`/Invoices/${invoice.id}/pdf`)).status).toBe(401);
      expect((await p.http().get(`/Invoices/${invoice.id}/pdf?lang=fr`).set(bearer(client.token))).status).toBe(400);
    });
  });

  describe('PATCH /Invoices/mark-paid/:id', () => {
    it('records the payment once, and the dashboard revenue counts paid invoices', async () => {
      const revenue = async () => (await p.http().get('/Dashboard/stats').set(bearer(admin.token))).body.result.revenue as number;
      const before = await revenue();
      const invoice = await issued(client);
      expect(await revenue()).toBe(before);
      const res = await pay(invoice.id, { paidOn: today, method: 'bank_transfer', reference: ' TRX-5521 ' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Invoice marked as paid');
      expect(res.body.result).toMatchObject({ status: 'paid', paidOn: today, paymentMethod: 'bank_transfer', paymentReference: 'TRX-5521' });
      expect(await revenue()).toBeCloseTo(before + invoice.total, 2);
      const again = await pay(invoice.id, { paidOn: today, method: 'cash' }, admin, 'ar');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'INVALID_STATE', message: 'هذه الفاتورة مدفوعة من قبل' });
    });

    it('validates the payment with the shared schema, in both languages', async () => {
      const invoice = await issued(client);
      const future = await pay(invoice.id, { paidOn: addDays(today, 1), method: 'card', reference: 'x' });
      expect(future.status).toBe(400);
      expect(future.body.errors).toEqual({ paidOn: ['The payment date cannot be in the future'] });
      const missing = await pay(invoice.id, { method: 'card' }, admin, 'ar');
      expect(missing.body.errors).toEqual({ paidOn: ['تاريخ الدفع مطلوب'], reference: ['مرجع الدفع مطلوب (إلا في الدفع النقدي)'] });
      expect((await pay(invoice.id, { paidOn: today, method: 'barter', reference: 'x' })).body.errors).toEqual({ method: ['Unknown payment method'] });
      const early = await pay(invoice.id, { paidOn: addDays(today, -1), method: 'cash' });
      expect(early.status).toBe(400);
      expect(early.body.errors).toEqual({ paidOn: ['The payment date cannot be before the invoice was issued'] });
      // Cash may come without a reference.
      expect((await pay(invoice.id, { paidOn: today, method: 'cash' })).body.result).toMatchObject({ paymentMethod: 'cash', paymentReference: '' });
    });

    it('is for admins only; an unknown invoice is 404', async () => {
      const invoice = await issued(client);
      expect((await pay(invoice.id, { paidOn: today, method: 'cash' }, client)).status).toBe(403);
      expect((await p.http().patch(`/Invoices/mark-paid/${invoice.id}`).send({ paidOn: today, method: 'cash' })).status).toBe(401);
      expect((await pay(2_000_000_000, { paidOn: today, method: 'cash' })).status).toBe(404);
    });
  });
});

import { createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { businessToday } from '../../shared/quotes/quote-dates';
import { pdfText } from '../../test-support/pdf-text';

/**
 * The kinds of tax document (issue 26, item 3): standard or simplified by the buyer; advance-payment
 * invoices for deposits, deducted with their VAT by the final invoice; credit notes numbered
 * CRN-<year>-<sequence>, gapless, in full or in part, by an admin or by cancelling the booking.
 */
const ITEMS = [{ name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 10000 }];
const BUYER = {
  vatNumber: '300000000000003',
  address: { buildingNumber: '1234', street: 'Prince Sultan St', district: 'Al Olaya', city: 'Riyadh', postalCode: '12211', additionalNumber: '5678' },
};
const CREDIT_NOTE_NUMBER = /^CRN-\d{4}-\d{4,}$/;

describeEachDialect('Tax documents: kinds, advances and credit notes', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let service: number;
  const today = businessToday();

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Docs Admin' });
    client = await p.user({ fullName: 'Person Client' });
    service = await createTestService(p, admin, 'Documents');
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER, vatRatePercent: 15 });
  });

  const post = (path: string, body: object, user: TestUser = admin, language = 'en') =>
    p.http().post(path).set(bearer(user.token)).set('Accept-Language', language).send(body);
  const deposit = (bookingId: number, amount: number, extra: Record<string, unknown> = {}) =>
    post('/Invoices/advance', { bookingId, amount, paidOn: today, method: 'bank_transfer', reference: 'DEP-1', ...extra });
  const setType = (user: TestUser, typeUser: number) => p.http().patch(`/User/set-type/${user.id}`).set(bearer(admin.token)).send({ typeUser });

  it('issues a simplified invoice to a person, and a standard one to a business buyer with a VAT number and national address', async () => {
    await setType(client, 1);
    const person = await createQuotedBooking(p, admin, client, service, { complete: true, items: ITEMS });
    const simplified = (await post('/Invoices/create', { bookingId: person.bookingId })).body.result;
    expect(simplified).toMatchObject({
      kind: 'invoice',
      invoiceType: 'simplified',
      buyer: { vatNumber: null, address: null },
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(simplified.supplyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(simplified.items[0]).toMatchObject({ total: 10000, vatRatePercent: 15, vat: 1500 });

    const business = await p.user({ fullName: 'Business Buyer' });
    await setType(business, 2);
    // The VAT number comes with its national address, validated: 15 digits, first and last a 3.
    const bad = await p
      .http()
      .put(`/User/update-user/${business.id}`)
      .set(bearer(business.token))
      .send({ fullName: 'Business Buyer', email: business.email, buyer: { vatNumber: '123', address: null } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ 'buyer.vatNumber': ['A VAT number has 15 digits and starts and ends with 3'] });
    const noAddress = await p
      .http()
      .put(`/User/update-user/${business.id}`)
      .set(bearer(business.token))
      .send({ fullName: 'Business Buyer', email: business.email, buyer: { vatNumber: BUYER.vatNumber, address: null } });
    expect(noAddress.status).toBe(400);
    expect(Object.keys(noAddress.body.errors)).toContain('buyer.address');
    const saved = await p
      .http()
      .put(`/User/update-user/${business.id}`)
      .set(bearer(business.token))
      .send({ fullName: 'Business Buyer', email: business.email, buyer: BUYER });
    expect(saved.status).toBe(200);
    expect(saved.body.result.buyer).toEqual(BUYER);
    const booking = await createQuotedBooking(p, admin, business, service, { complete: true, items: ITEMS });
    const standard = (await post('/Invoices/create', { bookingId: booking.bookingId })).body.result;
    expect(standard).toMatchObject({ invoiceType: 'standard', buyer: { vatNumber: BUYER.vatNumber, address: BUYER.address } });
    const pdf = await p.http().get(`/Invoices/${standard.id}/pdf`).set(bearer(admin.token)).buffer(true);
    const seen = await pdfText(pdf.body as Buffer, { layout: true });
    expect(seen).toContain(BUYER.vatNumber);
    expect(seen).toContain('Tax Invoice');
    expect(seen).not.toContain('Simplified');
  });

  it('records a deposit as an advance-payment invoice, and the final invoice deducts it with its VAT', async () => {
    const { bookingId } = await createQuotedBooking(p, admin, client, service, { items: ITEMS });
    // The quote's total is 11,500.00 with VAT; half of it in advance.
    const res = await deposit(bookingId, 5750);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Deposit recorded and advance-payment invoice issued');
    const advance = res.body.result;
    expect(advance).toMatchObject({
      kind: 'advance',
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{4,}$/),
      status: 'paid',
      paidOn: today,
      supplyDate: today,
      subtotal: 5000,
      vat: 750,
      total: 5750,
      items: [expect.objectContaining({ name: expect.stringContaining('Advance payment on quote'), arabicName: expect.stringContaining('دفعة مقدمة') })],
    });
    // Never past the quote's total, and in both languages.
    const over = await deposit(bookingId, 5750.01, {});
    expect(over.status).toBe(400);
    expect(over.body.errors.amount).toEqual(["The advances of a booking cannot exceed its quote's total"]);
    expect(
      (await post('/Invoices/advance', { bookingId, amount: 6000, paidOn: today, method: 'cash', reference: '' }, admin, 'ar')).body.errors.amount,
    ).toEqual(['لا يمكن أن تتجاوز الدفعات المقدمة لحجز إجمالي عرض السعر']);
    expect((await post('/Invoices/advance', { bookingId, amount: 10, paidOn: today, method: 'cash', reference: '' }, client)).status).toBe(403);

    await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(admin.token)).send({ status: 'completed' }).expect(200);
    // An advance does not make the booking invoiced: it is offered for its final invoice.
    const invoiceable = (await p.http().get('/Invoices/invoiceable').set(bearer(admin.token))).body.result;
    expect(invoiceable.map((b: { bookingId: number }) => b.bookingId)).toContain(bookingId);
    const final = (await post('/Invoices/create', { bookingId })).body.result;
    expect(final).toMatchObject({
      kind: 'invoice',
      subtotal: 10000,
      vat: 1500,
      total: 11500,
      prepaid: 5750,
      payable: 5750,
      deductions: [
        { advance: { id: advance.id, invoiceNumber: advance.invoiceNumber, uuid: advance.uuid }, subtotal: 5000, vatRatePercent: 15, vat: 750, total: 5750 },
      ],
    });
    // Once the final invoice is issued, no more deposits on it, and its advance is credited through it.
    expect((await deposit(bookingId, 1)).status).toBe(409);
    const creditAdvance = await post('/Invoices/credit-note', { invoiceId: advance.id, reason: 'Refund' });
    expect(creditAdvance.status).toBe(409);
  });

  it('issues credit notes in part and in full, gapless CRN numbers, never beyond the invoice', async () => {
    const { bookingId } = await createQuotedBooking(p, admin, client, service, { complete: true, items: ITEMS });
    const invoice = (await post('/Invoices/create', { bookingId })).body.result;
    const noReason = await post('/Invoices/credit-note', { invoiceId: invoice.id, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Say why the credit note is issued']);
    const part = await post('/Invoices/credit-note', { invoiceId: invoice.id, reason: 'Discount for a late visit', amount: 1150 });
    expect(part.status).toBe(201);
    expect(part.body.result).toMatchObject({
      kind: 'credit_note',
      invoiceNumber: expect.stringMatching(CREDIT_NOTE_NUMBER),
      corrects: { id: invoice.id, invoiceNumber: invoice.invoiceNumber, uuid: invoice.uuid },
      reason: 'Discount for a late visit',
      subtotal: 1000,
      vat: 150,
      total: 1150,
      invoiceType: invoice.invoiceType,
    });
    const over = await post('/Invoices/credit-note', { invoiceId: invoice.id, reason: 'Too much', amount: 10350.01 });
    expect(over.body.errors.amount).toEqual(['More than what is left to credit on this document']);
    const rest = await post('/Invoices/credit-note', { invoiceId: invoice.id, reason: 'Cancelled after all' });
    expect(rest.body.result).toMatchObject({ total: 10350 });
    const [, year, first] = /^CRN-(\d{4})-(\d+)$/.exec(part.body.result.invoiceNumber)!;
    expect(rest.body.result.invoiceNumber).toBe(`CRN-${year}-${String(Number(first) + 1).padStart(4, '0')}`);
    expect((await post('/Invoices/credit-note', { invoiceId: invoice.id, reason: 'Again' })).status).toBe(409);
    expect((await post('/Invoices/credit-note', { invoiceId: part.body.result.id, reason: 'Of a credit note' })).status).toBe(409);
    const corrected = (await p.http().get(`/Invoices/${invoice.id}`).set(bearer(admin.token))).body.result;
    expect(corrected).toMatchObject({ credited: 11500, creditNotes: [{ id: part.body.result.id }, { id: rest.body.result.id }] });
    // A credit note is not paid, and the client sees it among their documents.
    expect(
      (await p.http().patch(`/Invoices/mark-paid/${part.body.result.id}`).set(bearer(admin.token)).send({ paidOn: today, method: 'cash', reference: '' }))
        .status,
    ).toBe(409);
    const mine = await p.http().get('/Invoices/my-invoices').query({ kind: 'credit_note' }).set(bearer(client.token));
    expect(mine.body.result.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([part.body.result.id, rest.body.result.id]));
  });

  it('credits a cancelled booking its advance by itself, and e-mails the client the credit note', async () => {
    const { bookingId } = await createQuotedBooking(p, admin, client, service, { items: ITEMS });
    const advance = (await deposit(bookingId, 2000)).body.result;
    await p.settle();
    p.mail.length = 0;
    const cancelled = await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(admin.token)).send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const credit = await p.http().get('/Invoices/get-all').query({ kind: 'credit_note', search: '' }).set(bearer(admin.token));
    const note = credit.body.result.items.find((i: { corrects: { id: number } | null }) => i.corrects?.id === advance.id);
    expect(note).toMatchObject({ total: 2000, vat: advance.vat, reason: expect.stringContaining(`Booking ${bookingId} cancelled`) });
    await p.settle();
    expect(p.mail.some((m) => m.attachments?.some((a) => a.filename.startsWith(note.invoiceNumber)))).toBe(true);
    // A cancelled booking takes no deposit.
    expect((await deposit(bookingId, 10)).status).toBe(409);
  });
});

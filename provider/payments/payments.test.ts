import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { createProviderApp } from '../app';
import { createMemoryMailer } from '../mail/mailer';
import { createTestService } from '../test-support/fixtures';
import { bearer, DIALECTS, startTestProvider, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { type LocalGateway, type PayChoice, startLocalGateway } from './local-gateway/local-gateway';

/**
 * Online payments (issue 29) against the local Moyasar-compatible gateway: paid, failed, 3-D
 * Secure pending then paid, refunded in full and in part; a forged and a replayed webhook; the
 * gateway down then back; a restart between the gateway's answer and the callback; the callback
 * and the webhook at the same moment. Each time: no payment counted twice, none lost.
 */
const SECRET_KEY = 'sk_test_payments_suite';
const WEBHOOK_SECRET = 'webhook-secret-of-the-payments-suite';

describe.each(DIALECTS)('%s: online payments', (dialect) => {
  let gateway: LocalGateway;
  let p: TestProvider;
  let listener: Server;
  let admin: TestUser;
  let client: TestUser;
  let service: number;

  beforeAll(async () => {
    gateway = await startLocalGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    p = await startTestProvider(dialect, {
      MOYASAR_SECRET_KEY: SECRET_KEY,
      MOYASAR_PUBLISHABLE_KEY: 'pk_test_payments_suite',
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MOYASAR_BASE_URL: gateway.apiUrl,
    });
    // The gateway's webhooks reach the provider over real HTTP, as Moyasar's would.
    listener = createServer(p.app);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    gateway.webhookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/Payments/webhook`;
    admin = await p.user({ role: 'Admin', fullName: 'Pay Admin' });
    client = await p.user({ fullName: 'Paying Client' });
    service = await createTestService(p, admin, 'Payments');
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER, vatRatePercent: 15 });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await p.close();
    await gateway.close();
  });

  beforeEach(async () => {
    gateway.webhooks = 'send';
    await gateway.setDown(false);
  });

  const as = (user: TestUser) => ({
    get: (path: string) => p.http().get(path).set(bearer(user.token)),
    post: (path: string, body: object = {}) => p.http().post(path).set(bearer(user.token)).send(body),
  });
  const checkoutIdOf = (url: string) => url.split('/i/')[1]!;

  async function checkout(bookingId: number, purpose = 'deposit', invoiceId?: number) {
    const res = await as(client).post('/Payments/checkout', { purpose, bookingId, ...(invoiceId ? { invoiceId } : {}) });
    expect(res.status).toBe(201);
    return res.body.result as { paymentId: number; url: string };
  }
  async function payOnGateway(bookingId: number, choice: PayChoice, purpose = 'deposit') {
    const started = await checkout(bookingId, purpose);
    const paid = await gateway.pay(checkoutIdOf(started.url), choice);
    return { paymentId: started.paymentId, url: started.url, gatewayPaymentId: paid.paymentId, redirect: paid.redirect };
  }
  const paymentRow = (id: number) => p.db.selectFrom('online_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const advancesOf = (bookingId: number) =>
    p.db
      .selectFrom('invoices')
      .select(['id', 'total_halalas', 'payment_reference'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'advance')
      .execute();
  const newBooking = async () => (await createQuotedBooking(p, admin, client, service)).bookingId;

  it('answers its settings without the secret key, and what a booking owes in exact halalas', async () => {
    const settings = await p.http().get('/Payments/settings');
    expect(settings.body.result).toEqual({ enabled: true, gateway: 'moyasar', publishableKey: 'pk_test_payments_suite', testMode: true });
    expect(JSON.stringify(settings.body)).not.toContain(SECRET_KEY);
    const bookingId = await newBooking();
    const due = (await as(client).get(`/Payments/due/${bookingId}`)).body.result;
    expect(Number.isInteger(due.totalHalalas)).toBe(true);
    expect(due.depositHalalas).toBe(Math.floor((due.totalHalalas * 50 + 50) / 100));
    expect(due).toMatchObject({ paidHalalas: 0, balanceHalalas: due.totalHalalas, invoices: [] });
    const stranger = await p.user({ fullName: 'Stranger' });
    expect((await as(stranger).get(`/Payments/due/${bookingId}`)).status).toBe(404);
    expect((await as(stranger).post('/Payments/checkout', { purpose: 'deposit', bookingId })).status).toBe(404);
    expect((await as(client).post('/Payments/checkout', { purpose: 'nope', bookingId })).status).toBe(400);
  });

  it('refuses a deposit while the company has no VAT number (its advance-payment invoice could not be issued), before anything is written or asked of the gateway', async () => {
    const bookingId = await newBooking();
    await setInvoicing(p, admin, { vatNumber: '' });
    try {
      const before = await p.db
        .selectFrom('online_payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const refused = await p.http().post('/Payments/checkout').set(bearer(client.token)).set('Accept-Language', 'ar').send({ purpose: 'deposit', bookingId });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('بيانات الفوترة');
      const after = await p.db
        .selectFrom('online_payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER });
    }
  });

  it('writes the payment before the client leaves, and a paid deposit (mada) issues the advance-payment invoice once', async () => {
    const bookingId = await newBooking();
    const due = (await as(client).get(`/Payments/due/${bookingId}`)).body.result;
    const started = await checkout(bookingId);
    // Pending, with the gateway's checkout, before anything was paid.
    expect(await paymentRow(started.paymentId)).toMatchObject({ state: 'pending', gateway_checkout_id: checkoutIdOf(started.url) });
    expect(Number((await paymentRow(started.paymentId)).amount_halalas)).toBe(due.depositHalalas);
    // Asking again for the same thing answers the same page.
    expect((await checkout(bookingId)).paymentId).toBe(started.paymentId);

    const paid = await gateway.pay(checkoutIdOf(started.url), 'mada');
    expect(paid.redirect).toContain(`/profile?lang=en&payment=${started.paymentId}&id=${paid.paymentId}&status=paid`);
    expect(gateway.sent.at(-1)?.status).toBe(200);
    const payment = (await as(client).post(`/Payments/${started.paymentId}/confirm`)).body.result;
    expect(payment).toMatchObject({
      state: 'paid',
      gatewayStatus: 'paid',
      method: 'mada',
      gatewayPaymentId: paid.paymentId,
      amountHalalas: due.depositHalalas,
    });
    const advances = await advancesOf(bookingId);
    expect(advances).toHaveLength(1);
    expect(Number(advances[0]!.total_halalas)).toBe(due.depositHalalas);
    expect(advances[0]!.payment_reference).toBe(`moyasar:${paid.paymentId}`);
    expect(payment.documentId).toBe(advances[0]!.id);
    // The client's receipt: the advance-payment invoice by e-mail.
    await p.settle();
    expect(p.mail.some((m) => m.attachments?.some((a) => a.contentType === 'application/pdf') && m.to === 'sara@example.com')).toBe(true);
    const after = (await as(client).get(`/Payments/due/${bookingId}`)).body.result;
    expect(after).toMatchObject({ paidHalalas: due.depositHalalas, depositHalalas: 0, balanceHalalas: due.totalHalalas - due.depositHalalas });
    expect((await as(client).post('/Payments/checkout', { purpose: 'deposit', bookingId })).status).toBe(409);
  });

  it('a declined card fails the payment, with the gateway message, and issues nothing', async () => {
    const bookingId = await newBooking();
    const { paymentId } = await payOnGateway(bookingId, 'fail');
    const payment = (await as(client).post(`/Payments/${paymentId}/confirm`)).body.result;
    expect(payment).toMatchObject({ state: 'failed', gatewayStatus: 'failed', documentId: null });
    expect(payment.failureMessage).toContain('DECLINED');
    expect(await advancesOf(bookingId)).toHaveLength(0);
  });

  it('3-D Secure: pending on return, paid once the bank confirms (by the webhook)', async () => {
    const bookingId = await newBooking();
    const { paymentId, redirect } = await payOnGateway(bookingId, '3ds');
    expect(redirect).toContain('/3ds/');
    expect((await as(client).post(`/Payments/${paymentId}/confirm`)).body.result).toMatchObject({ state: 'pending', gatewayStatus: 'initiated' });
    const gatewayPaymentId = redirect.split('/3ds/')[1]!;
    await gateway.completeThreeDs(gatewayPaymentId);
    expect((await paymentRow(paymentId)).state).toBe('paid');
    expect(await advancesOf(bookingId)).toHaveLength(1);
  });

  it('a forged webhook is refused (401) and changes nothing; a replayed one is counted once', async () => {
    const bookingId = await newBooking();
    gateway.webhooks = 'hold';
    const { paymentId } = await payOnGateway(bookingId, 'card');
    const event = gateway.held[0]!;
    const forged = await p
      .http()
      .post('/Payments/webhook')
      .send({ ...event, secret_token: 'not-the-secret' });
    expect(forged.status).toBe(401);
    const missing = await p
      .http()
      .post('/Payments/webhook')
      .send({ ...event, secret_token: undefined });
    expect(missing.status).toBe(401);
    expect((await paymentRow(paymentId)).state).toBe('pending');
    expect(await p.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', String(event.id)).execute()).toHaveLength(0);

    expect(await gateway.deliver(event)).toBe(200);
    expect(await gateway.deliver(event)).toBe(200);
    const replay = await p.http().post('/Payments/webhook').send(event);
    expect(replay.body.result).toEqual({ replayed: true, outcome: 'unchanged' });
    expect((await paymentRow(paymentId)).state).toBe('paid');
    expect(await advancesOf(bookingId)).toHaveLength(1);
  });

  it('the gateway down: no checkout (503), and a payment left pending is settled by the reconciliation once it is back', async () => {
    const bookingId = await newBooking();
    await gateway.setDown('5xx');
    const refused = await as(client).post('/Payments/checkout', { purpose: 'deposit', bookingId });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('SERVICE_UNAVAILABLE');
    await gateway.setDown(false);

    gateway.webhooks = 'hold'; // the webhook is lost
    const { paymentId } = await payOnGateway(bookingId, 'stcpay');
    await gateway.setDown('refused');
    // The client's return while the gateway cannot be asked: still pending, nothing lost.
    expect((await as(client).post(`/Payments/${paymentId}/confirm`)).body.result.state).toBe('pending');
    const whileDown = (await as(admin).post('/Payments/reconcile')).body.result;
    expect(whileDown.unreachable).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(paymentId)).state).toBe('pending');
    await gateway.setDown(false);
    const back = (await as(admin).post('/Payments/reconcile')).body.result;
    expect(back.paid).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'paid', method: 'stcpay' });
    expect(await advancesOf(bookingId)).toHaveLength(1);
    // The late webhook finds it settled.
    await gateway.deliverHeld();
    expect(await advancesOf(bookingId)).toHaveLength(1);
  });

  it('a restart between the gateway answer and the callback loses nothing and counts nothing twice', async () => {
    const bookingId = await newBooking();
    gateway.webhooks = 'hold';
    const { paymentId } = await payOnGateway(bookingId, 'mada');
    // The process restarts: a new app over the same database, nothing of the old one in memory (the
    // queue's workers are the test's, so its e-mails still reach p.mail).
    const restarted = createProviderApp({
      config: p.config,
      db: p.db,
      mailer: createMemoryMailer(),
      jobs: p.jobs,
      notifications: p.notifications,
      logger: pino({ level: 'silent' }),
    });
    const report = (await request(restarted).post('/Payments/reconcile').set(bearer(admin.token))).body.result;
    expect(report.paid).toBeGreaterThanOrEqual(1);
    // Then the client's return (to the old page) and the webhook both arrive late.
    expect((await as(client).post(`/Payments/${paymentId}/confirm`)).body.result.state).toBe('paid');
    await gateway.deliverHeld();
    expect(await advancesOf(bookingId)).toHaveLength(1);
  });

  it('the callback and the webhook at the same moment count the payment once', async () => {
    const bookingId = await newBooking();
    gateway.webhooks = 'hold';
    const { paymentId } = await payOnGateway(bookingId, 'card');
    await Promise.all([as(client).post(`/Payments/${paymentId}/confirm`), gateway.deliverHeld(), as(client).post(`/Payments/${paymentId}/confirm`)]);
    expect((await paymentRow(paymentId)).state).toBe('paid');
    expect(await advancesOf(bookingId)).toHaveLength(1);
  });

  it('an admin refunds in part then in full through the gateway, each with its credit note; the client sees it', async () => {
    const bookingId = await newBooking();
    const { paymentId } = await payOnGateway(bookingId, 'mada');
    expect((await as(client).post(`/Payments/refund/${paymentId}`, { reason: 'Partial', amount: 100 })).status).toBe(403);
    const part = await as(admin).post(`/Payments/refund/${paymentId}`, { reason: 'Goodwill', amount: 100 });
    expect(part.status).toBe(200);
    expect(part.body.result).toMatchObject({ state: 'partly_refunded', refundedHalalas: 10_000, gatewayStatus: 'refunded' });
    expect(part.body.result.refunds[0]).toMatchObject({ amountHalalas: 10_000, reason: 'Goodwill', creditNoteNumber: expect.stringMatching(/^CRN-/) });
    const amount = part.body.result.amountHalalas as number;
    const over = await as(admin).post(`/Payments/refund/${paymentId}`, { reason: 'Too much', amount: amount / 100 });
    expect(over.status).toBe(400);
    const full = await as(admin).post(`/Payments/refund/${paymentId}`, { reason: 'Booking cancelled' });
    expect(full.body.result).toMatchObject({ state: 'refunded', refundedHalalas: amount });
    const notes = await p.db
      .selectFrom('invoices')
      .select('total_halalas')
      .where('kind', '=', 'credit_note')
      .where('corrects_invoice_id', '=', full.body.result.documentId)
      .orderBy('id')
      .execute();
    expect(notes.map((n) => Number(n.total_halalas))).toEqual([10_000, amount - 10_000]);
    expect((await as(admin).post(`/Payments/refund/${paymentId}`, { reason: 'Again' })).status).toBe(409);
    const mine = (await as(client).get('/Payments/my-payments')).body.result;
    expect(mine.find((m: { id: number }) => m.id === paymentId).refunds).toHaveLength(2);
    await p.settle();
    const creditNotes = part.body.result.refunds.map((r: { creditNoteNumber: string }) => r.creditNoteNumber);
    // The credit note's own e-mail (its PDF attached) says what it is, not "tax invoice".
    const creditMail = p.mail.find((m) => m.subject.includes(creditNotes[0]));
    expect(creditMail?.subject).toContain(`Your credit note ${creditNotes[0]}`);
    expect(creditMail?.text).toContain('Reason: Goodwill.');
    expect(creditMail?.attachments?.[0]?.contentType).toBe('application/pdf');
    // Each refund also tells the client, in words, that the money was given back (one e-mail per refund, however often the job runs).
    const notices = p.mail.filter((m) => m.subject.startsWith('Refund made') && m.text.includes(`booking ${bookingId}.`));
    expect(notices).toHaveLength(2);
    expect(notices[0]!.subject).toMatch(/SAR\s100\.00/);
    expect(notices[0]!.text).toContain('Reason: Goodwill');
    expect(notices[0]!.text).toContain(creditNotes[0]);
    expect(notices[0]!.subject).toContain('تم الاسترداد');
    expect(notices[0]!.text).toContain('أعدنا إليك');
    expect(notices[0]!.text).toContain(`/profile?lang=en#booking-${bookingId}-title`);
  });

  it("lists one booking's payments for the booking screen, and refuses a bookingId that is no id", async () => {
    const bookingId = await newBooking();
    const { paymentId } = await payOnGateway(bookingId, 'card');
    const other = await newBooking();
    await payOnGateway(other, 'mada');
    const list = await as(admin).get(`/Payments/get-all?page=1&pageSize=50&bookingId=${bookingId}`);
    expect(list.status).toBe(200);
    expect(list.body.result.items.map((item: { id: number; bookingId: number }) => [item.id, item.bookingId])).toEqual([[paymentId, bookingId]]);
    expect(list.body.result.total).toBe(1);
    expect((await as(admin).get('/Payments/get-all?bookingId=abc')).status).toBe(400);
    expect((await as(admin).get('/Payments/get-all?bookingId=0')).status).toBe(400);
    expect((await as(client).get(`/Payments/get-all?bookingId=${bookingId}`)).status).toBe(403);
  });

  it('an issued invoice paid online is marked paid with the gateway reference, and the client gets a receipt', async () => {
    const { bookingId } = await createQuotedBooking(p, admin, client, service, { complete: true });
    const invoice = (await as(admin).post('/Invoices/create', { bookingId })).body.result;
    // With the final invoice issued, the deposit is no longer paid on its own.
    expect((await as(client).post('/Payments/checkout', { purpose: 'deposit', bookingId })).status).toBe(409);
    const started = await checkout(bookingId, 'invoice', invoice.id);
    expect(Number((await paymentRow(started.paymentId)).amount_halalas)).toBe(Math.round(invoice.total * 100));
    const { paymentId } = await gateway.pay(checkoutIdOf(started.url), 'card');
    const after = (await as(client).get(`/Invoices/${invoice.id}`)).body.result;
    expect(after).toMatchObject({ status: 'paid', paymentMethod: 'card', paymentReference: `moyasar:${paymentId}` });
    await p.settle();
    expect(p.mail.some((m) => m.subject.includes('Payment received'))).toBe(true);
    expect((await as(client).post('/Payments/checkout', { purpose: 'invoice', bookingId, invoiceId: invoice.id })).status).toBe(409);
  });

  it('lists every payment for admins only, and exports them as CSV', async () => {
    expect((await as(client).get('/Payments/get-all')).status).toBe(403);
    const list = await as(admin).get('/Payments/get-all?page=1&pageSize=5&state=paid');
    expect(list.status).toBe(200);
    expect(list.body.result.items.every((item: { state: string }) => item.state === 'paid')).toBe(true);
    expect(list.body.result.total).toBeGreaterThan(0);
    const csv = await as(admin).get('/Payments/export');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('mada');
    expect((await as(client).get('/Payments/export')).status).toBe(403);
    expect((await as(admin).get('/Payments/receivables')).status).toBe(200);
    expect((await as(client).post('/Payments/reconcile')).status).toBe(403);
    const someone = await p.user({ fullName: 'Other Client' });
    const first = list.body.result.items[0];
    expect((await as(someone).get(`/Payments/${first.id}`)).status).toBe(404);
  });
});

describe('online payments switched off (no keys)', () => {
  let p: TestProvider;
  beforeAll(async () => {
    p = await startTestProvider('pglite');
  });
  afterAll(async () => {
    await p.close();
  });

  it('shows no pay buttons and refuses a checkout and any webhook', async () => {
    expect((await p.http().get('/Payments/settings')).body.result).toEqual({ enabled: false, gateway: null, publishableKey: null, testMode: false });
    const client = await p.user();
    const res = await p.http().post('/Payments/checkout').set(bearer(client.token)).send({ purpose: 'deposit', bookingId: 1 });
    expect(res.status).toBe(409);
    expect((await p.http().post('/Payments/webhook').send({ id: 'x', type: 'payment_paid', secret_token: 'x', data: {} })).status).toBe(401);
  });
});

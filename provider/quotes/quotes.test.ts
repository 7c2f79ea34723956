import { sql } from 'kysely';
import { addDays, businessToday } from '../../shared/quotes/quote-dates';
import { createTestBooking, createTestService } from '../test-support/fixtures';
import { quotePayload } from '../test-support/quote-fixtures';
import { setInvoicing } from '../test-support/invoice-fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuote, findQuote } from './quotes.repository';

const QUOTE_NUMBER = /^Q-\d{4}-\d{4,}$/;

describeEachDialect('Quotes', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let service: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Quote Admin' });
    client = await p.user({ fullName: 'Sara Client' });
    other = await p.user({ fullName: 'Omar Other' });
    service = await createTestService(p, admin, 'Gardens');
    // The rounding cases below are worked out at 5 %; the default rate (15 %) is tested apart.
    await setInvoicing(p, admin, { vatRatePercent: 5 });
  });
  const booking = (user: TestUser = client) => createTestBooking(p, user, service);
  const issue = (requestId: number, overrides: Record<string, unknown> = {}) =>
    p.http().post('/Quotes/create').set(bearer(admin.token)).send(quotePayload(requestId, overrides));
  const issued = async (user: TestUser = client, overrides: Record<string, unknown> = {}) => {
    const res = await issue(await booking(user), overrides);
    expect(res.status).toBe(201);
    return res.body.result as { id: number; quoteNumber: string; requestId: number; totalAmount: number };
  };
  const bookingStatus = async (id: number) => (await p.http().get(`/DemandeDeService/${id}`).set(bearer(admin.token))).body.result.status;
  const accept = (id: number, user: TestUser = client) => p.http().patch(`/Quotes/accept/${id}`).set(bearer(user.token)).send();
  const reject = (id: number, reason: unknown, user: TestUser = client) => p.http().patch(`/Quotes/reject/${id}`).set(bearer(user.token)).send({ reason });

  describe('POST /Quotes/create', () => {
    it('issues a numbered quote for a booking, computes every amount and moves the booking to quoted', async () => {
      const requestId = await booking();
      const before = p.mail.length;
      const res = await issue(requestId, {
        // Amounts in the body are never trusted.
        subtotal: 1,
        tax: 1,
        totalAmount: 1,
        items: [
          { name: 'Design', arabicName: 'تصميم', description: '', quantity: 3, unitPrice: 19.99, total: 5 },
          { name: 'Plants', quantity: 1, unitPrice: 0.05 },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Quote created successfully');
      const quote = res.body.result;
      expect(quote).toMatchObject({
        quoteNumber: expect.stringMatching(QUOTE_NUMBER),
        requestId,
        clientId: client.clientId,
        clientName: 'Sara Client',
        clientCompany: 'Oasis Co.',
        status: 'pending',
        rejectionReason: null,
        answeredAt: null,
        taxRatePercent: 5,
        items: [
          // The Arabic name beside the name; none given is '' (one name for every reader).
          { name: 'Design', arabicName: 'تصميم', description: '', quantity: 3, unitPrice: 19.99, total: 59.97 },
          { name: 'Plants', arabicName: '', description: '', quantity: 1, unitPrice: 0.05, total: 0.05 },
        ],
        // 60.02 x 5 % = 3.001, half up to the halala: 3.00.
        subtotal: 60.02,
        tax: 3,
        totalAmount: 63.02,
        paymentTerms: '',
        warranty: '',
        termsAndConditions: '',
        companyInfo: {
          email: expect.stringContaining('@'),
          website: expect.stringMatching(/^https:/),
          address: { en: expect.any(String), ar: expect.any(String) },
        },
      });
      expect(quote.quoteNumber.slice(2, 6)).toBe(businessToday().slice(0, 4));
      expect(await bookingStatus(requestId)).toBe('quoted');
      const mail = p.mail.slice(before);
      expect(mail.map((m) => m.to)).toEqual(['sara@example.com']);
      expect(mail[0]!.subject).toContain(quote.quoteNumber);
      expect(mail[0]!.text).toContain(`http://site.test/quote/${quote.id}`);
      expect(mail[0]!.text).toMatch(/SAR\s63\.02/);
      expect(mail[0]!.text).toContain('عرض السعر');
      // Each half of the e-mail names the lines in its language.
      expect(mail[0]!.text).toContain('It covers: Design, Plants.');
      expect(mail[0]!.text).toContain('ويشمل: تصميم، Plants.');
    });

    it("writes the quote e-mail in its client's language first: Arabic for an Arabic reader, English otherwise", async () => {
      const arabic = await p.user({ fullName: 'Noura Reader' });
      const bookingId = await booking(arabic);
      // Her language as her last booking recorded it (booking-notices.ts): Arabic.
      await p.db.updateTable('users').set({ language: 'ar' }).where('id', '=', arabic.id).execute();
      const before = p.mail.length;
      const created = await issue(bookingId, { clientEmail: 'noura.reader@example.com' });
      expect(created.status).toBe(201);
      const quote = created.body.result as { quoteNumber: string };
      const mail = p.mail.slice(before).find((m) => m.to === 'noura.reader@example.com' && m.subject.includes(quote.quoteNumber));
      expect(mail!.subject).toMatch(/^عرض السعر .+ جاهز \| Your quote /);
      expect(mail!.html).toContain('<html lang="ar">');
      expect(mail!.text.split('\n\n---\n\n')[0]).toContain('عرض السعر');
      const english = await issued(client);
      expect(p.mail.find((m) => m.subject.includes(english.quoteNumber))!.html).toContain('<html lang="en">');
    });

    it('rounds the tax half up to the halala', async () => {
      // 0.10 x 5 % = 0.005 -> 0.01; 0.09 x 5 % = 0.0045 -> 0.00
      const up = await issue(await booking(), { items: [{ name: 'A', quantity: 1, unitPrice: 0.1 }] });
      expect(up.body.result).toMatchObject({ subtotal: 0.1, tax: 0.01, totalAmount: 0.11 });
      const down = await issue(await booking(), { items: [{ name: 'A', quantity: 1, unitPrice: 0.09 }] });
      expect(down.body.result).toMatchObject({ subtotal: 0.09, tax: 0, totalAmount: 0.09 });
      // The spec's sample: 9,600 + 5 % = 10,080.
      const sample = await issue(await booking(), { items: [{ name: 'A', quantity: 1, unitPrice: 9600 }] });
      expect(sample.body.result).toMatchObject({ subtotal: 9600, tax: 480, totalAmount: 10080 });
      // Large amounts stay exact: 50 lines of 100,000 x 9,999,999.99.
      const big = await issue(await booking(), {
        items: Array.from({ length: 50 }, (_, i) => ({ name: `Line ${i}`, quantity: 100_000, unitPrice: 9_999_999.99 })),
      });
      expect(big.status).toBe(201);
      expect(big.body.result).toMatchObject({ subtotal: 49_999_999_950_000, tax: 2_499_999_997_500, totalAmount: 52_499_999_947_500 });
    });

    it.each([
      ['clientName', ' ', 'Client name is required'],
      ['clientEmail', 'not-an-email', 'Please enter a valid email'],
      ['clientPhone', '', 'Phone number is required'],
      ['validUntil', '', 'Valid-until date is required'],
      ['validUntil', '2026-02-30', 'Invalid date'],
      ['validUntil', addDays(businessToday(), -1), 'Valid-until date cannot be in the past'],
      ['items', [], 'Add at least one line item'],
      ['requestId', 0, 'Please choose the booking this quote is for'],
    ])('refuses %s = %j (400)', async (field, value, text) => {
      const res = await issue(1, { [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors[field]).toEqual([text]);
    });

    it('checks every line item', async () => {
      const res = await issue(1, {
        items: [
          { name: '', quantity: 0, unitPrice: -1 },
          { name: 'x', arabicName: 'ب'.repeat(201), quantity: 1.5, unitPrice: 1.234 },
          { name: 'y', quantity: 100_001, unitPrice: 10_000_000.01 },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({
        'items[0].name': ['Item name is required'],
        'items[0].quantity': ['Quantity must be at least 1'],
        'items[0].unitPrice': ['Unit price must be 0 or greater'],
        'items[1].arabicName': ['Item name must be at most 200 characters'],
        'items[1].quantity': ['Must be a whole number'],
        'items[1].unitPrice': ['Unit price can have at most two decimals'],
        'items[2].quantity': ['Quantity must be at most 100,000'],
        'items[2].unitPrice': ['Unit price must be at most 10,000,000'],
      });
    });

    it('answers in Arabic for an Arabic caller', async () => {
      const res = await p
        .http()
        .post('/Quotes/create')
        .set(bearer(admin.token))
        .set('Accept-Language', 'ar')
        .send(quotePayload(1, { clientName: '' }));
      expect(res.body.errors.clientName).toEqual(['اسم العميل مطلوب']);
    });

    it('quotes only a booking that may be quoted, and one open quote at a time', async () => {
      expect((await issue(999_999)).status).toBe(404);
      expect((await issue(999_999)).body.message).toBe('Booking not found');

      const started = await booking();
      await p.http().patch(`/DemandeDeService/update-status/${started}`).set(bearer(admin.token)).send({ status: 'in_progress' }).expect(200);
      const closed = await issue(started);
      expect(closed.status).toBe(409);
      expect(closed.body).toMatchObject({ code: 'INVALID_STATE', message: 'This booking cannot be quoted in its current status' });

      const reviewed = await booking();
      await p.http().patch(`/DemandeDeService/update-status/${reviewed}`).set(bearer(admin.token)).send({ status: 'in_review' }).expect(200);
      expect((await issue(reviewed)).status).toBe(201);
      const twice = await issue(reviewed);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('This booking already has a quote waiting for an answer');
    });

    it('is for admins only', async () => {
      const requestId = await booking();
      expect((await p.http().post('/Quotes/create').set(bearer(client.token)).send(quotePayload(requestId))).status).toBe(403);
      expect((await p.http().post('/Quotes/create').send(quotePayload(requestId))).status).toBe(401);
      expect(await bookingStatus(requestId)).toBe('pending');
    });
  });

  describe('numbering', () => {
    it('numbers quotes one after the other', async () => {
      const first = await issued();
      const second = await issued();
      const sequence = (n: string) => Number(n.split('-')[2]);
      expect(sequence(second.quoteNumber)).toBe(sequence(first.quoteNumber) + 1);
    });

    it('gives quotes issued at the same moment distinct, consecutive numbers', async () => {
      const requests = await Promise.all(Array.from({ length: 12 }, () => booking()));
      const responses = await Promise.all(requests.map((id) => issue(id)));
      expect(responses.map((r) => r.status)).toEqual(requests.map(() => 201));
      const sequences = responses.map((r) => Number((r.body.result.quoteNumber as string).split('-')[2])).sort((a, b) => a - b);
      expect(new Set(sequences).size).toBe(12);
      expect(sequences.at(-1)! - sequences[0]!).toBe(11);
    });

    it('restarts the sequence with each calendar year of company time (Asia/Riyadh)', async () => {
      const base = {
        clientName: 'Sara',
        clientEmail: 'sara@example.com',
        clientPhone: '0501234567',
        clientCompany: '',
        validUntil: '2099-01-31',
        additionalNotes: '',
        paymentTerms: '',
        deliveryTime: '',
        warranty: '',
        termsAndConditions: '',
        items: [{ name: 'A', arabicName: '', description: '', quantity: 1, unitPrice: 1 }],
        taxRatePercent: 5,
        createdBy: admin.id,
      };
      const at = async (iso: string) => {
        const outcome = await createQuote(p.db, { ...base, requestId: await booking() }, new Date(iso));
        if (!outcome.ok) throw new Error(outcome.reason);
        return (await findQuote(p.db, outcome.id, new Date(iso)))!.quoteNumber;
      };
      // 23:30 on 31 December in Riyadh (UTC+3), then 00:30 on 1 January.
      expect(await at('2097-12-31T20:30:00Z')).toBe('Q-2097-0001');
      expect(await at('2097-12-31T20:45:00Z')).toBe('Q-2097-0002');
      expect(await at('2097-12-31T21:30:00Z')).toBe('Q-2098-0001');
      expect(await at('2098-06-01T09:00:00Z')).toBe('Q-2098-0002');
    });
  });

  describe('reading quotes', () => {
    let mine: { id: number; quoteNumber: string };
    let theirs: { id: number; quoteNumber: string };
    beforeAll(async () => {
      mine = await issued(client, { clientName: 'Layla Reader', clientEmail: 'layla.reader@example.com' });
      theirs = await issued(other, { clientName: 'Omar Other', clientEmail: 'omar.other@example.com' });
    });

    it('shows a client their own quote with the company details, and 404 for anyone else’s', async () => {
      const res = await p.http().get(`/Quotes/${mine.id}`).set(bearer(client.token));
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ id: mine.id, quoteNumber: mine.quoteNumber, companyInfo: { phone: expect.any(String) } });
      const hidden = await p.http().get(`/Quotes/${theirs.id}`).set(bearer(client.token));
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('Quote not found');
      expect((await p.http().get(`/Quotes/${theirs.id}`).set(bearer(admin.token))).status).toBe(200);
      expect((await p.http().get('/Quotes/999999').set(bearer(admin.token))).status).toBe(404);
      expect((await p.http().get('/Quotes/abc').set(bearer(admin.token))).status).toBe(404);
      expect((await p.http().get(`/Quotes/${mine.id}`)).status).toBe(401);
    });

    it("lists a client's own quotes only, with counts", async () => {
      const res = await p.http().get('/Quotes/my-quotes').set(bearer(other.token));
      expect(res.status).toBe(200);
      const page = res.body.result;
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((q: { clientId: number }) => q.clientId === other.clientId)).toBe(true);
      expect(page.counts.all).toBe(page.total);
      expect(page).toMatchObject({ page: 1, pageSize: 20 });
      expect((await p.http().get('/Quotes/my-quotes').set(bearer(admin.token))).status).toBe(403);
    });

    it('lets an admin search by number, client name or e-mail, filter by status and page', async () => {
      const list = (query: Record<string, string | number>) => p.http().get('/Quotes/get-all').query(query).set(bearer(admin.token));
      for (const search of [mine.quoteNumber, 'layla read', 'LAYLA.READER@']) {
        const res = await list({ search });
        expect(res.status).toBe(200);
        expect(res.body.result.items.map((q: { id: number }) => q.id)).toEqual([mine.id]);
        expect(res.body.result.counts).toEqual({ all: 1, pending: 1, accepted: 0, rejected: 0, expired: 0 });
      }
      // The search's pattern characters are text, not wildcards.
      expect((await list({ search: '%' })).body.result.total).toBe(0);
      const all = await list({ page: 1, pageSize: 2 });
      expect(all.body.result.items).toHaveLength(2);
      expect(all.body.result.total).toBe(all.body.result.counts.all);
      const pending = await list({ status: 'pending', pageSize: 100 });
      expect(pending.body.result.items.every((q: { status: string }) => q.status === 'pending')).toBe(true);
      expect(pending.body.result.total).toBe(pending.body.result.counts.pending);
      const byBooking = await list({ requestId: theirs.id ? (await p.http().get(`/Quotes/${theirs.id}`).set(bearer(admin.token))).body.result.requestId : 0 });
      expect(byBooking.body.result.items.map((q: { id: number }) => q.id)).toEqual([theirs.id]);
      const byClient = await list({ clientId: other.clientId!, pageSize: 100 });
      expect(byClient.body.result.items.every((q: { clientId: number }) => q.clientId === other.clientId)).toBe(true);
      expect((await list({ status: 'done' })).body.errors).toEqual({ status: ['Unknown status'] });
      expect((await list({ pageSize: 500 })).status).toBe(400);
      expect((await p.http().get('/Quotes/get-all').set(bearer(client.token))).status).toBe(403);
    });

    it('tells the create form the tax rate', async () => {
      const res = await p.http().get('/Quotes/settings').set(bearer(admin.token));
      expect(res.body.result).toEqual({ taxRatePercent: 5 });
    });
  });

  describe('answering a quote', () => {
    it('lets the client accept their pending quote: the booking goes in progress and the admins hear of it', async () => {
      const quote = await issued();
      expect((await accept(quote.id, other)).status).toBe(404);
      const before = p.mail.length;
      const res = await accept(quote.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Quote accepted successfully', result: { id: quote.id, status: 'accepted', answeredAt: expect.any(String) } });
      expect(await bookingStatus(quote.requestId)).toBe('in_progress');
      await p.settle();
      const mail = p.mail.slice(before).filter((m) => m.subject.includes(quote.quoteNumber));
      expect(mail.map((m) => m.to)).toContain(admin.email);
      expect(mail.every((m) => m.subject.includes('accepted'))).toBe(true);
      // The client hears that the booking is confirmed, once.
      expect(
        p.mail
          .slice(before)
          .filter((m) => m.to === client.email)
          .map((m) => m.subject),
      ).toEqual([expect.stringMatching(/^Your booking #\d+ is confirmed/)]);

      const again = await accept(quote.id);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'INVALID_STATE', message: 'Only a pending quote can be accepted or rejected (this one is Accepted)' });
      expect((await reject(quote.id, 'Changed my mind')).status).toBe(409);
    });

    it('needs a reason to reject; a rejected quote sends the booking back to review, to be quoted again', async () => {
      const quote = await issued();
      const empty = await reject(quote.id, '  ');
      expect(empty.status).toBe(400);
      expect(empty.body.errors.reason).toEqual(['Please give a reason for the rejection']);
      const res = await reject(quote.id, 'Too expensive for us');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Quote rejected successfully', result: { status: 'rejected', rejectionReason: 'Too expensive for us' } });
      expect(await bookingStatus(quote.requestId)).toBe('in_review');
      expect([...p.mail].reverse().find((m) => m.subject.includes(quote.quoteNumber))!.text).toContain('Too expensive for us');
      const second = await issue(quote.requestId);
      expect(second.status).toBe(201);
      expect(await bookingStatus(quote.requestId)).toBe('quoted');
    });

    it('lets an admin answer for the client', async () => {
      const quote = await issued();
      const res = await p.http().patch(`/Quotes/accept/${quote.id}`).set(bearer(admin.token)).send();
      expect(res.body.result.status).toBe('accepted');
    });

    it('lets exactly one of two simultaneous answers win', async () => {
      const quote = await issued();
      const [a, b] = await Promise.all([accept(quote.id), reject(quote.id, 'No')]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    });

    it('refuses to accept a quote whose booking was cancelled meanwhile', async () => {
      const quote = await issued();
      await p.http().patch(`/DemandeDeService/update-status/${quote.requestId}`).set(bearer(admin.token)).send({ status: 'cancelled' }).expect(200);
      const res = await accept(quote.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The booking of this quote is closed, so the quote cannot be accepted');
      expect((await p.http().get(`/Quotes/${quote.id}`).set(bearer(client.token))).body.result.status).toBe('pending');
    });
  });

  describe('expiry', () => {
    it('reads a pending quote past its valid-until day as expired, everywhere, and refuses to answer it', async () => {
      const quote = await issued(client, { validUntil: businessToday() });
      // Valid through the whole of its last day.
      expect((await p.http().get(`/Quotes/${quote.id}`).set(bearer(client.token))).body.result.status).toBe('pending');
      await sql`update quotes set valid_until = valid_until - 1 where id = ${quote.id}`.execute(p.db);
      const res = await p.http().get(`/Quotes/${quote.id}`).set(bearer(client.token));
      expect(res.body.result.status).toBe('expired');
      const expired = await p.http().get('/Quotes/get-all').query({ status: 'expired', search: quote.quoteNumber }).set(bearer(admin.token));
      expect(expired.body.result.items.map((q: { id: number }) => q.id)).toEqual([quote.id]);
      expect(expired.body.result.counts).toMatchObject({ all: 1, expired: 1, pending: 0 });
      const answer = await accept(quote.id);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This quote has expired and can no longer be accepted or rejected');
      expect((await reject(quote.id, 'late')).status).toBe(409);
      // The booking stays quoted, and can be quoted afresh.
      expect((await issue(quote.requestId)).status).toBe(201);
    });
  });

  describe('GET /Quotes/:id/pdf', () => {
    it('sends the PDF to its client and to admins, in the language asked for', async () => {
      const quote = await issued();
      const res = await p.http().get(`/Quotes/${quote.id}/pdf?lang=ar`).set(bearer(client.token)).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${quote.quoteNumber}-ar.pdf"`);
      expect(
        Buffer.from(res.body as Buffer)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect((await p.http().get(`/Quotes/${quote.id}/pdf`).set(bearer(admin.token)).set('Accept-Language', 'ar')).headers['content-disposition']).toContain(
        '-ar.pdf',
      );
      expect((await p.http().get(`/Quotes/${quote.id}/pdf`).set(bearer(other.token))).status).toBe(404);
      expect((await p.http().get(`/Quotes/${quote.id}/pdf?lang=fr`).set(bearer(client.token))).body.errors).toEqual({ lang: ['Language must be en or ar'] });
    });
  });
});

describeEachDialect('Quotes and the VAT rate setting', (provider) => {
  it('prices new quotes at the VAT rate of the site settings (15 % by default), each quote keeping its own', async () => {
    const p = provider();
    const admin = await p.user({ role: 'Admin' });
    const client = await p.user();
    const service = await createTestService(p, admin);
    const settings = async () => (await p.http().get('/Quotes/settings').set(bearer(admin.token))).body.result;
    const issue = async () =>
      (
        await p
          .http()
          .post('/Quotes/create')
          .set(bearer(admin.token))
          .send(quotePayload(await createTestBooking(p, client, service), { items: [{ name: 'A', quantity: 1, unitPrice: 10.2 }] }))
      ).body.result;
    expect(await settings()).toEqual({ taxRatePercent: 15 });
    // 10.20 x 15 % = 1.53
    const first = await issue();
    expect(first).toMatchObject({ taxRatePercent: 15, subtotal: 10.2, tax: 1.53, totalAmount: 11.73 });
    await setInvoicing(p, admin, { vatRatePercent: 2.5 });
    expect(await settings()).toEqual({ taxRatePercent: 2.5 });
    // 10.20 x 2.5 % = 0.255 -> 0.26
    expect(await issue()).toMatchObject({ taxRatePercent: 2.5, subtotal: 10.2, tax: 0.26, totalAmount: 10.46 });
    expect((await p.http().get(`/Quotes/${first.id}`).set(bearer(admin.token))).body.result).toMatchObject({ taxRatePercent: 15, tax: 1.53 });
  });
});

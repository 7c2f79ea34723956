import { businessToday } from '../../shared/quotes/quote-dates';
import { addDays } from '../../shared/scheduling/saudi-clock';
import { parseCsv } from '../../test-support/csv';
import { pdfText } from '../../test-support/pdf-text';
import { createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { assignTestPartner, createTestPartner, type TestPartner } from '../test-support/partner-account';

/** 1 x 8,500.00 and 2 x 550.00: 9,600.00 before VAT. */
const ITEMS = [
  { name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 8500 },
  { name: 'Monthly care', quantity: 2, unitPrice: 550 },
];

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
}
const COST_WORDS = /cost|commission|margin|payout/i;

describeEachDialect('Finance: commission, margins, statements, payouts', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let gardens: number;
  let pools: number;
  let partner: TestPartner;
  let second: TestPartner;
  const today = businessToday();
  const month = today.slice(0, 7);

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Finance Admin' });
    client = await p.user({ fullName: 'Sara Client' });
    gardens = await createTestService(p, admin, 'Gardens');
    pools = await createTestService(p, admin, 'Pools');
    partner = await createTestPartner(p, { serviceId: gardens, name: 'Nakheel Gardens', arabicName: 'حدائق النخيل' });
    second = await createTestPartner(p, { serviceId: gardens, name: 'Second Partner', arabicName: 'الشريك الثاني' });
  });

  const as = (user: TestUser) => ({
    get: (path: string) => p.http().get(path).set(bearer(user.token)).buffer(true),
    put: (path: string, body: unknown) =>
      p
        .http()
        .put(path)
        .set(bearer(user.token))
        .send(body as object),
    post: (path: string, body: unknown) =>
      p
        .http()
        .post(path)
        .set(bearer(user.token))
        .send(body as object),
  });
  const setDefault = (serviceId: number, body: unknown) => as(admin).put(`/Finance/services/${serviceId}/commission`, body);
  const costing = async (quoteId: number) => (await as(admin).get(`/Finance/quotes/${quoteId}/costing`)).body.result;
  const quoted = (serviceId = gardens) => createQuotedBooking(p, admin, client, serviceId, { items: ITEMS });
  const margins = async (groupBy: string, query = `from=${today}&to=${today}`) => {
    const res = await as(admin).get(`/Finance/margins?groupBy=${groupBy}&${query}`);
    expect(res.status).toBe(200);
    return res.body.result as { rows: Array<Record<string, unknown>>; totals: Record<string, unknown> };
  };

  describe("a service's default commission", () => {
    it('lists every service, without a default at first', async () => {
      const res = await as(admin).get('/Finance/services/commissions');
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual(
        expect.arrayContaining([expect.objectContaining({ serviceId: pools, serviceTitle: 'Pools', kind: null, value: null, updatedAt: null })]),
      );
    });

    it('sets a percentage or an amount, removes it with kind null, and records each change in the audit log', async () => {
      let res = await setDefault(pools, { kind: 'amount', value: 75.5 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Commission saved', result: { serviceId: pools, kind: 'amount', value: 75.5 } });
      res = await setDefault(pools, { kind: 'percent', value: 12.5 });
      expect(res.body.result).toMatchObject({ kind: 'percent', value: 12.5 });
      res = await setDefault(pools, { kind: null });
      expect(res.body.result).toMatchObject({ kind: null, value: null });
      const audit = await as(admin).get('/Audit?page=1&pageSize=10&action=service.commission');
      const entries = (audit.body.result.items as Array<{ action: string; entityId: number; after: { kind: string | null } }>).filter(
        (e) => e.action === 'service.commission' && e.entityId === pools,
      );
      expect(entries.map((e) => e.after.kind)).toEqual(expect.arrayContaining(['amount', 'percent', null]));
    });

    it.each([
      [{ kind: 'percent', value: 1000.01 }, 'value', 'At most 1000 %'],
      [{ kind: 'percent', value: -1 }, 'value', 'The value cannot be negative'],
      [{ kind: 'amount', value: 1.005 }, 'value', 'Use at most two decimals'],
      [{ kind: 'amount' }, 'value', 'Enter a value'],
      [{ kind: 'share', value: 5 }, 'kind', 'Choose percentage, amount or no default'],
    ])('refuses %j with a clear message (400)', async (body, field, message) => {
      const res = await setDefault(pools, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    });

    it('answers in Arabic too', async () => {
      const res = await p
        .http()
        .put(`/Finance/services/${pools}/commission`)
        .set(bearer(admin.token))
        .set('Accept-Language', 'ar')
        .send({ kind: 'percent', value: 2000 });
      expect(res.status).toBe(400);
      expect(res.body.errors.value).toEqual(['١٠٠٠٪ على الأكثر']);
    });

    it('404s for an unknown service', async () => {
      expect((await setDefault(999_999, { kind: 'percent', value: 10 })).status).toBe(404);
    });
  });

  describe("a quote's lines", () => {
    let quoteId: number;
    let bookingId: number;
    beforeAll(async () => {
      await setDefault(gardens, { kind: 'percent', value: 20 });
      ({ quoteId, bookingId } = await quoted());
    });

    it("are costed by their service's default when the quote is issued (20 % on the partner's cost)", async () => {
      const result = await costing(quoteId);
      expect(result).toMatchObject({
        quoteId,
        bookingId,
        revenue: 9600,
        // 8,500 / 1.2 = 7,083.333… → 7,083.33; 1,100 / 1.2 = 916.666… → 916.67.
        partnerCost: 8000,
        margin: 1600,
        uncostedLines: 0,
        services: [{ id: gardens, title: 'Gardens' }],
        partners: [],
      });
      expect(result.lines).toEqual([
        expect.objectContaining({
          name: 'Garden design',
          total: 8500,
          kind: 'percent',
          value: 20,
          partnerCost: 7083.33,
          commission: 1416.67,
          serviceId: gardens,
          partnerId: null,
        }),
        expect.objectContaining({ name: 'Monthly care', total: 1100, kind: 'percent', value: 20, partnerCost: 916.67, commission: 183.33 }),
      ]);
    });

    it('stay uncosted when the service has no default', async () => {
      const { quoteId: other } = await quoted(pools);
      expect(await costing(other)).toMatchObject({
        partnerCost: 0,
        margin: 0,
        uncostedLines: 2,
        lines: [expect.objectContaining({ kind: null, partnerCost: null }), expect.objectContaining({ kind: null, partnerCost: null })],
      });
    });

    it("take the partner's unit cost, leaving the price as quoted, and record it in the audit log", async () => {
      const line = (await costing(quoteId)).lines[1];
      const res = await as(admin).put(`/Finance/quotes/${quoteId}/lines/${line.itemId}`, { basis: 'cost', value: 400 });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Line costed');
      expect(res.body.result.lines[1]).toMatchObject({ unitPrice: 550, total: 1100, kind: 'amount', value: 150, partnerCost: 800, commission: 300 });
      expect(res.body.result).toMatchObject({ revenue: 9600, partnerCost: 7883.33, margin: 1716.67 });
      const quote = await as(admin).get(`/Quotes/${quoteId}`);
      expect(quote.body.result).toMatchObject({
        subtotal: 9600,
        items: [expect.objectContaining({ unitPrice: 8500 }), expect.objectContaining({ unitPrice: 550 })],
      });
      const audit = await as(admin).get('/Audit?page=1&pageSize=20');
      const entry = (
        audit.body.result.items as Array<{ action: string; entity: string; entityId: number; before: { margin: number }; after: { margin: number } }>
      ).find((e) => e.action === 'quote.costing' && e.entityId === quoteId);
      expect(entry).toMatchObject({ entity: 'quote', before: { margin: 1600 }, after: { margin: 1716.67 } });
    });

    it('refuses an amount or a cost above the unit price (400)', async () => {
      const line = (await costing(quoteId)).lines[1];
      for (const body of [
        { basis: 'amount', value: 550.01 },
        { basis: 'cost', value: 600 },
      ]) {
        const res = await as(admin).put(`/Finance/quotes/${quoteId}/lines/${line.itemId}`, body);
        expect(res.status).toBe(400);
        expect(res.body.errors.value).toEqual(["The commission or the cost cannot be more than the line's unit price"]);
      }
    });

    it.each([
      [{ basis: 'markup', value: 5 }, 'basis'],
      [{ basis: 'percent', value: 'x' }, 'value'],
      [{ basis: 'percent' }, 'value'],
      [{ basis: 'percent', value: 10, partnerId: 0 }, 'partnerId'],
    ])('refuses %j (400)', async (body, field) => {
      const line = (await costing(quoteId)).lines[0];
      const res = await as(admin).put(`/Finance/quotes/${quoteId}/lines/${line.itemId}`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty(field);
    });

    it("refuses a service that is not the booking's, and a partner not assigned to it (400)", async () => {
      const line = (await costing(quoteId)).lines[0];
      let res = await as(admin).put(`/Finance/quotes/${quoteId}/lines/${line.itemId}`, { basis: 'percent', value: 20, serviceId: pools });
      expect(res.status).toBe(400);
      expect(res.body.errors.serviceId).toEqual(["This service is not one of the booking's"]);
      res = await as(admin).put(`/Finance/quotes/${quoteId}/lines/${line.itemId}`, { basis: 'percent', value: 20, partnerId: second.partnerId });
      expect(res.status).toBe(400);
      expect(res.body.errors.partnerId).toEqual(['This partner is not assigned to the booking']);
      // A declined partner is not assigned either.
      await assignTestPartner(p, bookingId, second.partnerId);
      await p.db
        .updateTable('booking_assignments')
        .set({ status: 'declined' })
        .where('booking_id', '=', bookingId)
        .where('partner_id', '=', second.partnerId)
        .execute();
      res = await as(admin).put(`/Finance/quotes/${quoteId}/lines/${line.itemId}`, { basis: 'percent', value: 20, partnerId: second.partnerId });
      expect(res.status).toBe(400);
    });

    it('404s for a line of another quote, or an unknown quote', async () => {
      const { quoteId: other } = await quoted();
      const foreign = (await costing(other)).lines[0];
      expect((await as(admin).put(`/Finance/quotes/${quoteId}/lines/${foreign.itemId}`, { basis: 'percent', value: 10 })).status).toBe(404);
      expect((await as(admin).get('/Finance/quotes/999999/costing')).status).toBe(404);
    });
  });

  describe('what clients read', () => {
    it('never carries the cost, the commission or the margin: quotes, their PDF, invoices', async () => {
      await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER, legalName: 'Khadamat Co.' });
      const { quoteId, bookingId } = await createQuotedBooking(p, admin, client, gardens, { items: ITEMS, complete: true });
      expect((await costing(quoteId)).partnerCost).toBe(8000);
      const invoice = await as(admin).post('/Invoices/create', { bookingId });
      expect(invoice.status).toBe(201);
      const responses = [
        await as(client).get(`/Quotes/${quoteId}`),
        await as(client).get('/Quotes/my-quotes?page=1&pageSize=50'),
        await as(client).get('/Invoices/my-invoices?page=1&pageSize=50'),
        await as(client).get(`/Invoices/${invoice.body.result.id}`),
        await as(client).get(`/DemandeDeService/${bookingId}`),
      ];
      for (const res of responses) {
        expect(res.status).toBe(200);
        expect(keysOf(res.body).filter((key) => COST_WORDS.test(key))).toEqual([]);
        // Neither the partner's cost nor the commission appears as a figure either.
        expect(JSON.stringify(res.body)).not.toMatch(/7083\.33|1416\.67|916\.67|183\.33/);
      }
      for (const path of [`/Quotes/${quoteId}/pdf?lang=en`, `/Quotes/${quoteId}/pdf?lang=ar`, `/Invoices/${invoice.body.result.id}/pdf`]) {
        const pdf = await as(client).get(path);
        expect(pdf.status).toBe(200);
        const text = await pdfText(pdf.body as Buffer);
        expect(text).toMatch(/8,500\.00|٨|٥٠٠٫٠٠/);
        expect(text).not.toMatch(/7,083\.33|1,416\.67|916\.67|183\.33|٠٨٣٫٣٣|٤١٦٫٦٧|٩١٦٫٦٧|١٨٣٫٣٣|commission|cost|عمولة|تكلفة/i);
      }
    });
  });

  describe('GET /Finance/margins', () => {
    let bookingId: number;
    let quoteId: number;
    let solo: TestPartner;
    beforeAll(async () => {
      solo = await createTestPartner(p, { serviceId: gardens, name: 'Solo Partner', arabicName: 'الشريك المنفرد' });
      ({ bookingId, quoteId } = await quoted());
      await assignTestPartner(p, bookingId, solo.partnerId);
    });

    it("gives a booking's revenue, partner cost and margin", async () => {
      const report = await margins('booking');
      expect(report.rows.find((row) => row.key === String(bookingId))).toEqual({
        key: String(bookingId),
        label: `#${bookingId} · Sara Client`,
        arabicLabel: `#${bookingId} · Sara Client`,
        quoteId,
        bookings: 1,
        revenue: 9600,
        partnerCost: 8000,
        margin: 1600,
        marginPercent: 16.7,
        uncostedLines: 0,
      });
    });

    it("counts the lines under the booking's only partner, and under a named one when several do the job", async () => {
      let report = await margins('partner');
      expect(report.rows.find((row) => row.key === String(solo.partnerId))).toMatchObject({
        label: 'Solo Partner',
        arabicLabel: 'الشريك المنفرد',
        bookings: 1,
        partnerCost: 8000,
        margin: 1600,
      });
      // A second partner on the job: unnamed lines belong to no one, the named line to its partner.
      const helper = await createTestPartner(p, { serviceId: gardens, name: 'Helper Partner' });
      await assignTestPartner(p, bookingId, helper.partnerId);
      const line = (await costing(quoteId)).lines[1];
      expect(
        (await as(admin).put(`/Finance/quotes/${quoteId}/lines/${line.itemId}`, { basis: 'percent', value: 20, partnerId: helper.partnerId })).status,
      ).toBe(200);
      report = await margins('partner');
      expect(report.rows.find((row) => row.key === String(solo.partnerId))).toBeUndefined();
      expect(report.rows.find((row) => row.key === String(helper.partnerId))).toMatchObject({
        bookings: 1,
        revenue: 1100,
        partnerCost: 916.67,
        margin: 183.33,
      });
      expect(report.rows.find((row) => row.key === null)).toMatchObject({ label: '', arabicLabel: '' });
    });

    it('adds up per service and per month, the totals being the sum of the rows', async () => {
      const byService = await margins('service');
      const gardenRow = byService.rows.find((row) => row.key === String(gardens))!;
      expect(gardenRow).toMatchObject({ label: 'Gardens' });
      const byMonth = await margins('month');
      expect(byMonth.rows).toEqual([expect.objectContaining({ key: month, label: month })]);
      for (const report of [byService, byMonth]) {
        const sum = (field: string) => Math.round(report.rows.reduce((total, row) => total + (row[field] as number) * 100, 0)) / 100;
        expect(report.totals).toMatchObject({
          revenue: sum('revenue'),
          partnerCost: sum('partnerCost'),
          margin: sum('margin'),
          uncostedLines: sum('uncostedLines'),
        });
      }
      expect(byMonth.rows[0]).toMatchObject({ revenue: byMonth.totals.revenue });
    });

    it('leaves out cancelled bookings and quotes accepted outside the period', async () => {
      const { bookingId: cancelled } = await quoted();
      const res = await p.http().patch(`/DemandeDeService/update-status/${cancelled}`).set(bearer(admin.token)).send({ status: 'cancelled' });
      expect(res.status).toBe(200);
      expect((await margins('booking')).rows.find((row) => row.key === String(cancelled))).toBeUndefined();
      const yesterday = addDays(today, -1);
      expect((await margins('booking', `from=${yesterday}&to=${yesterday}`)).rows).toEqual([]);
    });

    it.each([
      ['groupBy=client', 'groupBy', 'Group by booking, service, partner or month'],
      [`from=${today}&to=${addDays(today, -1)}`, 'to', 'The period ends before it starts'],
      ['from=2026-02-30', 'from', 'Use a date written YYYY-MM-DD'],
    ])('refuses ?%s (400)', async (query, field, message) => {
      const res = await as(admin).get(`/Finance/margins?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    });
  });

  describe("a partner's statement and payouts", () => {
    let statementPartner: TestPartner;
    let bookingId: number;
    beforeAll(async () => {
      statementPartner = await createTestPartner(p, { serviceId: gardens, name: 'Statement Partner', arabicName: 'شريك الكشف' });
      ({ bookingId } = await quoted());
      await assignTestPartner(p, bookingId, statementPartner.partnerId, { status: 'done' });
      // A job not done yet owes nothing.
      const { bookingId: ongoing } = await quoted();
      await assignTestPartner(p, ongoing, statementPartner.partnerId, { status: 'started' });
    });
    const statement = async (query = `month=${month}`) => {
      const res = await as(admin).get(`/Finance/partners/${statementPartner.partnerId}/statement?${query}`);
      expect(res.status).toBe(200);
      return res.body.result;
    };

    it('lists the jobs done in the month with what each owes the partner', async () => {
      expect(await statement()).toMatchObject({
        partnerId: statementPartner.partnerId,
        partnerName: 'Statement Partner',
        month,
        openingBalance: 0,
        jobs: [{ bookingId, quoteNumber: expect.stringMatching(/^Q-/), clientName: 'Sara Client', amountOwed: 8000, uncostedLines: 0 }],
        owedInMonth: 8000,
        payouts: [],
        paidInMonth: 0,
        closingBalance: 8000,
      });
    });

    it('records a payout (audited), which the statement takes off the balance, and carries the balance to the next month', async () => {
      const res = await as(admin).post('/Finance/payouts', {
        partnerId: statementPartner.partnerId,
        amount: 5000.5,
        paidOn: today,
        reference: 'TRX-1',
        note: 'First part',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        message: 'Payout recorded',
        result: { partnerId: statementPartner.partnerId, amount: 5000.5, paidOn: today, reference: 'TRX-1', recordedBy: 'Finance Admin' },
      });
      expect(await statement()).toMatchObject({
        owedInMonth: 8000,
        paidInMonth: 5000.5,
        closingBalance: 2999.5,
        payouts: [expect.objectContaining({ amount: 5000.5 })],
      });
      const [year, number] = month.split('-').map(Number) as [number, number];
      const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
      expect(await statement(`month=${next}`)).toMatchObject({ openingBalance: 2999.5, jobs: [], payouts: [], closingBalance: 2999.5 });
      const audit = await as(admin).get('/Audit?page=1&pageSize=20');
      expect(audit.body.result.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'payout.create',
            entity: 'payout',
            entityId: res.body.result.id,
            before: null,
            after: expect.objectContaining({ amount: 5000.5 }),
          }),
        ]),
      );
    });

    it('gives the statement as a CSV ledger with a running balance', async () => {
      const res = await as(admin).get(`/Finance/partners/${statementPartner.partnerId}/statement/csv?month=${month}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${statementPartner.partnerId}-${month}.csv"`);
      const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual(['Entry', 'Date', 'Booking', 'Client', 'Quote / reference', 'Owed (SAR)', 'Paid (SAR)', 'Balance (SAR)']);
      expect(rows.slice(1).map((row) => [row[0], row[2], row[5], row[6], row[7]])).toEqual([
        ['Brought forward', '', '', '', '0.00'],
        ['Job done', String(bookingId), '8000.00', '', '8000.00'],
        ['Payout', '', '', '5000.50', '2999.50'],
        ['Month total', '', '8000.00', '5000.50', '2999.50'],
      ]);
      const ar = await p
        .http()
        .get(`/Finance/partners/${statementPartner.partnerId}/statement/csv?month=${month}`)
        .set(bearer(admin.token))
        .set('Accept-Language', 'ar');
      expect(parseCsv(ar.text.replace(/^\uFEFF/, ''))[1]![0]).toBe('رصيد مرحَّل');
    });

    it('gives the statement as a bilingual PDF, Arabic first', async () => {
      const res = await as(admin).get(`/Finance/partners/${statementPartner.partnerId}/statement/pdf?month=${month}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('كشف حساب شريك');
      expect(text).toContain('Partner statement');
      expect(text).toContain('شريك الكشف');
      expect(text).toContain('8,000.00');
      expect(text).toContain('2,999.50');
      expect(text.indexOf('كشف حساب شريك')).toBeLessThan(text.indexOf('Partner statement'));
    });

    it('counts a job in the month its partner marked it done, not the month its assignment was last changed', async () => {
      const latePartner = await createTestPartner(p, { serviceId: gardens, name: 'Late Partner', arabicName: 'شريك متأخر' });
      const { bookingId: lastMonthJob } = await quoted();
      const assignmentId = await assignTestPartner(p, lastMonthJob, latePartner.partnerId, { status: 'done' });
      const [year, number] = month.split('-').map(Number) as [number, number];
      const previous = number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
      // Done at noon (Saudi time) on the 15th of last month; the assignment was touched again today.
      await p.db
        .insertInto('job_events')
        .values({ assignment_id: assignmentId, status: 'done', note: '', by_user_id: null, created_at: new Date(`${previous}-15T09:00:00Z`) })
        .execute();
      await p.db.updateTable('booking_assignments').set({ updated_at: new Date() }).where('id', '=', assignmentId).execute();
      const of = async (when: string) => {
        const res = await as(admin).get(`/Finance/partners/${latePartner.partnerId}/statement?month=${when}`);
        expect(res.status).toBe(200);
        return res.body.result;
      };
      expect(await of(previous)).toMatchObject({
        jobs: [{ bookingId: lastMonthJob, doneAt: `${previous}-15T09:00:00.000Z`, amountOwed: 8000 }],
        owedInMonth: 8000,
      });
      expect(await of(month)).toMatchObject({ openingBalance: 8000, jobs: [], owedInMonth: 0, closingBalance: 8000 });
    });

    it.each([
      [{ amount: 0, paidOn: today }, 'amount', 'The amount must be above zero'],
      [{ amount: 10.001, paidOn: today }, 'amount', 'Use at most two decimals'],
      [{ amount: 10, paidOn: addDays(today, 1) }, 'paidOn', 'The day paid cannot be in the future'],
      [{ amount: 10 }, 'paidOn', 'Enter the day it was paid'],
      [{ amount: 10, paidOn: today, reference: 'x'.repeat(101) }, 'reference', 'At most 100 characters'],
    ])('refuses the payout %j (400)', async (body, field, message) => {
      const res = await as(admin).post('/Finance/payouts', { partnerId: statementPartner.partnerId, ...body });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    });

    it('refuses a payout without a partner (400) or to an unknown one (404), and an invalid month (400)', async () => {
      expect((await as(admin).post('/Finance/payouts', { amount: 10, paidOn: today })).body.errors.partnerId).toEqual(['Choose a partner']);
      expect((await as(admin).post('/Finance/payouts', { partnerId: 999_999, amount: 10, paidOn: today })).status).toBe(404);
      expect((await as(admin).get('/Finance/partners/999999/statement')).status).toBe(404);
      const res = await as(admin).get(`/Finance/partners/${statementPartner.partnerId}/statement?month=2026-13`);
      expect(res.status).toBe(400);
      expect(res.body.errors.month).toEqual(['Use a month written YYYY-MM']);
    });
  });

  describe('who may call', () => {
    const calls = (ids: { quoteId: number; itemId: number; partnerId: number }): Array<[string, string, unknown?]> => [
      ['get', '/Finance/services/commissions'],
      ['put', `/Finance/services/${gardens}/commission`, { kind: 'percent', value: 1 }],
      ['get', `/Finance/quotes/${ids.quoteId}/costing`],
      ['put', `/Finance/quotes/${ids.quoteId}/lines/${ids.itemId}`, { basis: 'percent', value: 1 }],
      ['get', '/Finance/margins'],
      ['get', `/Finance/partners/${ids.partnerId}/statement`],
      ['get', `/Finance/partners/${ids.partnerId}/statement/csv`],
      ['get', `/Finance/partners/${ids.partnerId}/statement/pdf`],
      ['post', '/Finance/payouts', { partnerId: ids.partnerId, amount: 1, paidOn: today }],
    ];

    it('refuses every finance call to a client, and to a partner even about their own jobs (403), and without a token (401)', async () => {
      const { bookingId, quoteId } = await quoted();
      await assignTestPartner(p, bookingId, partner.partnerId, { status: 'done' });
      const ids = { quoteId, itemId: (await costing(quoteId)).lines[0].itemId, partnerId: partner.partnerId };
      for (const [method, path, body] of calls(ids)) {
        for (const user of [client, partner]) {
          const res = await p
            .http()
            [method as 'get'](path)
            .set(bearer(user.token))
            .send(body as object);
          expect({ path, status: res.status }).toEqual({ path, status: 403 });
        }
        expect(
          (
            await p
              .http()
              [method as 'get'](path)
              .send(body as object)
          ).status,
        ).toBe(401);
      }
      // Nothing was changed by the refused calls.
      expect((await costing(quoteId)).lines[0]).toMatchObject({ kind: 'percent', value: 20 });
    });
  });
});

import { createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { invoiceQuery } from './invoices.repository';

/**
 * Lists and exports read what a document's view shows, not its XML: a page, or an export batch of
 * 500, would otherwise carry every document's UBL XML (several kilobytes, more once stamped) out
 * of the database for nothing. The XML is read by GET /Invoices/{id}/xml alone.
 */
describeEachDialect('the invoices views read no XML', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    const client = await p.user();
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER, vatRatePercent: 15 });
    const service = await createTestService(p, admin, 'Listed');
    const { bookingId } = await createQuotedBooking(p, admin, client, service, { complete: true });
    expect((await p.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId })).status).toBe(201);
  });

  it('selects named columns, none of them an XML column', () => {
    const { sql } = invoiceQuery(p.db).compile();
    expect(sql).not.toMatch(/zatca_xml|zatca_cleared_xml/);
    expect(sql).not.toMatch(/"invoices"\.\*/);
  });

  it('still shows every field of the list and the export, and the XML on its own route', async () => {
    const list = await p.http().get('/Invoices/get-all').set(bearer(admin.token));
    expect(list.status).toBe(200);
    const [document] = list.body.result.items;
    expect(document).toMatchObject({ kind: 'invoice', zatca: { icv: expect.any(Number), hash: expect.any(String), status: 'not_sent' } });
    expect(document.seller.vatNumber).toBe(SAMPLE_VAT_NUMBER);
    const exported = await p.http().get('/Invoices/export').set(bearer(admin.token)).buffer(true);
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(document.invoiceNumber);
    expect(exported.text).not.toContain('<Invoice');
    const xml = await p.http().get(`/Invoices/${document.id}/xml`).set(bearer(admin.token));
    expect(xml.status).toBe(200);
    expect(xml.text).toContain(`<cbc:ID>${document.invoiceNumber}</cbc:ID>`);
  });
});

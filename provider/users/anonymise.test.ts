import { createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { anonymiseAccount, anonymisedName } from './anonymise';

const BUYER = {
  vatNumber: '300000000000003',
  address: { buildingNumber: '1234', street: 'Prince Sultan St', district: 'Al Olaya', city: 'Riyadh', postalCode: '12211', additionalNumber: '5678' },
};

/**
 * anonymiseAccount (for the privacy issue): the person's data is replaced everywhere it was copied,
 * every record is kept, and a standard invoice keeps the buyer identity the law asks it to show.
 */
describeEachDialect('anonymiseAccount', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let service: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    service = await createTestService(p, admin, 'Anonymised');
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER });
  });

  const invoiced = async (client: TestUser) => {
    const { bookingId } = await createQuotedBooking(p, admin, client, service, { complete: true });
    return (await p.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId })).body.result as { id: number; invoiceNumber: string };
  };

  it("replaces a person's name, e-mail and phone everywhere, keeps the invoice, and the account can no longer sign in", async () => {
    const client = await p.user({ fullName: 'Layla Private' });
    await p.http().patch(`/User/set-type/${client.id}`).set(bearer(admin.token)).send({ typeUser: 1 });
    const invoice = await invoiced(client);
    expect(await anonymiseAccount(p.db, client.id)).toMatchObject({ fullName: 'Layla Private', email: client.email });
    const user = (await p.http().get(`/User/get-user/${client.id}`).set(bearer(admin.token))).body.result;
    expect(user).toMatchObject({
      fullName: anonymisedName(client.id),
      phoneNumber: '',
      isActive: false,
      anonymised: true,
      archivedAt: expect.any(String),
      buyer: null,
    });
    expect(user.email).not.toContain('layla');
    const kept = (await p.http().get(`/Invoices/${invoice.id}`).set(bearer(admin.token))).body.result;
    expect(kept).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      invoiceType: 'simplified',
      clientName: anonymisedName(client.id),
      clientEmail: '',
      clientPhone: '',
    });
    expect((await p.http().post('/Auth/login').send({ email: client.email, password: client.password })).status).toBeGreaterThanOrEqual(400);
    expect((await p.http().get(`/Invoices/${invoice.id}/pdf`).set(bearer(admin.token))).status).toBe(200);
  });

  it('keeps the buyer name, VAT number and national address on a standard invoice', async () => {
    const business = await p.user({ fullName: 'Oasis Trading Co' });
    await p.http().patch(`/User/set-type/${business.id}`).set(bearer(admin.token)).send({ typeUser: 2 });
    await p
      .http()
      .put(`/User/update-user/${business.id}`)
      .set(bearer(business.token))
      .send({ fullName: 'Oasis Trading Co', email: business.email, buyer: BUYER });
    const invoice = await invoiced(business);
    const before = (await p.http().get(`/Invoices/${invoice.id}`).set(bearer(admin.token))).body.result;
    expect(await anonymiseAccount(p.db, business.id)).not.toBeNull();
    const kept = (await p.http().get(`/Invoices/${invoice.id}`).set(bearer(admin.token))).body.result;
    // The name the invoice was made out to stays (the quote's), as its VAT number and address do.
    expect(kept).toMatchObject({
      invoiceType: 'standard',
      clientName: before.clientName,
      clientEmail: '',
      buyer: { vatNumber: BUYER.vatNumber, address: BUYER.address },
    });
    expect(await anonymiseAccount(p.db, 999_999)).toBeNull();
  });
});

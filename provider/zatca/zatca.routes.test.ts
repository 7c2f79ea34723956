import { qrCodesInPdf } from '../../test-support/qr-in-pdf';
import { startFakeFatoora, type FakeFatoora } from '../test-support/fake-fatoora';
import { createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { FatooraUnavailable } from './fatoora-client';
import { invoiceHash } from './invoice-hash';
import { decodeStampQr } from './qr';
import { submitDocument } from './submission';
import { zatcaContextOf } from './zatca-context';

/**
 * E-invoicing end to end against a local Fatoora: off by default with what is missing named;
 * onboarding (key, CSR, OTP, compliance CSID, compliance checks, production CSID) with the secrets
 * sealed and never returned; once on, every document stamped, simplified ones reported and standard
 * ones cleared before their e-mail goes, ZATCA's answer (warnings, rejection) kept on the document.
 */

const SEAL_KEY = 'a-seal-key-for-the-tests-that-is-long-enough';
const env: NodeJS.ProcessEnv = { ZATCA_SEAL_KEY: SEAL_KEY };
let fatoora: FakeFatoora;
beforeAll(async () => {
  fatoora = await startFakeFatoora('112233');
  env.ZATCA_BASE_URL = fatoora.url;
});
afterAll(() => fatoora.close());

const EGS = { serial: '1-Khadamat|2-1.0|3-0001', commonName: 'khadamat-egs-1', branchName: 'Riyadh HQ', businessCategory: 'Home services', location: 'Riyadh' };
const NATIONAL_ADDRESS = {
  buildingNumber: '2322',
  street: { en: 'King Fahd Rd', ar: 'طريق الملك فهد' },
  district: { en: 'Al Olaya', ar: 'العليا' },
  city: { en: 'Riyadh', ar: 'الرياض' },
  postalCode: '12214',
  additionalNumber: '8228',
};
const BUYER = {
  vatNumber: '300000000000003',
  address: { buildingNumber: '1234', street: 'Prince Sultan St', district: 'Al Olaya', city: 'Riyadh', postalCode: '12211', additionalNumber: '5678' },
};

describeEachDialect(
  'ZATCA e-invoicing settings, onboarding, reporting and clearance',
  (provider) => {
    let p: TestProvider;
    let admin: TestUser;
    let person: TestUser;
    let business: TestUser;
    let service: number;

    beforeAll(async () => {
      p = provider();
      admin = await p.user({ role: 'Admin' });
      person = await p.user({ fullName: 'Person Buyer' });
      business = await p.user({ fullName: 'Business Buyer' });
      service = await createTestService(p, admin, 'E-invoiced');
      await p.http().patch(`/User/set-type/${person.id}`).set(bearer(admin.token)).send({ typeUser: 1 });
      await p.http().patch(`/User/set-type/${business.id}`).set(bearer(admin.token)).send({ typeUser: 2 });
      const profile = await p
        .http()
        .put(`/User/update-user/${business.id}`)
        .set(bearer(business.token))
        .send({ fullName: 'Business Buyer', email: business.email, buyer: BUYER });
      expect(profile.status).toBe(200);
    });

    const get = (user?: TestUser) => (user ? p.http().get('/Zatca/settings').set(bearer(user.token)) : p.http().get('/Zatca/settings'));
    const invoiceFor = async (buyer: TestUser) => {
      const { bookingId } = await createQuotedBooking(p, admin, buyer, service, { complete: true });
      const res = await p.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId });
      expect(res.status).toBe(201);
      return res.body.result.id as number;
    };
    const invoice = async (id: number) => (await p.http().get(`/Invoices/${id}`).set(bearer(admin.token))).body.result;
    /** How many e-mails took this document to its buyer (each carries its PDF, named after it). */
    const invoiceMails = (invoiceNumber: string) => p.mail.filter((m) => m.attachments?.some((a) => a.filename.startsWith(`${invoiceNumber}-`))).length;

    it('is off by default and only for admins, and says what is missing to turn it on', async () => {
      expect((await get()).status).toBe(401);
      expect((await get(person)).status).toBe(403);
      const res = await get(admin);
      expect(res.status).toBe(200);
      // The address the provider talks to: here ZATCA_BASE_URL (the local Fatoora), else the platform's.
      expect(res.body.result.baseUrl).toBe(fatoora.url);
      expect(res.body.result).toMatchObject({ enabled: false, environment: 'developer-portal', productionCertificate: null });
      expect(res.body.result.missing).toEqual(expect.arrayContaining(['sellerVatNumber', 'sellerCrNumber', 'sellerAddress', 'egsUnit', 'productionCsid']));
      expect(res.body.result.missing).not.toContain('sealKey');
      const on = await p.http().patch('/Zatca/enabled').set(bearer(admin.token)).set('Accept-Language', 'ar').send({ enabled: true });
      expect(on.status).toBe(409);
      expect(on.body.code).toBe('INVALID_STATE');
      expect(JSON.stringify(on.body.errors)).toContain('الرقم الضريبي للشركة');
    });

    it('validates the EGS unit, and refuses onboarding while something it needs is missing', async () => {
      const bad = await p
        .http()
        .put('/Zatca/settings')
        .set(bearer(admin.token))
        .send({ environment: 'developer-portal', egs: { ...EGS, serial: 'abc' } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.errors)).toContain('1-<solution>');
      expect((await p.http().put('/Zatca/settings').set(bearer(person.token)).send({ environment: 'developer-portal', egs: EGS })).status).toBe(403);
      const saved = await p.http().put('/Zatca/settings').set(bearer(admin.token)).send({ environment: 'developer-portal', egs: EGS });
      expect(saved.status).toBe(200);
      expect(saved.body.result.missing).not.toContain('egsUnit');
      const early = await p.http().post('/Zatca/onboard').set(bearer(admin.token)).send({ otp: '112233' });
      expect(early.status).toBe(409);
      expect((await p.http().post('/Zatca/onboard').set(bearer(admin.token)).send({ otp: '12' })).status).toBe(400);
    });

    it('onboards with the OTP: CSR, compliance CSID, six compliance checks, production CSID; secrets sealed and never returned', async () => {
      await setInvoicing(p, admin, {
        vatNumber: SAMPLE_VAT_NUMBER,
        crNumber: '1010010000',
        arabicLegalName: 'شركة خدمات',
        nationalAddress: NATIONAL_ADDRESS,
        vatRatePercent: 15,
      });
      const wrong = await p.http().post('/Zatca/onboard').set(bearer(admin.token)).send({ otp: '999999' });
      expect(wrong.status).toBe(422);
      const res = await p.http().post('/Zatca/onboard').set(bearer(admin.token)).send({ otp: '112233' });
      expect(res.status).toBe(200);
      expect(res.body.result.complianceChecks).toHaveLength(6);
      expect(res.body.result.complianceChecks.every((check: { ok: boolean }) => check.ok)).toBe(true);
      expect(res.body.result.productionCertificate.issuer).toContain('TSZEINVOICE-SubCA-1');
      expect(res.body.result.missing).toEqual([]);
      const body = JSON.stringify(res.body);
      expect(body).not.toContain('production-secret-456');
      expect(body).not.toContain('compliance-secret-123');
      const row = await p.db.selectFrom('zatca_settings').selectAll().executeTakeFirstOrThrow();
      for (const sealed of [row.private_key_sealed, row.compliance_secret_sealed, row.production_secret_sealed]) expect(sealed).toMatch(/^v1:/);
      expect(JSON.stringify(row)).not.toContain('production-secret-456');
      // The CSR carried ZATCA's fields.
      const csr = Buffer.from(String(fatoora.requests.find((r) => r.path.endsWith('/compliance'))!.body.csr), 'base64').toString();
      expect(csr).toContain('BEGIN CERTIFICATE REQUEST');
      // The audit log has the onboarding, with the certificate's facts and nothing secret.
      const audit = await p.http().get('/Audit?entity=einvoicing').set(bearer(admin.token));
      expect(audit.status).toBe(200);
      const entries = audit.body.result.items as Array<{ action: string; after: { productionCertificate: { issuer: string } | null } }>;
      expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['einvoicing.settings', 'einvoicing.onboard']));
      expect(entries.find((entry) => entry.action === 'einvoicing.onboard')!.after.productionCertificate!.issuer).toContain('TSZEINVOICE-SubCA-1');
      const logged = JSON.stringify(audit.body);
      for (const secret of ['production-secret-456', 'compliance-secret-123', 'PRIVATE KEY', 'v1:']) expect(logged).not.toContain(secret);
    });

    it('once on, reports a simplified invoice, stamped, with the QR of nine tags on its PDF', async () => {
      expect((await p.http().patch('/Zatca/enabled').set(bearer(admin.token)).send({ enabled: true })).status).toBe(200);
      fatoora.mode = 'accept';
      const id = await invoiceFor(person);
      await p.settle();
      const document = await invoice(id);
      expect(document.zatca).toMatchObject({ status: 'reported', stamped: true, messages: [] });
      const xml = await p.http().get(`/Invoices/${id}/xml`).set(bearer(admin.token));
      expect(xml.status).toBe(200);
      expect(xml.headers['content-type']).toContain('application/xml');
      expect(invoiceHash(xml.text)).toBe(document.zatca.hash);
      expect(xml.text).toContain('<ds:SignatureValue>');
      expect((await p.http().get(`/Invoices/${id}/xml`).set(bearer(person.token))).status).toBe(403);
      const pdf = await p
        .http()
        .get(`/Invoices/${id}/pdf`)
        .set(bearer(person.token))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const [qr] = await qrCodesInPdf(pdf.body as Buffer);
      expect(qr).toBe(document.zatca.qr);
      expect([...decodeStampQr(qr!).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(invoiceMails(document.invoiceNumber)).toBe(1);
    });

    it('clears a standard invoice before its e-mail goes to the buyer', async () => {
      const id = await invoiceFor(business);
      await p.settle();
      await p.settle();
      const document = await invoice(id);
      expect(document.zatca).toMatchObject({ status: 'cleared', stamped: true });
      expect(fatoora.requests.some((r) => r.path.endsWith('/invoices/clearance/single'))).toBe(true);
      expect(invoiceMails(document.invoiceNumber)).toBe(1);
    });

    it("keeps the XML ZATCA returned on clearance and serves it as the document's XML from then on", async () => {
      fatoora.mode = 'accept';
      const id = await invoiceFor(business);
      await p.settle();
      await p.settle();
      const row = await p.db.selectFrom('invoices').select(['zatca_xml', 'zatca_cleared_xml', 'zatca_hash']).where('id', '=', id).executeTakeFirstOrThrow();
      const returned = fatoora.cleared.at(-1)!;
      expect(returned).toContain('<!-- cleared by the local Fatoora -->');
      expect(row.zatca_cleared_xml).toBe(returned);
      // The XML as issued stays: the hash chain was computed over it.
      expect(row.zatca_xml).not.toBe(returned);
      expect(invoiceHash(row.zatca_xml!)).toBe(row.zatca_hash);
      const xml = await p.http().get(`/Invoices/${id}/xml`).set(bearer(admin.token));
      expect(xml.status).toBe(200);
      expect(xml.text).toBe(returned);
      // A simplified document is reported, not cleared: ZATCA returns no XML and ours is served.
      const reported = await invoiceFor(person);
      await p.settle();
      const simplified = await p.db.selectFrom('invoices').select(['zatca_xml', 'zatca_cleared_xml']).where('id', '=', reported).executeTakeFirstOrThrow();
      expect(simplified.zatca_cleared_xml).toBeNull();
      expect((await p.http().get(`/Invoices/${reported}/xml`).set(bearer(admin.token))).text).toBe(simplified.zatca_xml);
    });

    it("keeps ZATCA's warnings, and a rejection with its messages (not retried, and the standard invoice's buyer not sent it)", async () => {
      fatoora.mode = 'warn';
      const warned = await invoiceFor(person);
      await p.settle();
      expect((await invoice(warned)).zatca).toMatchObject({ status: 'reported', messages: [{ type: 'WARNING', code: 'BR-KSA-08' }] });

      fatoora.mode = 'reject';
      const rejected = await invoiceFor(business);
      await p.settle();
      const document = await invoice(rejected);
      expect(document.zatca.status).toBe('rejected');
      expect(document.zatca.messages).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'ERROR', code: 'BR-KSA-98' })]));
      expect(invoiceMails(document.invoiceNumber)).toBe(0);
      expect((await p.http().get(`/Invoices/${rejected}/pdf`).set(bearer(business.token))).status).toBe(409);
      expect((await p.http().get(`/Invoices/${rejected}/pdf`).set(bearer(admin.token))).status).toBe(200);
    });

    it('leaves a document pending when ZATCA is down, and reports it when tried again', async () => {
      fatoora.mode = 'accept';
      await p.http().patch('/Zatca/enabled').set(bearer(admin.token)).send({ enabled: false });
      const id = await invoiceFor(person);
      await p.settle();
      await p.db.updateTable('invoices').set({ zatca_status: 'pending' }).where('id', '=', id).execute();
      fatoora.mode = 'accept';
      fatoora.failNext = 1;
      const deps = { db: p.db, zatca: zatcaContextOf(p.config), logger: (await import('pino')).default({ level: 'silent' }) };
      await expect(submitDocument(deps, id)).rejects.toBeInstanceOf(FatooraUnavailable);
      expect((await invoice(id)).zatca.status).toBe('pending');
      expect(await submitDocument(deps, id)).toBe('reported');
    });
  },
  env,
);

import { startFakeFatoora, type FakeFatoora } from '../test-support/fake-fatoora';
import { selfIssued } from '../test-support/zatca-ca';
import { buildCsr, generatePrivateKey } from './csr';
import { createFatooraClient, FatooraRefused, FatooraUnavailable, type CsidCredentials } from './fatoora-client';
import { FIRST_PIH } from './invoice-hash';
import { sampleDocument } from './onboarding';
import { stampDocument, type StampKeys } from './stamp';
import { ublInvoiceXml } from './ubl-invoice';
import { TEST_SELLER } from '../test-support/zatca-seller';

/**
 * The Fatoora client against a local server that answers as ZATCA's API documentation says:
 * CSIDs for an OTP, compliance checks, reporting and clearance accepted, accepted with warnings,
 * rejected with messages, and a 5xx the caller (the job queue) retries.
 */

const SELLER = TEST_SELLER;
const EGS = { serial: '1-Khadamat|2-1.0|3-0001', commonName: 'khadamat-egs-1', branchName: 'Riyadh', businessCategory: 'Services', location: 'Riyadh' };

function documentOf(keys: StampKeys, invoiceType: 'standard' | 'simplified') {
  const invoice = sampleDocument(SELLER, { name: `${invoiceType} invoice`, invoiceType, kind: 'invoice', typeCode: undefined }, 15, new Date());
  const stamped = stampDocument(
    ublInvoiceXml(invoice, { icv: 1, pih: FIRST_PIH }),
    keys,
    {
      sellerName: SELLER.arabicName,
      vatNumber: SELLER.vatNumber,
      timestamp: '2026-11-28T12:00:00',
      totalWithVat: '115.00',
      vatTotal: '15.00',
    },
    '2026-11-28T09:00:00',
  );
  return { xml: stamped.xml, hash: stamped.hash, uuid: invoice.uuid };
}

describe('Fatoora client', () => {
  let server: FakeFatoora;
  let production: CsidCredentials;
  let privateKey: Uint8Array;
  const client = () => createFatooraClient(server.url);

  beforeAll(async () => {
    server = await startFakeFatoora('654321');
  });
  afterAll(() => server.close());

  it('gets a compliance CSID for the OTP and CSR, then passes a compliance check and gets the production CSID', async () => {
    privateKey = generatePrivateKey();
    const csr = buildCsr({ egs: EGS, organizationName: SELLER.name, vatNumber: SELLER.vatNumber, environment: 'developer-portal' }, privateKey);
    const compliance = await client().complianceCsid(csr, '654321');
    expect(compliance.secret).toBe('compliance-secret-123');
    const sent = server.requests.at(-1)!;
    expect(sent.headers.otp).toBe('654321');
    expect(sent.headers['accept-version']).toBe('V2');
    expect(Buffer.from(String(sent.body.csr), 'base64').toString()).toBe(csr);

    const check = await client().complianceCheck(compliance, documentOf({ privateKey, certificate: compliance.certificate }, 'simplified'));
    expect(check).toMatchObject({ accepted: true, status: 'REPORTED', warnings: [] });

    production = await client().productionCsid(compliance, compliance.requestId);
    expect(production.secret).toBe('production-secret-456');
    expect(server.requests.at(-1)!.body).toEqual({ compliance_request_id: compliance.requestId });
  });

  it("is refused a CSID for a wrong OTP, with ZATCA's message", async () => {
    const csr = buildCsr({ egs: EGS, organizationName: SELLER.name, vatNumber: SELLER.vatNumber, environment: 'developer-portal' }, generatePrivateKey());
    const refusal = await client()
      .complianceCsid(csr, '000000')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FatooraRefused);
    expect((refusal as FatooraRefused).messages[0]).toMatchObject({ code: 'Invalid-OTP' });
  });

  it('reports a simplified invoice: accepted, then accepted with warnings', async () => {
    const document = documentOf({ privateKey, certificate: production.certificate }, 'simplified');
    server.mode = 'accept';
    expect(await client().report(production, document)).toEqual({ accepted: true, status: 'REPORTED', warnings: [], clearedXml: null });
    expect(server.requests.at(-1)!.headers['clearance-status']).toBe('0');
    server.mode = 'warn';
    const warned = await client().report(production, document);
    expect(warned).toMatchObject({ accepted: true, status: 'REPORTED' });
    expect(warned.accepted && warned.warnings).toEqual([
      { type: 'WARNING', code: 'BR-KSA-08', category: 'KSA', message: 'The seller identification should be the CRN' },
    ]);
  });

  it('clears a standard invoice and hands back the cleared XML', async () => {
    server.mode = 'accept';
    const document = documentOf({ privateKey, certificate: production.certificate }, 'standard');
    const cleared = await client().clear(production, document);
    expect(cleared).toMatchObject({ accepted: true, status: 'CLEARED' });
    // ZATCA's cleared document, as it returned it (the local Fatoora marks it as its own).
    expect(cleared.accepted && cleared.clearedXml).toBe(server.cleared.at(-1));
    expect(server.cleared.at(-1)).toBe(document.xml.replace('?>', '?><!-- cleared by the local Fatoora -->'));
    expect(server.requests.at(-1)!.headers['clearance-status']).toBe('1');
  });

  it('returns a rejection with its errors, and a document whose hash or signature is wrong is rejected too', async () => {
    server.mode = 'reject';
    const document = documentOf({ privateKey, certificate: production.certificate }, 'simplified');
    const rejected = await client().report(production, document);
    expect(rejected).toMatchObject({ accepted: false, status: 'NOT_REPORTED' });
    expect(!rejected.accepted && rejected.errors.map((e) => e.code)).toEqual(['BR-KSA-98']);

    server.mode = 'accept';
    const forged = documentOf(selfIssued(), 'simplified');
    const tampered = await client().report(production, { ...forged, hash: document.hash });
    expect(!tampered.accepted && tampered.errors.map((e) => e.code)).toEqual(expect.arrayContaining(['invalid-invoice-hash', 'invalid-signature']));
  });

  it('throws FatooraUnavailable on a 5xx, and succeeds when tried again', async () => {
    server.mode = 'accept';
    server.failNext = 1;
    const document = documentOf({ privateKey, certificate: production.certificate }, 'simplified');
    const failure = await client()
      .report(production, document)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FatooraUnavailable);
    expect((failure as FatooraUnavailable).httpStatus).toBe(503);
    expect(await client().report(production, document)).toMatchObject({ accepted: true, status: 'REPORTED' });
  });

  it('throws FatooraUnavailable when nothing answers', async () => {
    const nobody = createFatooraClient('http://127.0.0.1:9/e-invoicing/developer-portal');
    await expect(nobody.report(production, documentOf({ privateKey, certificate: production.certificate }, 'simplified'))).rejects.toBeInstanceOf(
      FatooraUnavailable,
    );
  });
});

import { createHash, verify, X509Certificate } from 'node:crypto';
import type { Invoice, InvoiceSeller } from '../../shared/types/invoice';
import { selfIssued } from '../test-support/zatca-ca';
import { brokenRules } from './br-ksa-rules';
import { FIRST_PIH, hashInput, invoiceHash, parseXml } from './invoice-hash';
import { sampleDocument } from './onboarding';
import { decodeStampQr } from './qr';
import { stampDocument } from './stamp';
import { ublInvoiceXml } from './ubl-invoice';
import { TEST_SELLER } from '../test-support/zatca-seller';

/**
 * The document and its stamp, checked from outside: the hash recomputed from the XML, the signature
 * verified with Node's own crypto and the certificate's public key (not @noble/curves, which made
 * it), and the QR decoded to its nine tags, each compared with what the XML says.
 */

const SELLER: InvoiceSeller = { ...TEST_SELLER, address: { en: 'Riyadh', ar: 'الرياض' } };
const NOW = new Date('2026-11-28T09:15:30.000Z');
const keys = selfIssued();

const documents: Array<[string, Invoice, string | undefined]> = [
  [
    'simplified invoice',
    sampleDocument(SELLER, { name: 'simplified invoice', invoiceType: 'simplified', kind: 'invoice', typeCode: undefined }, 15, NOW),
    undefined,
  ],
  ['standard invoice', sampleDocument(SELLER, { name: 'standard invoice', invoiceType: 'standard', kind: 'invoice', typeCode: undefined }, 15, NOW), undefined],
  [
    'standard credit note',
    sampleDocument(SELLER, { name: 'standard credit note', invoiceType: 'standard', kind: 'credit_note', typeCode: undefined }, 15, NOW),
    undefined,
  ],
  [
    'simplified debit note',
    sampleDocument(SELLER, { name: 'simplified debit note', invoiceType: 'simplified', kind: 'credit_note', typeCode: undefined }, 15, NOW),
    '383',
  ],
];
// A final invoice that deducts an advance (prepayment line and amount), and the advance itself (386).
const advance = { ...documents[1]![1], kind: 'advance' as const, invoiceNumber: 'INV-2026-0007' };
const final: Invoice = {
  ...documents[1]![1],
  deductions: [
    {
      advance: { id: 7, invoiceNumber: 'INV-2026-0007', uuid: advance.uuid, issuedAt: '2026-11-20T08:00:00.000Z', supplyDate: '2026-11-20' },
      subtotal: 40,
      vatRatePercent: 15,
      vat: 6,
      total: 46,
    },
  ],
  prepaid: 46,
  payable: 69,
};
documents.push(['advance-payment invoice', advance, undefined], ['final invoice with a deducted advance', final, undefined]);

const basics = (invoice: Invoice) => ({
  sellerName: invoice.seller.arabicName,
  vatNumber: invoice.seller.vatNumber,
  timestamp: '2026-11-28T12:15:30',
  totalWithVat: invoice.total.toFixed(2),
  vatTotal: invoice.vat.toFixed(2),
});

const textOf = (xml: string, tag: string) => new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`).exec(xml)?.[1];

describe.each(documents)('the stamped %s', (_name, invoice, typeCode) => {
  const unsigned = ublInvoiceXml(invoice, { icv: 3, pih: FIRST_PIH }, { typeCode });
  const stamped = stampDocument(unsigned, keys, basics(invoice), '2026-11-28T09:15:30');

  it('keeps the hash of the unsigned document: the hash leaves out UBLExtensions, cac:Signature and the QR', () => {
    expect(invoiceHash(stamped.xml)).toBe(stamped.hash);
    expect(stamped.hash).toBe(createHash('sha256').update(hashInput(unsigned)).digest('base64'));
    expect(hashInput(stamped.xml)).not.toContain('UBLExtensions');
    expect(hashInput(stamped.xml)).not.toContain('>QR<');
    // Anything else changed changes it.
    expect(invoiceHash(stamped.xml.replace(invoice.invoiceNumber, 'INV-TAMPERED'))).not.toBe(stamped.hash);
  });

  it("has a signature that Node's crypto verifies with the certificate's public key", () => {
    const certificate = new X509Certificate(Buffer.from(textOf(stamped.xml, 'ds:X509Certificate')!, 'base64'));
    const signature = Buffer.from(textOf(stamped.xml, 'ds:SignatureValue')!, 'base64');
    expect(textOf(stamped.xml, 'ds:DigestValue')).toBe(stamped.hash);
    expect(verify('sha256', Buffer.from(stamped.hash, 'base64'), certificate.publicKey, signature)).toBe(true);
    const otherHash = createHash('sha256').update('another document').digest();
    expect(verify('sha256', otherHash, certificate.publicKey, signature)).toBe(false);
  });

  it('carries a QR code of nine tags that match the XML', () => {
    const qr = textOf(stamped.xml.slice(stamped.xml.indexOf('<cbc:ID>QR</cbc:ID>')), 'cbc:EmbeddedDocumentBinaryObject')!;
    expect(qr).toBe(stamped.qr);
    const tags = decodeStampQr(qr);
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const utf8 = (tag: number) => Buffer.from(tags.get(tag)!).toString('utf8');
    expect(utf8(1)).toBe(textOf(stamped.xml, 'cbc:RegistrationName'));
    expect(utf8(2)).toBe(textOf(stamped.xml, 'cbc:CompanyID'));
    expect(utf8(3)).toBe(`${textOf(stamped.xml, 'cbc:IssueDate')}T${textOf(stamped.xml, 'cbc:IssueTime')}`);
    expect(utf8(4)).toBe(textOf(stamped.xml, 'cbc:TaxInclusiveAmount'));
    expect(utf8(5)).toBe(textOf(stamped.xml, 'cbc:TaxAmount'));
    expect(utf8(6)).toBe(invoiceHash(stamped.xml));
    expect(utf8(7)).toBe(textOf(stamped.xml, 'ds:SignatureValue'));
    const certificate = new X509Certificate(Buffer.from(keys.certificate, 'base64'));
    const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
    expect(Buffer.from(tags.get(8)!).equals(spki)).toBe(true);
    // Tag 9: the CA's signature of the certificate, the last BIT STRING of its DER.
    const der = Buffer.from(keys.certificate, 'base64');
    expect(der.subarray(der.length - tags.get(9)!.length).equals(Buffer.from(tags.get(9)!))).toBe(true);
  });

  it('names the certificate in the XAdES signed properties: its digest, issuer and serial number', () => {
    const certificate = new X509Certificate(Buffer.from(keys.certificate, 'base64'));
    const digests = [...stamped.xml.matchAll(/<ds:DigestValue>([^<]*)<\/ds:DigestValue>/g)].map((m) => m[1]);
    expect(digests).toContain(Buffer.from(createHash('sha256').update(keys.certificate).digest('hex')).toString('base64'));
    expect(textOf(stamped.xml, 'ds:X509SerialNumber')).toBe(BigInt(`0x${certificate.serialNumber}`).toString(10));
    expect(textOf(stamped.xml, 'xades:SigningTime')).toBe('2026-11-28T09:15:30');
  });

  it('passes the offline BR-KSA rules, and is well-formed UBL with its ICV and PIH', () => {
    expect(brokenRules(stamped.xml)).toEqual([]);
    const root = parseXml(stamped.xml).documentElement!;
    expect(root.namespaceURI).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(textOf(stamped.xml, 'cbc:ProfileID')).toBe('reporting:1.0');
    expect(stamped.xml).toContain('<cbc:ID>ICV</cbc:ID><cbc:UUID>3</cbc:UUID>');
    expect(stamped.xml).toContain(`<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${FIRST_PIH}</cbc:EmbeddedDocumentBinaryObject>`);
  });
});

describe('the UBL document of each kind', () => {
  const xmlOf = (invoice: Invoice, typeCode?: string) => ublInvoiceXml(invoice, { icv: 1, pih: FIRST_PIH }, { typeCode });

  it('types a tax invoice 388, an advance 386, a credit note 381, standard 0100000 and simplified 0200000', () => {
    expect(xmlOf(documents[0]![1])).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(xmlOf(documents[1]![1])).toContain('<cbc:InvoiceTypeCode name="0100000">388</cbc:InvoiceTypeCode>');
    expect(xmlOf(documents[2]![1])).toContain('<cbc:InvoiceTypeCode name="0100000">381</cbc:InvoiceTypeCode>');
    expect(xmlOf(advance)).toContain('>386</cbc:InvoiceTypeCode>');
  });

  it('gives a credit note its billing reference and reason, a final invoice its prepaid amount and prepayment line', () => {
    const note = xmlOf(documents[2]![1]);
    expect(note).toContain('<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>SAMPLE-INV-1</cbc:ID>');
    expect(note).toContain('<cbc:InstructionNote>إلغاء / Cancellation</cbc:InstructionNote>');
    const xml = xmlOf(final);
    expect(textOf(xml, 'cbc:PrepaidAmount')).toBe('46.00');
    expect(textOf(xml, 'cbc:PayableAmount')).toBe('69.00');
    expect(xml).toContain('<cbc:ID>INV-2026-0007</cbc:ID>');
    expect(xml).toContain('<cbc:DocumentTypeCode>386</cbc:DocumentTypeCode>');
    expect(xml).toContain('<cbc:TaxableAmount currencyID="SAR">40.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="SAR">6.00</cbc:TaxAmount>');
  });

  it("writes the seller's CRN, VAT number and national address, and a standard buyer's", () => {
    const xml = xmlOf(documents[1]![1]);
    expect(xml).toContain('<cbc:ID schemeID="CRN">1010010000</cbc:ID>');
    expect(xml).toContain(
      '<cbc:StreetName>طريق الملك فهد</cbc:StreetName><cbc:BuildingNumber>2322</cbc:BuildingNumber><cbc:PlotIdentification>8228</cbc:PlotIdentification>',
    );
    expect(xml).toContain('<cbc:CompanyID>300000000000003</cbc:CompanyID>');
    expect(xml).toContain('<cbc:ActualDeliveryDate>2026-11-28</cbc:ActualDeliveryDate>');
  });

  it('starts the chain with the hash ZATCA names for the first document', () => {
    expect(FIRST_PIH).toBe('NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==');
  });
});

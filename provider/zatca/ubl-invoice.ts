import type { PaymentMethod } from '../../shared/constants';
import type { Invoice, NationalAddress } from '../../shared/types/invoice';
import { el, serialize, type XmlElement, type XmlNode } from './xml-writer';

/**
 * One tax document as UBL 2.1 XML, per ZATCA's "E-Invoice XML Implementation Standard" and data
 * dictionary: an `Invoice` whose InvoiceTypeCode is 388 (tax invoice), 386 (prepayment invoice: our
 * advance-payment invoices) or 381 (credit note), named 0100000 (standard) or 0200000 (simplified);
 * the invoice counter (ICV) and the previous invoice's hash (PIH) as additional document
 * references; seller and buyer with CRN, VAT number and national address; totals and VAT in SAR;
 * a credit note's billing reference and reason; a final invoice's prepaid amount and a prepayment
 * line per deducted advance (its number, date and time, document type 386).
 *
 * Written without the parts the stamp adds (UBLExtensions, the QR reference, cac:Signature): that
 * is the document the invoice hash is taken of; stamp.ts inserts them.
 */

export const UBL_NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/** UN/CEFACT 1001 as ZATCA uses it. */
export const INVOICE_TYPE_CODES = { invoice: '388', advance: '386', credit_note: '381' } as const;
/** KSA-2: NNPNESB, positions 1-2: 01 standard tax invoice, 02 simplified; the flags (third party, nominal, export, summary, self-billed) all 0. */
export const INVOICE_SUBTYPES = { standard: '0100000', simplified: '0200000' } as const;

/** UNTDID 4461 payment means (BR-KSA-16). 1: instrument not defined. */
const PAYMENT_MEANS: Record<PaymentMethod, string> = { cash: '10', cheque: '20', bank_transfer: '42', card: '48', other: '1' };

export interface ChainLink {
  /** Invoice counter value (KSA-16). */
  icv: number;
  /** Previous invoice hash (KSA-13), base64. */
  pih: string;
}

export interface UblOptions {
  /** Another document type code than the kind's: a debit note (383) among onboarding's compliance samples. */
  typeCode?: string | undefined;
}

const SAR = { currencyID: 'SAR' };
const money = (riyals: number) => riyals.toFixed(2);
const amount = (name: string, riyals: number) => el(name, SAR, money(riyals));
const percent = (rate: number) => rate.toFixed(2);

/** Issue date and time in Saudi time (UTC+3, no daylight saving), as the document shows them. */
export function saudiDateTime(iso: string): { date: string; time: string } {
  const local = new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

function taxCategory(name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', ratePercent: number): XmlElement {
  const exempt = ratePercent === 0;
  return el(
    name,
    null,
    el('cbc:ID', null, exempt ? 'O' : 'S'),
    el('cbc:Percent', null, percent(ratePercent)),
    exempt && el('cbc:TaxExemptionReasonCode', null, 'VATEX-SA-OOS'),
    exempt && el('cbc:TaxExemptionReason', null, 'Not subject to VAT'),
    el('cac:TaxScheme', null, el('cbc:ID', null, 'VAT')),
  );
}

function postalAddress(address: { street: string; buildingNumber: string; additionalNumber: string; district: string; city: string; postalCode: string }) {
  return el(
    'cac:PostalAddress',
    null,
    el('cbc:StreetName', null, address.street),
    el('cbc:BuildingNumber', null, address.buildingNumber),
    address.additionalNumber !== '' && el('cbc:PlotIdentification', null, address.additionalNumber),
    el('cbc:CitySubdivisionName', null, address.district),
    el('cbc:CityName', null, address.city),
    el('cbc:PostalZone', null, address.postalCode),
    el('cac:Country', null, el('cbc:IdentificationCode', null, 'SA')),
  );
}

function supplierParty(invoice: Invoice): XmlElement {
  const seller = invoice.seller;
  const address = seller.nationalAddress;
  return el(
    'cac:AccountingSupplierParty',
    null,
    el(
      'cac:Party',
      null,
      seller.crNumber !== '' && el('cac:PartyIdentification', null, el('cbc:ID', { schemeID: 'CRN' }, seller.crNumber)),
      address &&
        postalAddress({
          street: address.street.ar || address.street.en,
          buildingNumber: address.buildingNumber,
          additionalNumber: address.additionalNumber,
          district: address.district.ar || address.district.en,
          city: address.city.ar || address.city.en,
          postalCode: address.postalCode,
        }),
      el('cac:PartyTaxScheme', null, el('cbc:CompanyID', null, seller.vatNumber), el('cac:TaxScheme', null, el('cbc:ID', null, 'VAT'))),
      el('cac:PartyLegalEntity', null, el('cbc:RegistrationName', null, seller.arabicName || seller.name)),
    ),
  );
}

function customerParty(invoice: Invoice): XmlElement {
  const buyer = invoice.buyer;
  const address: NationalAddress | null = buyer.address;
  return el(
    'cac:AccountingCustomerParty',
    null,
    el(
      'cac:Party',
      null,
      address && postalAddress(address),
      buyer.vatNumber !== null &&
        el('cac:PartyTaxScheme', null, el('cbc:CompanyID', null, buyer.vatNumber), el('cac:TaxScheme', null, el('cbc:ID', null, 'VAT'))),
      buyer.name !== '' && el('cac:PartyLegalEntity', null, el('cbc:RegistrationName', null, buyer.name)),
    ),
  );
}

function invoiceLines(invoice: Invoice): XmlElement[] {
  const lines = invoice.items.map((item, index) =>
    el(
      'cac:InvoiceLine',
      null,
      el('cbc:ID', null, String(index + 1)),
      el('cbc:InvoicedQuantity', { unitCode: 'PCE' }, item.quantity.toFixed(6).replace(/\.?0+$/, '')),
      amount('cbc:LineExtensionAmount', item.total),
      el('cac:TaxTotal', null, amount('cbc:TaxAmount', item.vat), amount('cbc:RoundingAmount', item.total + item.vat)),
      el('cac:Item', null, el('cbc:Name', null, item.arabicName || item.name), taxCategory('cac:ClassifiedTaxCategory', item.vatRatePercent)),
      el('cac:Price', null, amount('cbc:PriceAmount', item.unitPrice)),
    ),
  );
  // ZATCA's prepayment lines: quantity and amount 0, the advance referenced, its net and VAT in the line's subtotal.
  const prepayments = invoice.deductions.map((deduction, index) => {
    const issued = saudiDateTime(deduction.advance.issuedAt);
    return el(
      'cac:InvoiceLine',
      null,
      el('cbc:ID', null, String(invoice.items.length + index + 1)),
      el('cbc:InvoicedQuantity', { unitCode: 'PCE' }, '0'),
      amount('cbc:LineExtensionAmount', 0),
      el(
        'cac:DocumentReference',
        null,
        el('cbc:ID', null, deduction.advance.invoiceNumber),
        el('cbc:UUID', null, deduction.advance.uuid),
        el('cbc:IssueDate', null, issued.date),
        el('cbc:IssueTime', null, issued.time),
        el('cbc:DocumentTypeCode', null, INVOICE_TYPE_CODES.advance),
      ),
      el(
        'cac:TaxTotal',
        null,
        amount('cbc:TaxAmount', 0),
        amount('cbc:RoundingAmount', 0),
        el(
          'cac:TaxSubtotal',
          null,
          amount('cbc:TaxableAmount', deduction.subtotal),
          amount('cbc:TaxAmount', deduction.vat),
          taxCategory('cac:TaxCategory', deduction.vatRatePercent),
        ),
      ),
      el(
        'cac:Item',
        null,
        el('cbc:Name', null, `دفعة مقدمة / Prepayment ${deduction.advance.invoiceNumber}`),
        taxCategory('cac:ClassifiedTaxCategory', deduction.vatRatePercent),
      ),
      el('cac:Price', null, amount('cbc:PriceAmount', 0)),
    );
  });
  return [...lines, ...prepayments];
}

/** The document's elements, root first, without the stamp's parts. */
export function ublInvoice(invoice: Invoice, link: ChainLink, options: UblOptions = {}): XmlElement {
  const issued = saudiDateTime(invoice.issuedAt);
  const creditNote = invoice.kind === 'credit_note';
  const paymentCode = invoice.paymentMethod;
  const children: XmlNode[] = [
    el('cbc:ProfileID', null, 'reporting:1.0'),
    el('cbc:ID', null, invoice.invoiceNumber),
    el('cbc:UUID', null, invoice.uuid),
    el('cbc:IssueDate', null, issued.date),
    el('cbc:IssueTime', null, issued.time),
    el('cbc:InvoiceTypeCode', { name: INVOICE_SUBTYPES[invoice.invoiceType] }, options.typeCode ?? INVOICE_TYPE_CODES[invoice.kind]),
    el('cbc:DocumentCurrencyCode', null, 'SAR'),
    el('cbc:TaxCurrencyCode', null, 'SAR'),
    creditNote &&
      invoice.corrects &&
      el('cac:BillingReference', null, el('cac:InvoiceDocumentReference', null, el('cbc:ID', null, invoice.corrects.invoiceNumber))),
    el('cac:AdditionalDocumentReference', null, el('cbc:ID', null, 'ICV'), el('cbc:UUID', null, String(link.icv))),
    el(
      'cac:AdditionalDocumentReference',
      null,
      el('cbc:ID', null, 'PIH'),
      el('cac:Attachment', null, el('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' }, link.pih)),
    ),
    supplierParty(invoice),
    customerParty(invoice),
    el('cac:Delivery', null, el('cbc:ActualDeliveryDate', null, invoice.supplyDate)),
    (paymentCode || creditNote) &&
      el(
        'cac:PaymentMeans',
        null,
        el('cbc:PaymentMeansCode', null, paymentCode ? PAYMENT_MEANS[paymentCode] : '1'),
        creditNote && el('cbc:InstructionNote', null, invoice.reason),
      ),
    // KSA: the VAT total in the tax currency (SAR), then the breakdown by category.
    el('cac:TaxTotal', null, amount('cbc:TaxAmount', invoice.vat)),
    el(
      'cac:TaxTotal',
      null,
      amount('cbc:TaxAmount', invoice.vat),
      el(
        'cac:TaxSubtotal',
        null,
        amount('cbc:TaxableAmount', invoice.subtotal),
        amount('cbc:TaxAmount', invoice.vat),
        taxCategory('cac:TaxCategory', invoice.vatRatePercent),
      ),
    ),
    el(
      'cac:LegalMonetaryTotal',
      null,
      amount('cbc:LineExtensionAmount', invoice.subtotal),
      amount('cbc:TaxExclusiveAmount', invoice.subtotal),
      amount('cbc:TaxInclusiveAmount', invoice.total),
      amount('cbc:AllowanceTotalAmount', 0),
      amount('cbc:PrepaidAmount', invoice.prepaid),
      amount('cbc:PayableAmount', invoice.payable),
    ),
    ...invoiceLines(invoice),
  ];
  return el('Invoice', UBL_NAMESPACES, ...children);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The unsigned document as text (the declaration, then the elements, no whitespace between them). */
export function ublInvoiceXml(invoice: Invoice, link: ChainLink, options: UblOptions = {}): string {
  return XML_DECLARATION + serialize(ublInvoice(invoice, link, options));
}

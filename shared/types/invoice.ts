import type { Paged } from '../api/envelope';
import type { InvoiceKind, InvoiceStatus, InvoiceType, PaymentMethod, ZatcaStatus } from '../constants';
import type { Localized } from './site-content';

/**
 * A tax invoice: issued by an admin for a completed booking from its accepted quote. Its lines,
 * amounts and the seller's details are copied when it is issued and never change afterwards (a later
 * edit of the site's VAT number, address or rate does not touch it). Amounts are SAR with at most two
 * decimals, computed by the provider from exact halalas; VAT is taken at the rate in force when issued.
 */
export interface InvoiceLineItem {
  name: string;
  /** '' when the line has one name for every reader (see quoteItemName). */
  arabicName: string;
  description: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice, excluding VAT. */
  total: number;
  /** The line's VAT rate and amount (half up to the halala). */
  vatRatePercent: number;
  vat: number;
}

/**
 * A Saudi national address (SPL "National Address"): what a standard tax invoice prints for the
 * buyer, as typed (one language). Digits only in the numbers: building 4, additional 4, postal code 5.
 */
export interface NationalAddress {
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
  additionalNumber: string;
}

/** The company's national address, its names in both languages (the Arabic for Arabic documents). */
export interface SellerNationalAddress {
  buildingNumber: string;
  street: Localized<string>;
  district: Localized<string>;
  city: Localized<string>;
  postalCode: string;
  additionalNumber: string;
}

/** A business buyer's tax identity, kept on the account and the quote, copied onto its invoices. */
export interface BuyerIdentity {
  /** 15 digits, first and last a 3. */
  vatNumber: string;
  address: NationalAddress;
}

/** The seller as printed on the invoice and encoded in its QR code (copied when issued). */
export interface InvoiceSeller {
  /** The registered name in Latin script (English side of the document). */
  name: string;
  /** The registered Arabic name (the document's primary language); '' on invoices issued before it was kept. */
  arabicName: string;
  vatNumber: string;
  /** Commercial registration number; '' on invoices issued before it was kept. */
  crNumber: string;
  /** One line per language, as the site shows it. */
  address: Localized<string>;
  /** Structured, for the UBL document; null on invoices issued before it was kept. */
  nationalAddress: SellerNationalAddress | null;
}

/** The buyer as the document names them: a standard invoice's buyer has a VAT number and a national address. */
export interface InvoiceBuyer {
  name: string;
  vatNumber: string | null;
  address: NationalAddress | null;
}

/** Another document this one refers to (the invoice a credit note corrects, an advance a final invoice deducts). */
export interface InvoiceReference {
  id: number;
  invoiceNumber: string;
  uuid: string;
  issuedAt: string;
  /** Its supply day (YYYY-MM-DD). */
  supplyDate: string;
}

/** An advance a final invoice deducts, with its VAT (ZATCA's prepayment line). */
export interface InvoiceDeduction {
  advance: InvoiceReference;
  subtotal: number;
  vatRatePercent: number;
  vat: number;
  total: number;
}

export interface Invoice {
  id: number;
  /** The document's stable UUID (UBL cbc:UUID). */
  uuid: string;
  /** INV-2026-0001 (invoices and advances) or CRN-2026-0001 (credit notes): unique and gapless per series and calendar year (company time). */
  invoiceNumber: string;
  kind: InvoiceKind;
  /** standard: a business buyer with a VAT number (ZATCA clearance); simplified: a person (ZATCA reporting). */
  invoiceType: InvoiceType;
  /** The invoice's time stamp (ISO instant): the QR code's tag 3. */
  issuedAt: string;
  /** The day of supply (YYYY-MM-DD, company time): the booking's day, the deposit's day, or a credit note's day of issue. */
  supplyDate: string;
  quoteId: number;
  quoteNumber: string;
  bookingId: number;
  clientId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientCompany: string;
  buyer: InvoiceBuyer;
  seller: InvoiceSeller;
  items: InvoiceLineItem[];
  subtotal: number;
  vatRatePercent: number;
  vat: number;
  /** subtotal + vat. */
  total: number;
  /** The advances this final invoice deducts (empty for other kinds). */
  deductions: InvoiceDeduction[];
  /** The deducted advances with their VAT (0 for other kinds). */
  prepaid: number;
  /** What is left to pay: total − prepaid. */
  payable: number;
  /** The invoice a credit note corrects; null for other kinds. */
  corrects: InvoiceReference | null;
  /** Why a credit note was issued; '' for other kinds. */
  reason: string;
  /** The credit notes issued against this document (newest last); empty for credit notes. */
  creditNotes: InvoiceReference[];
  /** Their totals added up: how much of this document has been credited. */
  credited: number;
  status: InvoiceStatus;
  /** The day (YYYY-MM-DD) the payment was received; null while unpaid. */
  paidOn: string | null;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
  /** ZATCA phase 2: its place in the chain, its stamp and what ZATCA answered. */
  zatca: InvoiceZatca;
  createdAt: string;
  updatedAt: string;
}

/** A document's ZATCA phase-2 state. */
export interface InvoiceZatca {
  /** Invoice counter value; null on documents issued before phase 2. */
  icv: number | null;
  /** The document's hash (base64). */
  hash: string | null;
  /** Signed with the company's key and certificate. */
  stamped: boolean;
  status: ZatcaStatus;
  /** ZATCA's warnings and errors. */
  messages: ZatcaMessage[];
  /** The phase-2 QR text (tags 1-9) once stamped; null before. */
  qr: string | null;
}

export type InvoiceCounts = Record<InvoiceStatus | 'all', number>;

/** POST /Invoices/credit-note: a credit note against an invoice or advance; without amount, for all that is left. */
export interface CreditNoteInput {
  invoiceId: number;
  reason: string;
  /** SAR including VAT, at most what is not credited yet; absent: in full. */
  amount?: number | null;
}

/** POST /Invoices/advance: a deposit received against a booking's accepted quote. */
export interface AdvancePaymentInput {
  bookingId: number;
  /** SAR including VAT, at most what the quote's total leaves after earlier advances. */
  amount: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
}

export interface InvoicePage extends Paged<Invoice> {
  counts: InvoiceCounts;
}

/** POST /Invoices/create. */
export interface InvoiceCreateInput {
  bookingId: number;
}

/** PATCH /Invoices/mark-paid/:id. */
export interface InvoicePaymentInput {
  paidOn: string;
  method: PaymentMethod;
  reference: string;
}

/** GET /Invoices/invoiceable: a completed booking with an accepted quote and no invoice yet. */
export interface InvoiceableBooking {
  bookingId: number;
  quoteId: number;
  quoteNumber: string;
  clientName: string;
  /** The quote's subtotal (SAR, excluding VAT): VAT is added at the rate in force when issued. */
  subtotal: number;
}

/** GET /Invoices/advanceable: a booking that can take a deposit (accepted quote, not cancelled, no final invoice). */
export interface AdvanceableBooking {
  bookingId: number;
  quoteNumber: string;
  clientName: string;
  /** SAR, VAT included. */
  quoteTotal: number;
  /** What its advances hold now (less what credit notes gave back), SAR with VAT. */
  advanced: number;
}

/** One message ZATCA answered about a document (its validation results), as it wrote it. */
export interface ZatcaMessage {
  type: 'ERROR' | 'WARNING' | 'INFO';
  code: string;
  category: string;
  message: string;
}

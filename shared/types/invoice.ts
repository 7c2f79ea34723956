import type { Paged } from '../api/envelope';
import type { InvoiceStatus, PaymentMethod } from '../constants';
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
  total: number;
}

/** The seller as printed on the invoice and encoded in its QR code (copied when issued). */
export interface InvoiceSeller {
  name: string;
  vatNumber: string;
  address: Localized<string>;
}

export interface Invoice {
  id: number;
  /** INV-2026-0001: unique and gapless per calendar year (company time). */
  invoiceNumber: string;
  /** The invoice's time stamp (ISO instant): the QR code's tag 3. */
  issuedAt: string;
  quoteId: number;
  quoteNumber: string;
  bookingId: number;
  clientId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientCompany: string;
  seller: InvoiceSeller;
  items: InvoiceLineItem[];
  subtotal: number;
  vatRatePercent: number;
  vat: number;
  /** subtotal + vat. */
  total: number;
  status: InvoiceStatus;
  /** The day (YYYY-MM-DD) the payment was received; null while unpaid. */
  paidOn: string | null;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
  createdAt: string;
  updatedAt: string;
}

export type InvoiceCounts = Record<InvoiceStatus | 'all', number>;

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

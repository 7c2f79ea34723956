import type { Paged } from '../api/envelope';
import type { QuoteStatus } from '../constants';
import type { CompanyLegal } from '../content/legal-identity';
import type { Localized } from './site-content';

/**
 * A quote: an admin's priced answer to a client's booking (service request). Amounts are SAR with at
 * most two decimals, computed by the provider from exact halalas (shared/quotes/amounts.ts); a caller
 * never sends a total.
 */
export interface QuoteLineItem {
  id: number;
  /** The line's name; what every reader sees when arabicName is ''. */
  name: string;
  /** The name an Arabic reader sees (web, PDF, e-mail); '' when the line has one name. See quoteItemName. */
  arabicName: string;
  description: string;
  /** A whole number, at least 1. */
  quantity: number;
  unitPrice: number;
  /** quantity x unitPrice. */
  total: number;
}

export interface Quote {
  id: number;
  /** Q-2026-0001: unique, sequential per calendar year (company time). */
  quoteNumber: string;
  /** When the quote was issued (ISO instant). */
  quoteDate: string;
  /** The last day (YYYY-MM-DD, company time) on which the client can accept or reject it. */
  validUntil: string;
  /** The booking it prices. */
  requestId: number;
  clientId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  /** '' when the client has none. */
  clientCompany: string;
  items: QuoteLineItem[];
  subtotal: number;
  /** The rate the quote was issued with (a later change of the setting does not touch it). */
  taxRatePercent: number;
  tax: number;
  totalAmount: number;
  /** Free texts; '' in paymentTerms, warranty and termsAndConditions means the standard terms (QUOTE_STANDARD_TERMS), shown in the reader's language. */
  additionalNotes: string;
  paymentTerms: string;
  deliveryTime: string;
  warranty: string;
  termsAndConditions: string;
  /** 'expired' is derived when read: a pending quote whose valid-until day has passed. */
  status: QuoteStatus;
  rejectionReason: string | null;
  /** When the client (or an admin for them) accepted or rejected it. */
  answeredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The company's details as printed on a quote (from the editable site content). */
export interface QuoteCompanyInfo {
  phone: string;
  email: string;
  website: string;
  address: Localized<string>;
  /** The company's registered names, VAT and CR numbers and national address (the settings now). */
  legal: CompanyLegal;
}

/** One quote as GET /Quotes/:id and the create, accept and reject calls answer it. */
export interface QuoteDetail extends Quote {
  companyInfo: QuoteCompanyInfo;
}

export type QuoteCounts = Record<QuoteStatus | 'all', number>;

/** A page of quotes, with the count of each status among all quotes that match the search (status filter aside). */
export interface QuotePage extends Paged<Quote> {
  counts: QuoteCounts;
}

/** GET /Quotes/settings: what the create form needs to show totals as the provider will compute them. */
export interface QuoteSettings {
  taxRatePercent: number;
}

/** POST /Quotes/create: the form of spec 5.6 plus the booking it prices. Amounts are never sent. */
export interface QuoteCreateInput {
  requestId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientCompany?: string;
  validUntil: string;
  additionalNotes?: string;
  termsAndConditions?: string;
  paymentTerms?: string;
  deliveryTime?: string;
  warranty?: string;
  items: Array<{ name: string; arabicName?: string; description?: string; quantity: number; unitPrice: number }>;
}

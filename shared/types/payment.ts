/**
 * Online payments (issue 29): one row per attempt to pay through the gateway's hosted page, written
 * before the client is sent there, and the refunds given back through the gateway.
 */

/** What a payment pays: the deposit of an accepted quote, the rest of it (the balance), or an issued invoice. */
export const PAYMENT_PURPOSES = ['deposit', 'balance', 'invoice'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * Our state of a payment: pending until the gateway says it is paid or failed (asked by us, or told
 * by its webhook); refunded / partly refunded after refunds through the gateway.
 */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'partly_refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The gateway's own statuses of a payment (Moyasar's, which other gateways map onto). */
export const GATEWAY_STATUSES = ['initiated', 'paid', 'failed', 'authorized', 'captured', 'refunded', 'voided'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

export interface PaymentRefund {
  id: number;
  /** Halalas given back. */
  amountHalalas: number;
  reason: string;
  /** The credit note issued for it, when the payment's document could be credited. */
  creditNoteId: number | null;
  creditNoteNumber: string | null;
  createdAt: string;
}

export interface Payment {
  id: number;
  purpose: PaymentPurpose;
  bookingId: number;
  invoiceId: number | null;
  invoiceNumber: string | null;
  clientId: number;
  clientName: string;
  /** Halalas, VAT included: what the gateway is asked to take. */
  amountHalalas: number;
  refundedHalalas: number;
  currency: 'SAR';
  state: PaymentState;
  gateway: string;
  gatewayStatus: GatewayStatus | null;
  /** The gateway's payment id, once the client paid (or tried). */
  gatewayPaymentId: string | null;
  /** How the client paid (mada, visa, stcpay, …) as the gateway says. */
  method: string | null;
  /** The advance-payment invoice a paid deposit or balance produced. */
  documentId: number | null;
  documentNumber: string | null;
  failureMessage: string | null;
  createdAt: string;
  settledAt: string | null;
  refunds: PaymentRefund[];
}

/** What a client is asked to pay now for a booking: from its accepted quote, less what its advances hold. */
export interface PaymentDue {
  bookingId: number;
  quoteNumber: string;
  /** The quote's total with VAT. */
  totalHalalas: number;
  /** Paid already (advances less what credit notes gave back). */
  paidHalalas: number;
  /** The quote's advance percentage of the total, less what is paid: 0 once the deposit is in. */
  depositHalalas: number;
  /** All that is left. */
  balanceHalalas: number;
  /** Issued, unpaid invoices of the booking, each payable on its own. */
  invoices: Array<{ id: number; invoiceNumber: string; payableHalalas: number }>;
}

/** Whether the pay buttons show: only the publishable key and the mode ever reach a browser. */
export interface PaymentSettings {
  enabled: boolean;
  gateway: 'moyasar' | null;
  publishableKey: string | null;
  testMode: boolean;
}

/** The answer to starting a payment: where to send the client. */
export interface PaymentCheckout {
  paymentId: number;
  url: string;
}

/** An issued invoice not paid yet (GET /Payments/receivables): overdue some days after issue. */
export interface Receivable {
  invoiceId: number;
  invoiceNumber: string;
  bookingId: number;
  clientName: string;
  issuedAt: string;
  /** Halalas still asked: the total less what advances paid. */
  dueHalalas: number;
  overdue: boolean;
}

/** What a reconciliation run did (POST /Payments/reconcile): pending payments asked about, and what became of them. */
export interface ReconcileReport {
  asked: number;
  paid: number;
  failed: number;
  pending: number;
  unreachable: number;
}

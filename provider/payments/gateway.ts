import type { GatewayStatus } from '../../shared/types/payment';

/**
 * What the payments module needs of a payment gateway. Moyasar is the one adapter
 * (moyasar-gateway.ts); Tap or HyperPay implement the same four calls. Card data never reaches us:
 * the client pays on the gateway's hosted page, and we learn the outcome by asking the gateway.
 */
export interface PaymentGateway {
  /** The name stored with each payment ('moyasar'). */
  readonly name: string;
  /** A hosted payment page for this amount; the client is sent to `url`. */
  createCheckout(input: CheckoutRequest): Promise<Checkout>;
  /** The gateway's payments made on a checkout page (the client may have tried more than once). */
  fetchCheckout(checkoutId: string): Promise<Checkout>;
  /** One payment as the gateway knows it now. */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Gives back `amountHalalas` of a paid payment (all or part); answers the payment after the refund. */
  refund(paymentId: string, amountHalalas: number): Promise<GatewayPayment>;
  /** Reads a webhook request: null when its secret is wrong (or none is configured); else the event. */
  verifyWebhook(body: unknown): WebhookEvent | null;
}

export interface CheckoutRequest {
  amountHalalas: number;
  description: string;
  /** Where the gateway sends the client after paying (our return page). */
  successUrl: string;
  /** The gateway page's "back" link. */
  backUrl: string;
  /** Where the gateway tells our server of the checkout's status (server to server). */
  callbackUrl: string;
  /** Our references, echoed back on the payment (strings only). */
  metadata: Record<string, string>;
}

export interface Checkout {
  id: string;
  url: string;
  /** The checkout's own status (Moyasar invoice: initiated, paid, failed, …). */
  status: string;
  payments: GatewayPayment[];
}

export interface GatewayPayment {
  id: string;
  status: GatewayStatus;
  amountHalalas: number;
  refundedHalalas: number;
  currency: string;
  /** The hosted checkout this payment was made on. */
  checkoutId: string | null;
  /** mada, visa, mastercard, amex, stcpay, applepay, … */
  method: string | null;
  /** The gateway's message about the outcome (a card declined, 3-D Secure failed). */
  message: string | null;
  metadata: Record<string, string>;
}

export interface WebhookEvent {
  id: string;
  type: string;
  payment: GatewayPayment;
}

/** The gateway could not be reached or answered 5xx: the payment stays pending and is asked about later. */
export class GatewayUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailable';
  }
}

/** The gateway refused the request (4xx): its error type and message, never retried as such. */
export class GatewayRefused extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly errors: Record<string, string[]> | null,
  ) {
    super(message);
    this.name = 'GatewayRefused';
  }
}

/** Is this gateway status money received (and not given back)? */
export const isSettledStatus = (status: GatewayStatus) => status === 'paid' || status === 'captured';
/** Is this status final without money (failed, voided)? */
export const isFailedStatus = (status: GatewayStatus) => status === 'failed' || status === 'voided';

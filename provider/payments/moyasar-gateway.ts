import { timingSafeEqual } from 'node:crypto';
import { GATEWAY_STATUSES, type GatewayStatus } from '../../shared/types/payment';
import type { MoyasarConfig } from '../config';
import {
  type Checkout,
  type CheckoutRequest,
  type GatewayPayment,
  GatewayRefused,
  GatewayUnavailable,
  type PaymentGateway,
  type WebhookEvent,
} from './gateway';

/**
 * Moyasar's REST API (https://api.moyasar.com/v1, docs.moyasar.com), the calls the payments module
 * makes: POST /invoices (a hosted payment page: amount in halalas, currency, description,
 * callback_url, success_url, back_url, metadata; answers its `url`), GET /invoices/:id (with the
 * payments made on it), GET /payments/:id, POST /payments/:id/refund {amount}. HTTP Basic auth with
 * the secret key as user name and no password. Errors are {type, message, errors}. Webhooks carry
 * the secret token set in Moyasar's dashboard in their body (`secret_token`), with the payment in
 * `data`.
 */

interface MoyasarPaymentJson {
  id: string;
  status: string;
  amount: number;
  refunded?: number;
  currency: string;
  invoice_id?: string | null;
  metadata?: Record<string, unknown> | null;
  source?: { type?: string; company?: string | null; message?: string | null } | null;
}

interface MoyasarInvoiceJson {
  id: string;
  status: string;
  url: string;
  payments?: MoyasarPaymentJson[] | null;
}

const TIMEOUT_MS = 15_000;

function statusOf(raw: string): GatewayStatus {
  if ((GATEWAY_STATUSES as readonly string[]).includes(raw)) return raw as GatewayStatus;
  // 'verified' and anything newer: not money received, not final.
  return 'initiated';
}

function stringMetadata(metadata: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) if (typeof value === 'string') out[key] = value;
  return out;
}

export function paymentOf(json: MoyasarPaymentJson): GatewayPayment {
  const source = json.source ?? null;
  // A card payment names its scheme (mada, visa, mastercard, amex); STC Pay and Apple Pay their type.
  const method = source ? (source.type === 'creditcard' ? (source.company ?? 'creditcard') : (source.type ?? null)) : null;
  return {
    id: String(json.id),
    status: statusOf(String(json.status)),
    amountHalalas: Number(json.amount),
    refundedHalalas: Number(json.refunded ?? 0),
    currency: String(json.currency),
    checkoutId: json.invoice_id ?? null,
    method,
    message: source?.message ?? null,
    metadata: stringMetadata(json.metadata),
  };
}

const checkoutOf = (json: MoyasarInvoiceJson): Checkout => ({
  id: String(json.id),
  url: String(json.url),
  status: String(json.status),
  payments: (json.payments ?? []).map(paymentOf),
});

/** Constant-time comparison of two secrets of any length (their lengths may differ without a leak of where). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  const padded = Buffer.alloc(b.length);
  a.copy(padded, 0, 0, Math.min(a.length, b.length));
  return timingSafeEqual(padded, b) && a.length === b.length;
}

export function createMoyasarGateway(config: MoyasarConfig, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // The message names the path only: never the key.
      throw new GatewayUnavailable(`Moyasar ${method} ${path} unreachable`, { cause: error });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status >= 500 || response.status === 429) throw new GatewayUnavailable(`Moyasar ${method} ${path} answered ${response.status}`);
    if (!response.ok) {
      const error = (json ?? {}) as { type?: string; message?: string; errors?: Record<string, string[]> | null };
      throw new GatewayRefused(response.status, error.type ?? 'api_error', error.message ?? `HTTP ${response.status}`, error.errors ?? null);
    }
    if (json === null || typeof json !== 'object') throw new GatewayUnavailable(`Moyasar ${method} ${path} answered no JSON`);
    return json as T;
  }

  return {
    name: 'moyasar',
    async createCheckout(input: CheckoutRequest) {
      const invoice = await call<MoyasarInvoiceJson>('POST', '/invoices', {
        amount: input.amountHalalas,
        currency: 'SAR',
        description: input.description,
        callback_url: input.callbackUrl,
        success_url: input.successUrl,
        back_url: input.backUrl,
        metadata: input.metadata,
      });
      return checkoutOf(invoice);
    },
    async fetchCheckout(checkoutId) {
      return checkoutOf(await call<MoyasarInvoiceJson>('GET', `/invoices/${encodeURIComponent(checkoutId)}`));
    },
    async fetchPayment(paymentId) {
      return paymentOf(await call<MoyasarPaymentJson>('GET', `/payments/${encodeURIComponent(paymentId)}`));
    },
    async refund(paymentId, amountHalalas) {
      return paymentOf(await call<MoyasarPaymentJson>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountHalalas }));
    },
    verifyWebhook(body: unknown): WebhookEvent | null {
      if (config.webhookSecret === null || body === null || typeof body !== 'object') return null;
      const event = body as { id?: unknown; type?: unknown; secret_token?: unknown; data?: unknown };
      if (typeof event.secret_token !== 'string' || !sameSecret(event.secret_token, config.webhookSecret)) return null;
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || event.data === null || typeof event.data !== 'object') return null;
      const data = event.data as MoyasarPaymentJson;
      if (typeof data.id !== 'string' || typeof data.status !== 'string') return null;
      return { id: event.id, type: event.type, payment: paymentOf(data) };
    },
  };
}

/** The gateway the configuration sets up, or null when online payments are off. */
export function paymentGatewayOf(config: { moyasar: MoyasarConfig | null }): PaymentGateway | null {
  return config.moyasar ? createMoyasarGateway(config.moyasar) : null;
}

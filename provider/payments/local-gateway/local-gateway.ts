import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local server that answers as Moyasar's REST API does (docs.moyasar.com), for the tests and for
 * trying payments by hand without Moyasar (`npm run gateway:local`):
 * - POST /v1/invoices, GET /v1/invoices/:id, GET /v1/payments/:id, POST /v1/payments/:id/refund,
 *   with Basic auth of the secret key and Moyasar's error shape {type, message, errors};
 * - the hosted payment page GET /i/:id (the invoice's `url`): a form where the tester picks how the
 *   payment goes (mada, a Visa card, a declined card, 3-D Secure pending then paid, STC Pay), then
 *   the redirect to the invoice's success_url with ?id=&status=&message= as Moyasar appends them;
 * - webhooks to `webhookUrl` as Moyasar sends them ({id, type, created_at, secret_token, live, data});
 * - `down`: '5xx' answers 503 to every API call, 'refused' stops listening (connection refused).
 */

export type PayChoice = 'mada' | 'card' | 'fail' | '3ds' | 'stcpay';
export const PAY_CHOICES: readonly PayChoice[] = ['mada', 'card', 'fail', '3ds', 'stcpay'];

interface StoredPayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded';
  amount: number;
  refunded: number;
  currency: string;
  invoice_id: string;
  metadata: Record<string, string>;
  source: { type: string; company: string | null; name: string | null; number: string | null; message: string | null; transaction_url: string | null };
  created_at: string;
  updated_at: string;
}

interface StoredInvoice {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  description: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  metadata: Record<string, string>;
  payments: string[];
  created_at: string;
}

export interface WebhookSent {
  body: Record<string, unknown>;
  status: number | null;
}

export interface LocalGatewayOptions {
  /** The secret key the API accepts (Basic auth user name). */
  secretKey: string;
  /** Where webhooks go (the provider's /Payments/webhook); null: none sent. */
  webhookUrl?: string | null;
  /** The secret_token each webhook carries. */
  webhookSecret?: string;
  port?: number;
  host?: string;
}

export interface LocalGateway {
  /** The API's base address (…/v1): MOYASAR_BASE_URL. */
  readonly apiUrl: string;
  readonly origin: string;
  down: false | '5xx' | 'refused';
  /** 'send' as payments change; 'hold': kept in `held` until deliverHeld() (a late or lost webhook). */
  webhooks: 'send' | 'hold';
  readonly held: Array<Record<string, unknown>>;
  readonly sent: WebhookSent[];
  webhookUrl: string | null;
  setDown(mode: false | '5xx' | 'refused'): Promise<void>;
  /** Pays an invoice as a tester would on its page; answers the redirect address (the 3-D Secure step for '3ds'). */
  pay(invoiceId: string, choice: PayChoice): Promise<{ paymentId: string; redirect: string }>;
  /** Completes a payment waiting for 3-D Secure (the issuer's page answered). */
  completeThreeDs(paymentId: string): Promise<string>;
  /** Sends a webhook again, as Moyasar retries it (a replay carries the same event id). */
  deliver(event: Record<string, unknown>): Promise<number | null>;
  deliverHeld(): Promise<void>;
  close(): Promise<void>;
}

const now = () => new Date().toISOString();

const SOURCES: Record<Exclude<PayChoice, '3ds'>, StoredPayment['source']> = {
  mada: { type: 'creditcard', company: 'mada', name: 'Test Client', number: '4201-32XX-XXXX-1010', message: 'APPROVED', transaction_url: null },
  card: { type: 'creditcard', company: 'visa', name: 'Test Client', number: '4111-11XX-XXXX-1111', message: 'APPROVED', transaction_url: null },
  fail: {
    type: 'creditcard',
    company: 'visa',
    name: 'Test Client',
    number: '4000-00XX-XXXX-0002',
    message: 'DECLINED: Insufficient Funds',
    transaction_url: null,
  },
  stcpay: { type: 'stcpay', company: null, name: null, number: '966500000000', message: 'Paid', transaction_url: null },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const apiError = (res: ServerResponse, status: number, type: string, message: string, errors: Record<string, string[]> | null = null) =>
  json(res, status, { type, message, errors });

function page(res: ServerResponse, title: string, body: string): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
      '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}fieldset{border:1px solid #ccc;border-radius:8px;padding:1rem}label{display:block;padding:.4rem 0}button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}.test{background:#fff3cd;padding:.5rem;border-radius:4px}</style>' +
      `</head><body><p class="test">Local Moyasar test gateway: no real money moves.</p>${body}</body></html>`,
  );
}

export async function startLocalGateway(options: LocalGatewayOptions): Promise<LocalGateway> {
  const invoices = new Map<string, StoredInvoice>();
  const payments = new Map<string, StoredPayment>();
  const sockets = new Set<Socket>();
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  let server: Server;
  let port = options.port ?? 0;
  const host = options.host ?? '127.0.0.1';

  const paymentJson = (p: StoredPayment) => ({
    ...p,
    fee: 0,
    captured: 0,
    captured_at: null,
    voided_at: null,
    refunded_at: p.refunded > 0 ? p.updated_at : null,
    description: invoices.get(p.invoice_id)?.description ?? null,
    amount_format: `${(p.amount / 100).toFixed(2)} SAR`,
    ip: '127.0.0.1',
    callback_url: null,
  });
  const invoiceJson = (i: StoredInvoice) => ({
    ...i,
    amount_format: `${(i.amount / 100).toFixed(2)} SAR`,
    url: `${state.origin}/i/${i.id}`,
    logo_url: null,
    expired_at: null,
    updated_at: now(),
    payments: i.payments.map((id) => paymentJson(payments.get(id)!)),
  });

  async function emit(type: string, payment: StoredPayment): Promise<void> {
    const event = {
      id: randomUUID(),
      type,
      created_at: now(),
      secret_token: options.webhookSecret ?? '',
      account_name: 'Local test gateway',
      live: false,
      data: paymentJson(payment),
    };
    if (state.webhooks === 'hold') state.held.push(event);
    else await state.deliver(event);
  }

  function settle(payment: StoredPayment, status: StoredPayment['status']): void {
    payment.status = status;
    payment.updated_at = now();
    const invoice = invoices.get(payment.invoice_id)!;
    if (status === 'paid') invoice.status = 'paid';
  }

  function redirectOf(payment: StoredPayment): string {
    const invoice = invoices.get(payment.invoice_id)!;
    const target = new URL(invoice.success_url ?? `${state.origin}/i/${invoice.id}`);
    target.searchParams.set('id', payment.id);
    target.searchParams.set('status', payment.status);
    target.searchParams.set('message', payment.source.message ?? '');
    target.searchParams.set('invoice_id', invoice.id);
    return target.toString();
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (state.down === '5xx') return apiError(res, 503, 'api_error', 'Service temporarily unavailable');
    if (req.headers.authorization !== expectedAuth) return apiError(res, 401, 'authentication_error', 'Invalid authorization credentials');
    const body = req.method === 'POST' ? await readBody(req) : '';
    let input: Record<string, unknown> = {};
    try {
      input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return apiError(res, 400, 'invalid_request_error', 'Malformed JSON');
    }
    let match: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/invoices') {
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(input.amount) || (input.amount as number) < 100) errors.amount = ['must be an integer of at least 100'];
      if ((input.currency ?? 'SAR') !== 'SAR') errors.currency = ['is not supported'];
      if (typeof input.description !== 'string' || input.description.trim() === '') errors.description = ["can't be blank"];
      for (const key of ['callback_url', 'success_url', 'back_url'])
        if (input[key] !== undefined && (typeof input[key] !== 'string' || !/^https?:\/\//.test(input[key] as string))) errors[key] = ['must be a valid URL'];
      if (Object.keys(errors).length > 0) return apiError(res, 400, 'invalid_request_error', 'Validation Failed', errors);
      const invoice: StoredInvoice = {
        id: randomUUID(),
        status: 'initiated',
        amount: input.amount as number,
        currency: 'SAR',
        description: input.description as string,
        callback_url: (input.callback_url as string | undefined) ?? null,
        success_url: (input.success_url as string | undefined) ?? null,
        back_url: (input.back_url as string | undefined) ?? null,
        metadata: Object.fromEntries(Object.entries((input.metadata as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)])),
        payments: [],
        created_at: now(),
      };
      invoices.set(invoice.id, invoice);
      return json(res, 201, invoiceJson(invoice));
    }
    if (req.method === 'GET' && (match = /^\/v1\/invoices\/([\w-]+)$/.exec(path))) {
      const invoice = invoices.get(match[1]!);
      return invoice ? json(res, 200, invoiceJson(invoice)) : apiError(res, 404, 'record_not_found', 'Object not found');
    }
    if (req.method === 'GET' && (match = /^\/v1\/payments\/([\w-]+)$/.exec(path))) {
      const payment = payments.get(match[1]!);
      return payment ? json(res, 200, paymentJson(payment)) : apiError(res, 404, 'record_not_found', 'Object not found');
    }
    if (req.method === 'POST' && (match = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(path))) {
      const payment = payments.get(match[1]!);
      if (!payment) return apiError(res, 404, 'record_not_found', 'Object not found');
      if (payment.status !== 'paid' && payment.status !== 'refunded')
        return apiError(res, 400, 'invalid_request_error', 'Payment is not in a refundable state');
      const amount = input.amount === undefined ? payment.amount - payment.refunded : input.amount;
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > payment.amount - payment.refunded)
        return apiError(res, 400, 'invalid_request_error', 'Validation Failed', { amount: ['exceeds the refundable amount'] });
      payment.refunded += amount as number;
      settle(payment, 'refunded');
      await emit('payment_refunded', payment);
      return json(res, 200, paymentJson(payment));
    }
    return apiError(res, 404, 'record_not_found', 'Not found');
  }

  async function hosted(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let match: RegExpExecArray | null;
    if (req.method === 'GET' && (match = /^\/i\/([\w-]+)$/.exec(path))) {
      const invoice = invoices.get(match[1]!);
      if (!invoice) return apiError(res, 404, 'record_not_found', 'Object not found');
      if (invoice.status === 'paid') return page(res, 'Paid', `<h1>This invoice is paid</h1>`);
      const choices: Record<PayChoice, string> = {
        mada: 'Pay with mada (approved)',
        card: 'Pay with a Visa card (approved)',
        fail: 'A declined card (fails)',
        '3ds': '3-D Secure: pending, then paid',
        stcpay: 'Pay with STC Pay (approved)',
      };
      const radios = PAY_CHOICES.map(
        (choice, index) => `<label><input type="radio" name="choice" value="${choice}"${index === 0 ? ' checked' : ''}> ${choices[choice]}</label>`,
      ).join('');
      const back = invoice.back_url ? `<p><a href="${escapeHtml(invoice.back_url)}">Back to the shop</a></p>` : '';
      return page(
        res,
        'Pay',
        `<h1>${escapeHtml(invoice.description)}</h1><p>Amount: <strong data-amount>${(invoice.amount / 100).toFixed(2)} SAR</strong></p>` +
          `<form method="post" action="/i/${invoice.id}/pay"><fieldset><legend>How the payment goes</legend>${radios}</fieldset><button type="submit">Pay</button></form>${back}`,
      );
    }
    if (req.method === 'POST' && (match = /^\/i\/([\w-]+)\/pay$/.exec(path))) {
      const choice = new URLSearchParams(await readBody(req)).get('choice') as PayChoice | null;
      if (!invoices.has(match[1]!) || !choice || !PAY_CHOICES.includes(choice)) return apiError(res, 400, 'invalid_request_error', 'Unknown invoice or choice');
      const { redirect } = await state.pay(match[1]!, choice);
      res.writeHead(303, { Location: redirect });
      return void res.end();
    }
    if (req.method === 'GET' && (match = /^\/3ds\/([\w-]+)$/.exec(path))) {
      const payment = payments.get(match[1]!);
      if (!payment) return apiError(res, 404, 'record_not_found', 'Object not found');
      return page(
        res,
        '3-D Secure',
        `<h1>3-D Secure</h1><p>Your bank asks you to confirm this payment.</p><form method="post" action="/3ds/${payment.id}"><button type="submit">Confirm the payment</button></form>`,
      );
    }
    if (req.method === 'POST' && (match = /^\/3ds\/([\w-]+)$/.exec(path))) {
      if (!payments.has(match[1]!)) return apiError(res, 404, 'record_not_found', 'Object not found');
      res.writeHead(303, { Location: await state.completeThreeDs(match[1]!) });
      return void res.end();
    }
    return apiError(res, 404, 'record_not_found', 'Not found');
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const work = path.startsWith('/v1/') ? api(req, res, path) : hosted(req, res, path);
    work.catch((error: unknown) => apiError(res, 500, 'api_error', error instanceof Error ? error.message : 'error'));
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(handler);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.listen(port, host, () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  await listen();
  const origin = `http://${host}:${port}`;
  const state: LocalGateway = {
    apiUrl: `${origin}/v1`,
    origin,
    down: false,
    webhooks: 'send',
    held: [],
    sent: [],
    webhookUrl: options.webhookUrl ?? null,
    async setDown(mode) {
      if (state.down === 'refused' && mode !== 'refused') await listen();
      if (mode === 'refused' && state.down !== 'refused') await stop();
      state.down = mode;
    },
    async pay(invoiceId, choice) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      const payment: StoredPayment = {
        id: randomUUID(),
        status: 'initiated',
        amount: invoice.amount,
        refunded: 0,
        currency: invoice.currency,
        invoice_id: invoice.id,
        metadata: invoice.metadata,
        source: choice === '3ds' ? { ...SOURCES.card, message: null, transaction_url: '' } : { ...SOURCES[choice] },
        created_at: now(),
        updated_at: now(),
      };
      payments.set(payment.id, payment);
      invoice.payments.push(payment.id);
      if (choice === '3ds') {
        payment.source.transaction_url = `${origin}/3ds/${payment.id}`;
        return { paymentId: payment.id, redirect: payment.source.transaction_url };
      }
      settle(payment, choice === 'fail' ? 'failed' : 'paid');
      await emit(choice === 'fail' ? 'payment_failed' : 'payment_paid', payment);
      return { paymentId: payment.id, redirect: redirectOf(payment) };
    },
    async completeThreeDs(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      if (payment.status === 'initiated') {
        payment.source.message = 'APPROVED';
        settle(payment, 'paid');
        await emit('payment_paid', payment);
      }
      return redirectOf(payment);
    },
    async deliver(event) {
      if (!state.webhookUrl) return null;
      let status: number | null = null;
      try {
        const response = await fetch(state.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = null;
      }
      state.sent.push({ body: event, status });
      return status;
    },
    async deliverHeld() {
      const events = state.held.splice(0);
      for (const event of events) await state.deliver(event);
    },
    async close() {
      if (state.down !== 'refused') await stop();
    },
  };
  return state;
}

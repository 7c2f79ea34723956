import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { isEnvelope, type ApiEnvelope, type FieldErrors } from '../../shared/api/envelope';
import type { ErrorCode } from '../../shared/api/error-codes';
import { sessionExpired } from './session-events';
import { apiLoaded } from './api-registry';
import type { ApiTransport } from './transport';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** The submission's key for a creating call: the server creates once per key, so it may be sent again. */
  idempotencyKey?: string;
}

/** What every failed call resolves to: the status, the envelope's message and field errors. */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  message: string;
  /** True when `message` is the answer's own text; false when it was made up from the HTTP status. */
  serverMessage?: boolean;
  code?: ErrorCode;
  errors?: FieldErrors;
}

const NETWORK_MESSAGE = 'Cannot connect to server - Please check your connection';

function buildUrl(baseUrl: string, request: ApiRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${request.url.startsWith('/') ? '' : '/'}${request.url}${search ? `?${search}` : ''}`;
}

function callSignal(transport: ApiTransport, signal: AbortSignal): AbortSignal {
  const signals = [signal, ...(transport.signal ? [transport.signal] : []), ...(transport.timeoutMs ? [AbortSignal.timeout(transport.timeoutMs)] : [])];
  return signals.length === 1 ? signal : AbortSignal.any(signals);
}

async function send(transport: ApiTransport, request: ApiRequest, signal: AbortSignal): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...transport.headers };
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  return fetch(buildUrl(transport.baseUrl, request), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body),
    credentials: 'same-origin',
    signal: callSignal(transport, signal),
  });
}

/**
 * The base query: unwraps the `{ isSuccess, result, message }` envelope, turns the web server's
 * SESSION_EXPIRED answer into the session-expired flow, and retries a failed fetch once (spec
 * section 4) but only for reads and for writes with an Idempotency-Key: any other POST that may have
 * been applied is never sent twice.
 */
export const envelopeBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const transport = api.extra as ApiTransport;
  // Only reads, and writes the server applies once per key, are sent twice: any other write that
  // failed on the way back may already have been applied.
  const retryable = (request.method ?? 'GET') === 'GET' || Boolean(request.idempotencyKey);
  let retried = false;
  let response: Response;
  for (;;) {
    try {
      response = await send(transport, request, api.signal);
    } catch {
      if (!retryable || retried || api.signal.aborted) return { error: { status: 'FETCH_ERROR', message: NETWORK_MESSAGE } };
      retried = true;
      continue;
    }
    // 502: the web server could not reach the provider this time; one more try, like a failed fetch.
    if (response.status === 502 && retryable && !retried && !api.signal.aborted) {
      retried = true;
      await response.body?.cancel();
      continue;
    }
    break;
  }
  transport.onResponse?.(response);

  let body: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  const envelope: ApiEnvelope<unknown> | null = isEnvelope(body) ? body : null;

  if (response.ok && envelope?.isSuccess !== false) {
    return { data: envelope ? envelope.result : body, meta: { message: envelope?.message ?? '' } };
  }

  // The browser hears SESSION_EXPIRED from the web server. A server render talks to the provider
  // with the session's token itself: there any 401 to that token means the session is over.
  const refusedToken = response.status === 401 && Boolean(transport.headers?.Authorization);
  if (response.status === 401 && (envelope?.code === 'SESSION_EXPIRED' || refusedToken)) {
    api.dispatch(sessionExpired());
    transport.onSessionExpired?.();
  }
  return {
    error: {
      status: response.status,
      message: envelope?.message || response.statusText || `Server error (${response.status})`,
      serverMessage: Boolean(envelope?.message),
      ...(envelope?.code ? { code: envelope.code } : {}),
      ...(envelope?.errors ? { errors: envelope.errors } : {}),
    },
  };
};

/** The one api of the client; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: [
    'Service',
    'Partner',
    'Rating',
    'RatingEligibility',
    'Message',
    'User',
    'Booking',
    'Quote',
    'Session',
    'Content',
    'Post',
    'Availability',
    'Invoice',
    'Finance',
    // Job progress (issue 27 items 4-5): a partner's jobs, a booking's progress.
    'Job',
    'Zatca',
    // Privacy (issue 28): the policies in force, the person's consents and requests.
    'Privacy',
    // Online payments (issue 29).
    'Payment',
  ],
  endpoints: () => ({}),
});
// Every store made before this module loaded (the browser's) takes the api's reducer and middleware now.
apiLoaded(api);

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

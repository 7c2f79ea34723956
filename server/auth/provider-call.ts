import { HttpError } from '../http/errors';

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body, or null when the provider answered something else. */
  body: unknown;
  /** The provider's Retry-After (a busy or unavailable provider), passed on to the browser. */
  retryAfter: string | null;
}

export interface ProviderCall {
  baseUrl: string | undefined;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

/**
 * One JSON call from the web server itself to the provider (login): unreachable gives 502 with the
 * spec's message, no complete answer within the timeout gives 504, like the proxy.
 */
export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  if (!call.baseUrl) throw new HttpError(502, 'PROVIDER_UNREACHABLE', 'cannotConnect');
  const signal = AbortSignal.timeout(call.timeoutMs);
  try {
    const response = await fetch(`${call.baseUrl}${call.path}`, {
      method: call.method,
      headers: { Accept: 'application/json', ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      redirect: 'manual',
      signal,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch {
    if (signal.aborted) throw new HttpError(504, 'PROVIDER_TIMEOUT', 'timeout');
    throw new HttpError(502, 'PROVIDER_UNREACHABLE', 'cannotConnect');
  }
}

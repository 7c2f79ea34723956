import type { ApiTransport } from '../../client/lib/transport';
import { bearer } from '../http/provider-headers';

export interface PageTransportOptions {
  providerUrl: string | undefined;
  /** The session's provider token, when the visitor is signed in. */
  token: string | undefined;
  language: string;
  requestId: string;
  /** The page does not wait longer than this for the provider. */
  timeoutMs: number;
  /** The provider refused the token while the page's data was loading. */
  onSessionExpired: () => void;
}

/**
 * How a server-rendered page loads its data: straight from the provider (no hop through our own
 * /api), with the session's token, in the page's language, under the request's id.
 */
export function pageTransport(options: PageTransportOptions): ApiTransport {
  const headers: Record<string, string> = { 'Accept-Language': options.language, 'X-Request-Id': options.requestId };
  if (options.token) headers.Authorization = bearer(options.token);
  return { baseUrl: options.providerUrl ?? 'http://provider.invalid', headers, timeoutMs: options.timeoutMs, onSessionExpired: options.onSessionExpired };
}

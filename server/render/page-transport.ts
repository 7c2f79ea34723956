import { CONTENT_CHANGES_AT_HEADER, contentChangesAt } from '../../shared/api/content-changes';
import type { ApiTransport } from '../../client/lib/transport';
import { bearer } from '../http/provider-headers';

export interface PageTransportOptions {
  providerUrl: string | undefined;
  /** The session's provider token, when the visitor is signed in. */
  token: string | undefined;
  language: string;
  requestId: string;
  /** The page's data deadline: every call ends when it fires. */
  signal: AbortSignal;
  /** The provider refused the token while the page's data was loading. */
  onSessionExpired: () => void;
  /** An answer whose content changes at a known time without a write (a scheduled post): when, in epoch ms. */
  onContentChangesAt?: (at: number) => void;
}

/**
 * How a server-rendered page loads its data: straight from the provider (no hop through our own
 * /api), with the session's token, in the page's language, under the request's id.
 */
export function pageTransport(options: PageTransportOptions): ApiTransport {
  const headers: Record<string, string> = { 'Accept-Language': options.language, 'X-Request-Id': options.requestId };
  if (options.token) headers.Authorization = bearer(options.token);
  const { onContentChangesAt } = options;
  return {
    baseUrl: options.providerUrl ?? 'http://provider.invalid',
    headers,
    signal: options.signal,
    onSessionExpired: options.onSessionExpired,
    ...(onContentChangesAt && {
      onResponse(response: Response) {
        const at = contentChangesAt(response.headers.get(CONTENT_CHANGES_AT_HEADER));
        if (at !== undefined) onContentChangesAt(at);
      },
    }),
  };
}

/**
 * How the one RTK Query api reaches its data. In the browser: the web server's `/api` proxy, which
 * holds the session. On the server during SSR: the provider itself, with the session's token, so
 * that a page renders with the data of the user who asked for it.
 */
export interface ApiTransport {
  baseUrl: string;
  headers?: Record<string, string>;
  /** A call that has not answered within this time fails (server rendering: PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Every call also ends when this fires (server rendering: the page's data deadline). */
  signal?: AbortSignal;
  /** Called once when the web server reports that the session expired (browser only). */
  onSessionExpired?: () => void;
  /** Sees every answer's status and headers (server rendering: how long the page stays true). */
  onResponse?: (response: Response) => void;
}

export const BROWSER_TRANSPORT: ApiTransport = { baseUrl: '/api' };

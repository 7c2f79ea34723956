import { isEnvelope } from '../../../../shared/api/envelope';
import type { Service } from '../../../../shared/types/service';
import { sessionExpired } from '../../../lib/session-events';
import type { ApiError } from '../../../lib/api';
import type { ApiTransport } from '../../../lib/transport';

export interface UploadRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: FormData;
  /** 0..1 of the body sent so far. */
  onProgress?: (fraction: number) => void;
}

const NETWORK_MESSAGE = 'Cannot connect to server - Please check your connection';

type Outcome = { data: Service } | { error: ApiError };

/**
 * Sends a service form with XMLHttpRequest, because fetch reports no upload progress. Answers like
 * the base query does: the envelope unwrapped, failures as ApiError, and the web server's
 * SESSION_EXPIRED turned into the session-expired flow.
 */
export function sendServiceForm(
  request: UploadRequest,
  transport: ApiTransport,
  signal: AbortSignal,
  dispatch: (action: unknown) => unknown,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, `${transport.baseUrl}${request.url}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(transport.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => request.onProgress?.(1);
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', message: NETWORK_MESSAGE } });
    xhr.onabort = () => resolve({ error: { status: 'FETCH_ERROR', message: NETWORK_MESSAGE } });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      const envelope = isEnvelope(body) ? body : null;
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.isSuccess !== false && envelope?.result) {
        resolve({ data: envelope.result as Service });
        return;
      }
      if (xhr.status === 401 && envelope?.code === 'SESSION_EXPIRED') {
        dispatch(sessionExpired());
        transport.onSessionExpired?.();
      }
      resolve({
        error: {
          status: xhr.status || 'FETCH_ERROR',
          message: envelope?.message || xhr.statusText || `Server error (${xhr.status})`,
          serverMessage: Boolean(envelope?.message),
          ...(envelope?.code ? { code: envelope.code } : {}),
          ...(envelope?.errors ? { errors: envelope.errors } : {}),
        },
      });
    };
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

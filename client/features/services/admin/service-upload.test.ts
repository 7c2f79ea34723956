import { vi } from 'vitest';
import { sendServiceForm } from './service-upload';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, answers what the test says. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('sending a service form with upload progress', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeAll(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  const start = (onProgress?: (fraction: number) => void, onSessionExpired = vi.fn(), dispatch = vi.fn()) => {
    const controller = new AbortController();
    const body = new FormData();
    const outcome = sendServiceForm(
      { method: 'PUT', url: '/Services/4', body, ...(onProgress ? { onProgress } : {}) },
      { baseUrl: '/api', onSessionExpired },
      controller.signal,
      dispatch,
    );
    return { outcome, xhr: FakeXhr.last, body, controller, dispatch, onSessionExpired };
  };

  it('sends the form to the /api proxy, reports progress, and unwraps the envelope', async () => {
    const progress: number[] = [];
    const { outcome, xhr, body } = start((fraction) => progress.push(fraction));
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['PUT', '/api/Services/4', body]);
    expect(xhr.headers.Accept).toBe('application/json');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onload?.();
    xhr.answer(200, { isSuccess: true, result: { id: 4, title: 'Pool care' }, message: 'Service updated successfully' });
    expect(await outcome).toEqual({ data: { id: 4, title: 'Pool care' } });
    expect(progress).toEqual([0.25, 1]);
  });

  it("answers a refusal with the provider's status, message, code and field errors", async () => {
    const { outcome, xhr } = start();
    xhr.answer(400, {
      isSuccess: false,
      result: null,
      message: 'Invalid data - Please check your inputs',
      code: 'VALIDATION_FAILED',
      errors: { title: ['Title is required'] },
    });
    expect(await outcome).toEqual({
      error: {
        status: 400,
        message: 'Invalid data - Please check your inputs',
        serverMessage: true,
        code: 'VALIDATION_FAILED',
        errors: { title: ['Title is required'] },
      },
    });
  });

  it('starts the session-expired flow when the web server says the session ended', async () => {
    const { outcome, xhr, dispatch, onSessionExpired } = start();
    xhr.answer(401, { isSuccess: false, result: null, message: 'Token expired or invalid', code: 'SESSION_EXPIRED' });
    expect(await outcome).toMatchObject({ error: { status: 401, code: 'SESSION_EXPIRED' } });
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'session/sessionExpired' }));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports a lost connection, a non-JSON answer and an aborted upload', async () => {
    const lost = start();
    lost.xhr.onerror?.();
    expect(await lost.outcome).toEqual({ error: { status: 'FETCH_ERROR', message: 'Cannot connect to server - Please check your connection' } });

    const html = start();
    html.xhr.status = 502;
    html.xhr.statusText = 'Bad Gateway';
    html.xhr.responseText = '<html>';
    html.xhr.onload?.();
    expect(await html.outcome).toEqual({ error: { status: 502, message: 'Bad Gateway', serverMessage: false } });

    const aborted = start();
    aborted.controller.abort();
    expect(await aborted.outcome).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });
});

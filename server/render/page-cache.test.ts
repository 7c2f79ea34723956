import { createPageCache } from './page-cache';
import { changesPublicPages } from './page-changes';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const N = 'Xq3v9LrT2mKp8sWd'; // a nonce as the site makes them: random, never a word of the page
const page = (nonce: string, text = 'hello') =>
  `<html><head><script nonce="${nonce}">boot()</script></head><body><p>${text}</p><style nonce="${nonce}">p{}</style></body></html>`;

describe("visitors' page cache", () => {
  it('gives every answer its own nonce, with one validator for the content', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const stored = cache.begin('en|light|/').store({ status: 200, html: page('first-nonce'), nonce: 'first-nonce' });
    const hit = cache.get('en|light|/')!;
    expect(hit).toBe(stored);
    const second = cache.html(hit, 'second-nonce');
    expect(second).toBe(page('second-nonce'));
    expect(second).not.toContain('first-nonce');
    expect(cache.html(hit, 'third')).toBe(page('third'));

    const other = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const same = other.begin('k').store({ status: 200, html: page('another-nonce'), nonce: 'another-nonce' });
    expect(same.etag).toBe(stored.etag);
    const changed = other.begin('k').store({ status: 200, html: page(N, 'changed'), nonce: N });
    expect(changed.etag).not.toBe(stored.etag);
  });

  it('never turns text that was in the page into a nonce: only the nonce the page was rendered with is replaced', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    // A review that imitates a nonce attribute, or holds the text of an older nonce, stays inert text.
    const attack = '<script nonce="guess">alert(1)</script> nonce-{{nonce}} %NONCE%';
    const stored = cache.begin('k').store({ status: 200, html: page('rendered-nonce', attack), nonce: 'rendered-nonce' });
    const html = cache.html(stored, 'fresh');
    expect(html).toContain('<script nonce="guess">alert(1)</script> nonce-{{nonce}} %NONCE%');
    expect(html.match(/nonce="fresh"/g)).toHaveLength(2);
    expect(html).not.toContain('\u0000');
  });

  it('keeps pages for their time to live, or less when their data says it changes sooner', () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000, now: time.now });
    cache.begin('long').store({ status: 200, html: page(N), nonce: N });
    cache.begin('short').store({ status: 200, html: page(N), nonce: N, changesAt: time.now() + 5_000 });
    time.advance(5_000);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBeDefined();
    time.advance(55_000);
    expect(cache.get('long')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    // A page whose data changes now is answered once and not kept.
    cache.begin('now').store({ status: 200, html: page(N), nonce: N, changesAt: time.now() });
    expect(cache.get('now')).toBeUndefined();
  });

  it('forgets everything on flush, and does not keep a page rendered from data read before the flush', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    cache.begin('a').store({ status: 200, html: page(N), nonce: N });
    const slow = cache.begin('b');
    cache.flush();
    expect(cache.get('a')).toBeUndefined();
    slow.store({ status: 200, html: page(N, 'stale'), nonce: N });
    expect(cache.get('b')).toBeUndefined();
    cache.begin('b').store({ status: 200, html: page(N, 'fresh'), nonce: N });
    expect(cache.html(cache.get('b')!, 'x')).toContain('fresh');
  });

  it('stays within its memory, dropping the least recently used page first', () => {
    const one = Buffer.byteLength(page(N, 'x'.repeat(100)));
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: one * 2 + 10 });
    const put = (key: string) => cache.begin(key).store({ status: 200, html: page(N, 'x'.repeat(100)), nonce: N });
    put('a');
    put('b');
    cache.get('a'); // a is now the most recent
    put('c');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(one * 2 + 10);
    // A page bigger than the whole cache is answered, never kept.
    const huge = createPageCache({ ttlMs: 60_000, maxBytes: 10 });
    huge.begin('big').store({ status: 200, html: page(N), nonce: N });
    expect(huge.get('big')).toBeUndefined();
  });

  it('lets requests for a page being rendered wait for that render, whether it is kept or abandoned', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    expect(cache.inFlight('k')).toBeUndefined();
    const render = cache.begin('k');
    const waiting = cache.inFlight('k')!;
    let done = false;
    void waiting.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    render.store({ status: 200, html: page(N), nonce: N });
    await waiting;
    expect(cache.inFlight('k')).toBeUndefined();
    const failed = cache.begin('f');
    const waitingForFailure = cache.inFlight('f')!;
    failed.abandon();
    await waitingForFailure;
    expect(cache.get('f')).toBeUndefined();
  });

  it('is off with a time to live or a size of 0', () => {
    for (const options of [
      { ttlMs: 0, maxBytes: 1_000 },
      { ttlMs: 1_000, maxBytes: 0 },
    ]) {
      const cache = createPageCache(options);
      expect(cache.enabled).toBe(false);
      cache.begin('k').store({ status: 200, html: page(N), nonce: N });
      expect(cache.get('k')).toBeUndefined();
    }
  });
});

describe('which writes change what visitors see', () => {
  it.each([
    ['PUT', '/Content', true],
    ['POST', '/Services/create', true],
    ['DELETE', '/Partners/4', true],
    ['POST', '/Rates/create', true],
    ['POST', '/Blog/admin/posts/3/publish', true],
    ['PUT', '/User/update/5', true],
    ['GET', '/Services', false],
    ['POST', '/Auth/login', false],
    ['POST', '/DemandeDeService/create', false],
    ['PATCH', '/Quotes/accept/2', false],
    ['POST', '/ContactUs/create-message', false],
  ])('%s %s → %s', (method, path, changes) => {
    expect(changesPublicPages(method, path)).toBe(changes);
  });
});

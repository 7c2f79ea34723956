import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { splicedBody } from './spliced-body';

const nonce = () => randomBytes(16).toString('base64');

describe('a cached page kept encoded with gaps for the nonce', () => {
  const parts = [
    '<!DOCTYPE html><html><head><script nonce="',
    '">boot()</script><style nonce="',
    `">p{color:red}</style></head><body>${'<p>خدمات Khadamat — services, خدمات</p>'.repeat(400)}<script nonce="`,
    '">start()</script></body></html>',
  ];

  it('gives the same page with every nonce, as is, in gzip and in brotli', async () => {
    const body = splicedBody(parts, { nonceLength: 24 });
    await body.ready;
    expect(body.encodings()).toEqual(['br', 'gzip', 'identity']);
    for (let i = 0; i < 5; i++) {
      const value = nonce();
      const expected = parts.join(value);
      expect(body.body(value, 'identity')!.toString('utf8')).toBe(expected);
      expect(zlib.gunzipSync(body.body(value, 'gzip')!).toString('utf8')).toBe(expected);
      expect(zlib.brotliDecompressSync(body.body(value, 'br')!).toString('utf8')).toBe(expected);
    }
  });

  it('stores the encoded forms much smaller than the page', async () => {
    const body = splicedBody(parts, { nonceLength: 24 });
    await body.ready;
    const plain = body.body(nonce(), 'identity')!.length;
    expect(body.body(nonce(), 'gzip')!.length).toBeLessThan(plain / 10);
    expect(body.body(nonce(), 'br')!.length).toBeLessThan(plain / 10);
  });

  it('answers a nonce of another length as is only', async () => {
    const body = splicedBody(parts, { nonceLength: 24 });
    await body.ready;
    expect(body.body('short', 'gzip')).toBeUndefined();
    expect(body.body('short', 'identity')!.toString('utf8')).toBe(parts.join('short'));
  });

  it('handles a page without a nonce and one that ends with one', async () => {
    for (const pieces of [['<p>no scripts</p>'], ['<script nonce="', '']]) {
      const body = splicedBody(pieces, { nonceLength: 24 });
      await body.ready;
      const value = nonce();
      expect(zlib.gunzipSync(body.body(value, 'gzip')!).toString('utf8')).toBe(pieces.join(value));
      expect(zlib.brotliDecompressSync(body.body(value, 'br')!).toString('utf8')).toBe(pieces.join(value));
    }
  });
});

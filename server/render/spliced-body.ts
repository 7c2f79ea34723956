import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * A cached page's bytes, kept encoded (as is, gzip and brotli) with a gap wherever the CSP nonce
 * goes, so that every answer gets its own nonce without compressing the page again.
 *
 * - **as is**: the pieces as UTF-8 buffers, joined with the nonce.
 * - **gzip**: each piece is its own raw deflate run ending on a full flush (no back reference
 *   crosses a gap: the nonce's bytes are never read by the deflate data around them); the nonce
 *   goes in between as a stored (uncompressed) block. The trailer's CRC-32 is combined from the
 *   pieces' CRCs and the nonce's, without reading the page again (zlib's crc32_combine).
 * - **brotli**: one stream, flushed before and after every gap, so each gap is a meta-block of its
 *   own, replaced per answer by an uncompressed meta-block holding the nonce (same length as what the
 *   encoder saw there). Literal context modelling is off, so the bytes before a meta-block do not
 *   steer how the next one decodes. Copies out of a gap would carry the wrong bytes: the gaps are
 *   filled with bytes that UTF-8 text never holds four of in a row, and the result is decoded once
 *   with a test nonce and compared before it is used; a page that fails the check has no brotli form.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface SplicedBody {
  /** Bytes the page holds in memory, in every encoding made so far. */
  bytes(): number;
  /** The encoded forms, made off the event loop; settles when they are there (or failed). */
  readonly ready: Promise<void>;
  /** The page with this nonce, in `encoding`, or undefined while (or if) that encoding is not there. */
  body(nonce: string, encoding: Encoding): Buffer | undefined;
  /** The same as buffers to write in turn (no copy of the page as is). */
  chunks(nonce: string, encoding: Encoding): Buffer[] | undefined;
  /** Whether making the compressed forms is over (some may have failed). */
  encoded(): boolean;
  /** Encodings the page can be sent in now. */
  encodings(): readonly Encoding[];
}

export interface SplicedBodyOptions {
  /** Length every nonce has (the encoded gaps are this long); other lengths get the page as is. */
  nonceLength: number;
  gzipLevel?: number;
  brotliQuality?: number;
}

// ---- CRC-32 combination (zlib's crc32_combine, after crc32.c: polynomials over GF(2), reflected).
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = (() => {
  const table = new Array<number>(32);
  let p = 1 << 30; // x^1
  table[0] = p >>> 0;
  for (let k = 1; k < 32; k++) table[k] = p = multModP(p, p);
  return table;
})();

/** x^(n * 2^k) modulo the polynomial: the operator that shifts a CRC past n bytes when k = 3. */
function x2nModP(n: number, k: number): number {
  let p = 1 << 31; // x^0
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p >>> 0;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and the operator x2nModP(length of B, 3). */
const combine = (crcA: number, crcB: number, shiftB: number) => (multModP(shiftB, crcA) ^ crcB) >>> 0;

// ---- gzip
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

function storedBlock(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), padded to the byte
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

interface GzipForm {
  /** Raw deflate runs, one per piece; all but the last end on a full flush. */
  runs: Buffer[];
  crcs: number[];
  shifts: number[];
  length: number;
}

async function gzipForm(pieces: Buffer[], level: number): Promise<GzipForm> {
  // zlib's callback API runs on the thread pool: the event loop goes on answering meanwhile.
  const runs = await Promise.all(
    pieces.map(
      (piece, index) =>
        new Promise<Buffer>((resolve, reject) =>
          zlib.deflateRaw(piece, { level, finishFlush: index === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH }, (error, run) =>
            error ? reject(error) : resolve(run),
          ),
        ),
    ),
  );
  return {
    runs,
    crcs: pieces.map((piece) => zlib.crc32(piece)),
    shifts: pieces.map((piece) => x2nModP(piece.length, 3)),
    length: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

function gzipBody(form: GzipForm, nonce: Buffer): Buffer {
  const gap = storedBlock(nonce);
  const nonceCrc = zlib.crc32(nonce);
  const nonceShift = x2nModP(nonce.length, 3);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (let i = 0; i < form.runs.length; i++) {
    if (i > 0) {
      out.push(gap);
      crc = combine(crc, nonceCrc, nonceShift);
    }
    out.push(form.runs[i]!);
    crc = combine(crc, form.crcs[i]!, form.shifts[i]!);
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((form.length + nonce.length * (form.runs.length - 1)) % 2 ** 32, 4);
  out.push(trailer);
  return Buffer.concat(out);
}

// ---- brotli
/** An uncompressed meta-block: ISLAST 0, four nibbles of MLEN-1, ISUNCOMPRESSED 1, padding, the bytes. */
function uncompressedMetaBlock(data: Buffer): Buffer {
  const header = ((data.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([header & 0xff, (header >>> 8) & 0xff, (header >>> 16) & 0xff]), data]);
}

/** Bytes no UTF-8 text holds four of in a row (continuation bytes), different for every gap. */
function gapFiller(length: number): Buffer {
  const bytes = randomBytes(length);
  for (let i = 0; i < length; i++) bytes[i] = 0x80 | (bytes[i]! & 0x3f);
  return bytes;
}

async function brotliForm(pieces: Buffer[], nonceLength: number, quality: number): Promise<Buffer[] | undefined> {
  const sizeHint = pieces.reduce((sum, piece) => sum + piece.length, 0) + nonceLength * (pieces.length - 1);
  const encoder = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  });
  const chunks: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
  const failed = new Promise<never>((_, reject) => encoder.once('error', reject));
  const flushed = async () => {
    await Promise.race([new Promise<void>((resolve) => encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => resolve())), failed]);
    const out = Buffer.concat(chunks);
    chunks.length = 0;
    return out;
  };
  const runs: Buffer[] = [];
  for (const [index, piece] of pieces.entries()) {
    encoder.write(piece);
    if (index === pieces.length - 1) break;
    runs.push(await flushed());
    encoder.write(gapFiller(nonceLength));
    await flushed(); // the gap's own meta-block: replaced by the nonce in every answer
  }
  encoder.end();
  await Promise.race([once(encoder, 'end'), failed]);
  runs.push(Buffer.concat(chunks));
  // The check: with a nonce unlike every gap byte, the stream must decode to exactly the page.
  const probe = Buffer.alloc(nonceLength, 'A');
  const decoded = await new Promise<Buffer>((resolve, reject) =>
    zlib.brotliDecompress(brotliBody(runs, probe), (error, result) => (error ? reject(error) : resolve(result))),
  );
  const expected = Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [probe, piece])));
  return decoded.equals(expected) ? runs : undefined;
}

function brotliBody(runs: Buffer[], nonce: Buffer): Buffer {
  const gap = uncompressedMetaBlock(nonce);
  return Buffer.concat(runs.flatMap((run, index) => (index === 0 ? [run] : [gap, run])));
}

export function splicedBody(parts: readonly string[], options: SplicedBodyOptions): SplicedBody {
  const pieces = parts.map((part) => Buffer.from(part, 'utf8'));
  const plainBytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let gzip: GzipForm | undefined;
  let brotli: Buffer[] | undefined;
  const canSplice = options.nonceLength > 0 && options.nonceLength < 0xffff;
  let done = !canSplice;
  const ready = canSplice
    ? Promise.allSettled([
        gzipForm(pieces, options.gzipLevel ?? 9).then((form) => (gzip = form)),
        brotliForm(pieces, options.nonceLength, options.brotliQuality ?? 9).then((runs) => (brotli = runs)),
      ]).then(() => {
        done = true;
      })
    : Promise.resolve();
  const sum = (buffers: Buffer[] | undefined) => (buffers ?? []).reduce((total, buffer) => total + buffer.length, 0);

  return {
    ready,
    encoded: () => done,
    bytes: () => plainBytes + sum(gzip?.runs) + sum(brotli),
    encodings: () => [...(brotli ? (['br'] as const) : []), ...(gzip ? (['gzip'] as const) : []), 'identity'],
    body(nonce, encoding) {
      const chunks = this.chunks(nonce, encoding);
      return chunks && Buffer.concat(chunks);
    },
    chunks(nonce, encoding) {
      const bytes = Buffer.from(nonce, 'utf8');
      if (encoding === 'identity') return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [bytes, piece]));
      if (bytes.length !== options.nonceLength) return undefined;
      if (encoding === 'gzip') return gzip && [gzipBody(gzip, bytes)];
      return brotli && [brotliBody(brotli, bytes)];
    },
  };
}

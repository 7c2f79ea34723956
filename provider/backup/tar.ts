import type { Readable, Writable } from 'node:stream';

/**
 * The few parts of POSIX tar (ustar) a backup needs: regular files with names under 100 bytes,
 * written and read as streams. Our own so that backups need nothing but Node; any tar reads them
 * (`tar tzf backup.tar.gz`).
 */
const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 99) throw new Error(`tar entry name too long: ${name}`);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100, 8, 'ascii');
  block.write('0000000\0', 108, 8, 'ascii');
  block.write('0000000\0', 116, 8, 'ascii');
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 12, 'ascii');
  block.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    12,
    'ascii',
  );
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\x0000', 257, 8, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/** Waits for a writable that signals backpressure. */
async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (out.destroyed) throw new Error('the backup output was closed');
  if (!out.write(chunk)) {
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', closed);
        resolve();
      };
      const closed = () => {
        out.off('drain', done);
        reject(new Error('the backup output was closed'));
      };
      out.once('drain', done);
      out.once('close', closed);
    });
  }
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** One file; `body` must give exactly `size` bytes. */
  async entry(name: string, size: number, body: Buffer | AsyncIterable<Buffer | Uint8Array | string>, mtime = new Date()): Promise<void> {
    await write(this.out, header(name, size, mtime));
    let written = 0;
    if (Buffer.isBuffer(body)) {
      await write(this.out, body);
      written = body.length;
    } else {
      for await (const piece of body) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
        written += chunk.length;
        if (written > size) throw new Error(`tar entry ${name} is longer than its ${size} bytes`);
        await write(this.out, chunk);
      }
    }
    if (written !== size) throw new Error(`tar entry ${name} has ${written} bytes, not ${size}`);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad > 0) await write(this.out, Buffer.alloc(pad));
  }

  /** The two zero blocks that end an archive; then the output ends. */
  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(() => resolve());
    });
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; must be read (or skipped with `skip`) before the next entry. */
  chunks(): AsyncGenerator<Buffer>;
  /** The whole entry in memory (for small ones). */
  buffer(): Promise<Buffer>;
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private pending: Buffer[] = [];
  private buffered = 0;
  private done = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async fill(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.source.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    this.pending.push(next.value);
    this.buffered += next.value.length;
    return true;
  }

  /** Up to `max` bytes (at least one), or null at the end. */
  async some(max: number): Promise<Buffer | null> {
    while (this.buffered === 0) if (!(await this.fill())) return null;
    const first = this.pending[0]!;
    if (first.length <= max) {
      this.pending.shift();
      this.buffered -= first.length;
      return first;
    }
    this.pending[0] = first.subarray(max);
    this.buffered -= max;
    return first.subarray(0, max);
  }

  /** Exactly `n` bytes, or null when the stream ends before them. */
  async exactly(n: number): Promise<Buffer | null> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < n) {
      const part = await this.some(n - got);
      if (!part) return null;
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts, n);
  }
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The regular-file entries of a tar stream, in order. Fails on a truncated or damaged archive. */
export async function* readTar(stream: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(stream);
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new Error('the archive ends without its end marker (truncated?)');
    if (block.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (parseInt(field(block, 148, 8).trim(), 8) !== sum) throw new Error('damaged archive: a header checksum does not match');
    const prefix = field(block, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(block, 0, 100);
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    const type = field(block, 156, 1);
    let left = size;
    let consumed = false;
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    async function* chunks(): AsyncGenerator<Buffer> {
      if (consumed) throw new Error(`tar entry ${name} was already read`);
      consumed = true;
      while (left > 0) {
        const part = await reader.some(left);
        if (!part) throw new Error(`the archive ends inside ${name} (truncated?)`);
        left -= part.length;
        yield part;
      }
      if (padding > 0 && !(await reader.exactly(padding))) throw new Error('the archive ends inside its padding (truncated?)');
    }
    const entry: TarEntry = {
      name,
      size,
      chunks,
      async buffer() {
        const parts: Buffer[] = [];
        for await (const part of chunks()) parts.push(part);
        return Buffer.concat(parts, size);
      },
    };
    if (type === '0' || type === '') yield entry;
    // Whatever the caller left unread (or a directory, a link) is skipped.
    if (!consumed) for await (const _ of chunks()) void _;
  }
}

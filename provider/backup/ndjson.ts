/**
 * A table's rows in a backup: one JSON text per line (NDJSON), split on the byte 0x0A and on
 * nothing else. PostgreSQL's row_to_json escapes every control character below U+0020, so a line
 * feed never occurs inside a row; the other characters that some readers take for a line end
 * (U+0085, U+2028, U+2029: Node's readline splits on the last two) are written escaped as well, so
 * any line tool (wc -l, grep, a JSON-lines reader) sees one row per line. Version 1 archives wrote
 * them raw: reading by 0x0A alone restores those too.
 */

/** Characters JSON allows raw inside a string that a line-based reader may split on. */
const LINE_BREAKERS = /[\u0085\u2028\u2029]/g;

/** One row's JSON text as a backup line (with its \n). Throws on a text that would be two lines. */
export function rowLine(json: string): string {
  if (json.includes('\n') || json.includes('\r')) throw new Error('a row serialised with a raw line break: not one JSON text per line');
  // JSON allows these only inside strings, where \uXXXX is the same character.
  return `${json.replace(LINE_BREAKERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

const NEWLINE = 0x0a;

/**
 * The lines of a byte stream, split on 0x0A only (a byte that never occurs inside a multi-byte
 * UTF-8 sequence, so chunk boundaries anywhere are safe); invalid UTF-8 throws instead of being
 * replaced. Empty lines are skipped; a last line without its \n is still a line.
 */
export async function* readLines(chunks: AsyncIterable<Buffer | Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest: Buffer = Buffer.alloc(0);
  for await (const piece of chunks) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    let start = 0;
    let at = chunk.indexOf(NEWLINE);
    if (at < 0) {
      rest = rest.length === 0 ? Buffer.from(chunk) : Buffer.concat([rest, chunk]);
      continue;
    }
    const first = rest.length === 0 ? chunk.subarray(0, at) : Buffer.concat([rest, chunk.subarray(0, at)]);
    if (first.length > 0) yield decoder.decode(first);
    start = at + 1;
    while ((at = chunk.indexOf(NEWLINE, start)) >= 0) {
      if (at > start) yield decoder.decode(chunk.subarray(start, at));
      start = at + 1;
    }
    // Copied: the stream may reuse the chunk's memory.
    rest = Buffer.from(chunk.subarray(start));
  }
  if (rest.length > 0) yield decoder.decode(rest);
}

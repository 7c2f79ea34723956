import { isUtf8 } from 'node:buffer';

/**
 * How deeply JSON may nest before it is refused unread. No body of our API nests more than a few
 * levels; thousands of levels only serve to make a recursive walk (JSON.stringify, a validator, a
 * logger) overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text (UTF-8 bytes) nests arrays and objects deeper than `maxDepth`. One pass over
 * the bytes, brackets inside strings ignored; it does not check that the text is valid JSON (the
 * parser does that afterwards). UTF-8 continuation bytes never equal an ASCII bracket or quote.
 */
export function exceedsJsonDepth(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** The error a body parser's `verify` hook throws for a body nested too deeply (a 400, never a 500). */
export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly type = 'entity.too.deep';
  constructor(maxDepth = MAX_JSON_DEPTH) {
    super(`JSON nested deeper than ${maxDepth} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/** The error a body parser's `verify` hook throws for bytes that are not UTF-8 (a 400: never replaced by U+FFFD and stored). */
export class InvalidUtf8Error extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly type = 'entity.invalid.utf8';
  constructor() {
    super('request body is not valid UTF-8');
    this.name = 'InvalidUtf8Error';
  }
}

/**
 * A body-parser `verify` hook: refuses bytes that are not UTF-8 (the parser would silently turn
 * them into U+FFFD) and JSON nested deeper than MAX_JSON_DEPTH, before it is parsed.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Uint8Array): void {
  if (!isUtf8(body)) throw new InvalidUtf8Error();
  if (exceedsJsonDepth(body)) throw new JsonTooDeepError();
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script> element: no data (a service title, a user's name) can close the element or
 * open a comment, and the line separators that break older JavaScript parsers are escaped.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}

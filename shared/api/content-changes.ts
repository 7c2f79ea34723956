/**
 * A provider answer whose content changes at a known time with no write to announce it (a
 * scheduled blog post appears) says when, in this header, as an ISO date. Caches in front of it
 * (the web server's page cache) keep what they built from it no longer than that.
 */
export const CONTENT_CHANGES_AT_HEADER = 'X-Content-Changes-At';

/** The date the header holds, in epoch milliseconds; undefined when absent or unreadable. */
export function contentChangesAt(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

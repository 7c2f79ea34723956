/**
 * The one place that reads PostgreSQL's error codes (both drivers pass them through as `code`).
 * Services turn what they mean into the answer of their case (an e-mail in use, a slug taken, a
 * registration that lost a race); nothing else compares SQLSTATE strings.
 */

/** SQLSTATE 23505: a unique index or constraint refused the row. */
const UNIQUE_VIOLATION = '23505';
/** SQLSTATE 23503 (a foreign key refused a delete: something points at the row) and 23001 (a kept record refused it). */
const KEPT_VIOLATIONS = new Set(['23503', '23001']);

const codeOf = (error: unknown): string | undefined => (error as { code?: unknown } | null)?.code as string | undefined;

/** Whether a write failed because a unique index already holds the value (two writers racing for one e-mail or slug). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
}

/** Whether a delete failed because the row is, or is pointed at by, a record that is never deleted (the records-kept migration). */
export function isKeptRecordViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && KEPT_VIOLATIONS.has(code);
}

/** Runs `write`; a unique violation becomes what `onTaken` returns or throws, any other error passes through. */
export async function onUniqueViolation<T>(write: () => Promise<T>, onTaken: () => T | Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return onTaken();
  }
}

/**
 * SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server shut the connection down, is
 * crashing or not accepting connections yet), and the driver's own words when the socket closed
 * under a query: the database went away for this request, not the request's fault.
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);

/** Whether a query failed because its connection to the database was lost (worth trying again shortly). */
export function isConnectionLost(error: unknown): boolean {
  const code = codeOf(error);
  if (typeof code === 'string' && (code.startsWith('08') || CONNECTION_LOST_CODES.has(code))) return true;
  const message = (error as { message?: unknown } | null)?.message;
  // node-postgres: the socket closed under a query, or a pooled client whose connection broke is used again.
  return typeof message === 'string' && /^(Connection terminated|Client has encountered a connection error|Client was closed)/.test(message);
}

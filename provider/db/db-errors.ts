/**
 * The one place that reads PostgreSQL's error codes (both drivers pass them through as `code`).
 * Services turn what they mean into the answer of their case (an e-mail in use, a slug taken, a
 * registration that lost a race); nothing else compares SQLSTATE strings.
 */

/** SQLSTATE 23505: a unique index or constraint refused the row. */
const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown): string | undefined => (error as { code?: unknown } | null)?.code as string | undefined;

/** Whether a write failed because a unique index already holds the value (two writers racing for one e-mail or slug). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
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

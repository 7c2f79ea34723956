/**
 * A jsonb value as read: PostgreSQL's driver hands it parsed, PGlite (or a text column) may hand the
 * JSON text. Either way the caller gets the value.
 */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

import type { AuditAction, AuditEntity } from '../../shared/types/audit';
import type { Db } from '../db/database';

/**
 * How a route's change is recorded in the audit log (provider/audit/audited.ts): what the change is,
 * the kind of record, and how to read that record (by the path's id, or a created record's id) before
 * and after, as the API shows it. Every route an Admin can call that changes something declares one,
 * or 'not-a-change' (a preview, a sign-out); a test holds every route to it.
 */
export interface AuditRule {
  action: AuditAction;
  entity: AuditEntity;
  /** The record as the API shows it; null or undefined when there is none (not yet, or no longer). */
  read?: (db: Db, id: number | null) => Promise<unknown>;
}

export type RouteAudit = AuditRule | 'not-a-change';

/** A reader of one record by id (none without an id: before a create). */
export const byId =
  <T>(find: (db: Db, id: number) => Promise<T | undefined>) =>
  async (db: Db, id: number | null): Promise<T | null> =>
    id === null ? null : ((await find(db, id)) ?? null);

/** Fields never written to the log, whatever record they are in. */
const SECRET = /password|token|hash|secret/i;

/** The record without its secrets, for the log. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

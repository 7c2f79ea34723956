import type { RouteContext } from '../http/context';
import { isStaffRole } from '../../shared/constants';
import type { RouteOutcome } from '../http/route';
import { recordAudit } from './audit.repository';
import { withoutSecrets } from './audit-rule';

/** The record's id: the path's first parameter, when it has one. */
function pathId(ctx: RouteContext): number | null {
  const name = /:(\w+)/.exec(ctx.route.path)?.[1];
  const raw = name ? ctx.req.params[name] : undefined;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** A created record's id, from the answer. */
function resultId(outcome: RouteOutcome | void): number | null {
  const id = (outcome?.result as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

/**
 * Runs a route's handler and, when an Admin or other staff member made a change through it, records the change: the
 * record read before and after, in the same database session as the handler (inside its
 * transaction on idempotent routes). A refused call (it throws) changed nothing and is not recorded.
 */
export async function audited(ctx: RouteContext, run: () => Promise<RouteOutcome | void>): Promise<RouteOutcome | void> {
  const rule = ctx.route.audit;
  const actor = ctx.user;
  if (!rule || rule === 'not-a-change' || ctx.route.method === 'get' || !isStaffRole(actor?.role)) return run();
  // A record with no id of its own (the site content, the working hours) is read without one.
  const read = async (id: number | null) => (rule.read && (id !== null || !ctx.route.path.includes(':')) ? rule.read(ctx.app.db, id) : null);
  const id = pathId(ctx);
  const before = await read(id);
  const outcome = await run();
  const entityId = id ?? resultId(outcome);
  const after = await read(entityId);
  await recordAudit(ctx.app.db, {
    actor: { id: actor.id, name: actor.fullName, email: actor.email },
    action: rule.action,
    entity: rule.entity,
    entityId,
    before: withoutSecrets(before ?? null),
    after: withoutSecrets(after ?? null),
    requestId: typeof ctx.req.id === 'string' ? ctx.req.id : null,
  });
  return outcome;
}

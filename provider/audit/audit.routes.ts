import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../shared/types/audit';
import { badRequest } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { dateParam, enumParam, idParam } from '../http/query-params';
import { defineRoutes } from '../http/route';
import { listAudit } from './audit.repository';

export const AUDIT_PARAMS = {
  entity: enumParam('entity', { description: 'Only changes to this kind of record.', values: AUDIT_ENTITIES, message: 'validation:auditEntityInvalid' }),
  entityId: idParam('entityId', 'Only changes to the record with this id (with entity).'),
  action: enumParam('action', { description: 'Only this kind of change.', values: AUDIT_ACTIONS, message: 'validation:auditActionInvalid' }),
  actorId: idParam('actorId', 'Only changes made by this user.'),
  from: dateParam('from', 'Only changes on or after this Saudi day (YYYY-MM-DD).'),
  to: dateParam('to', 'Only changes on or before this Saudi day (YYYY-MM-DD).'),
} as const;

/**
 * The audit log, read only: there is no route that changes or deletes an entry (POST, PUT, PATCH or
 * DELETE on /Audit answer 404 like any unknown path).
 */
export const auditRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Audit',
    access: 'admin',
    tag: 'Audit',
    summary: 'The audit log: every change an admin made, newest first, one page at a time',
    description:
      'Each entry: who (id, kept name and e-mail), when, the action, the record (entity and id), and the record as the API showed it before and after (null where there was none; secrets left out). search matches the name or e-mail of who made the change.',
    paged: true,
    query: Object.values(AUDIT_PARAMS),
    returns: { schema: 'AuditPage' },
    async handle(ctx) {
      const from = AUDIT_PARAMS.from.of(ctx);
      const to = AUDIT_PARAMS.to.of(ctx);
      if (from && to && from > to) throw badRequest({ to: ['validation:dateRangeInvalid'] });
      const result = await listAudit(ctx.app.db, {
        ...listQueryOf(ctx),
        entity: AUDIT_PARAMS.entity.of(ctx),
        entityId: AUDIT_PARAMS.entityId.of(ctx),
        action: AUDIT_PARAMS.action.of(ctx),
        actorId: AUDIT_PARAMS.actorId.of(ctx),
        from,
        to,
      });
      return { result };
    },
  },
]);

import { byId } from '../audit/audit-rule';
import { partnerSchema } from '../../shared/validation/partner';
import { badRequest, notFound } from '../http/http-error';
import { idParam } from '../http/query-params';
import { bodyOf, checkBodyId, defineRoutes, parseId } from '../http/route';
import { missingServiceIds } from '../services/services.repository';
import { archivePartner, createPartner, findPartner, listPartners, restorePartner, updatePartner } from './partners.repository';
import type { Db } from '../db/database';

async function requireService(db: Db, serviceId: number): Promise<void> {
  if ((await missingServiceIds(db, [serviceId])).length > 0) throw badRequest({ serviceId: ['provider:serviceDoesNotExist'] });
}

const serviceIdParam = idParam('serviceId', 'Only the partners of this service.', 'validation:selectService');

export const partnerRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Partners/get-all',
    access: 'public',
    tag: 'Partners',
    summary: 'All partners (not archived ones)',
    query: [serviceIdParam],
    cached: { tables: ['partners'] },
    returns: { schema: 'Partner', list: true },
    async handle(ctx) {
      return { result: await listPartners(ctx.app.db, serviceIdParam.of(ctx)) };
    },
  },
  {
    method: 'get',
    path: '/Partners/archived',
    access: 'admin',
    tag: 'Partners',
    summary: 'The archived partners (restorable)',
    returns: { schema: 'Partner', list: true },
    async handle(ctx) {
      return { result: await listPartners(ctx.app.db, null, true) };
    },
  },
  {
    method: 'post',
    path: '/Partners/create-partner',
    audit: { action: 'partner.create', entity: 'partner', read: byId(findPartner) },
    access: 'admin',
    tag: 'Partners',
    summary: 'Create a partner (id 0 in the body)',
    body: partnerSchema,
    returns: { schema: 'Partner' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, partnerSchema);
      await requireService(ctx.app.db, input.serviceId);
      return { status: 201, result: await createPartner(ctx.app.db, input), message: 'partnerCreated' };
    },
  },
  {
    method: 'put',
    path: '/Partners/update-partner/:id',
    audit: { action: 'partner.update', entity: 'partner', read: byId(findPartner) },
    access: 'admin',
    tag: 'Partners',
    summary: 'Replace a partner (the full object)',
    description: 'An id in the body must match the path (or be 0).',
    body: partnerSchema,
    returns: { schema: 'Partner' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      checkBodyId(ctx.req.body, id);
      const input = bodyOf(ctx, partnerSchema);
      await requireService(ctx.app.db, input.serviceId);
      const partner = await updatePartner(ctx.app.db, id, input);
      if (!partner) throw notFound('partnerNotFound');
      return { result: partner, message: 'partnerUpdated' };
    },
  },
  {
    method: 'delete',
    path: '/Partners/:id',
    audit: { action: 'partner.archive', entity: 'partner', read: byId(findPartner) },
    access: 'admin',
    tag: 'Partners',
    summary: 'Archive a partner (records are never deleted)',
    description:
      'The partner leaves the public site (GET /Partners/get-all and the services no longer list it) and is kept for the records; GET /Partners/archived lists it and PATCH /Partners/restore/{id} brings it back. 404 for an unknown or already archived partner.',
    returns: 'none',
    async handle(ctx) {
      if (!(await archivePartner(ctx.app.db, parseId(ctx.req.params.id)))) throw notFound('partnerNotFound');
      return { result: null, message: 'partnerArchived' };
    },
  },
  {
    method: 'patch',
    path: '/Partners/restore/:id',
    audit: { action: 'partner.restore', entity: 'partner', read: byId(findPartner) },
    access: 'admin',
    tag: 'Partners',
    summary: 'Bring an archived partner back to the site',
    description: '404 for an unknown partner or one that is not archived.',
    returns: { schema: 'Partner' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      if (!(await restorePartner(ctx.app.db, id))) throw notFound('partnerNotFound');
      return { result: await findPartner(ctx.app.db, id), message: 'partnerRestored' };
    },
  },
]);

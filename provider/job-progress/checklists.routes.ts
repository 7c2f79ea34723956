import { serviceChecklistSchema } from '../../shared/validation/job-progress';
import { findService } from '../services/services.repository';
import type { RouteContext } from '../http/context';
import { notFound } from '../http/http-error';
import { bodyOf, defineRoutes, parseId } from '../http/route';
import type { Db } from '../db/database';
import { checklistOfService, replaceChecklist } from './checklists.repository';

/** What the audit log keeps of a checklist change: the service's list before and after. */
const readChecklist = async (db: Db, id: number | null) => (id === null ? null : { serviceId: id, items: await checklistOfService(db, id) });

async function existingService(ctx: RouteContext): Promise<number> {
  const id = parseId(ctx.req.params.id);
  if (!(await findService(ctx.app.db, id))) throw notFound('serviceNotFound');
  return id;
}

/** The checklist of each service's job (issue 27 item 4): written by admins, ticked by partners on site. */
export const checklistRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Services/:id/checklist',
    access: 'admin',
    tag: 'Services',
    summary: "A service's job checklist, in order",
    returns: { schema: 'ChecklistItem', list: true },
    async handle(ctx) {
      return { result: await checklistOfService(ctx.app.db, await existingService(ctx)) };
    },
  },
  {
    method: 'put',
    path: '/Services/:id/checklist',
    access: 'admin',
    audit: { action: 'service.checklist', entity: 'service', read: readChecklist },
    tag: 'Services',
    summary: "Write a service's whole job checklist (each item in English and Arabic, in order)",
    description:
      'At most 30 items. An item whose two labels are unchanged keeps its ticks on jobs under way; one left out is archived (past jobs keep their ticks), never deleted.',
    body: serviceChecklistSchema,
    returns: { schema: 'ChecklistItem', list: true },
    async handle(ctx) {
      const id = await existingService(ctx);
      const { items } = bodyOf(ctx, serviceChecklistSchema);
      return { result: await replaceChecklist(ctx.app.db, id, items), message: 'checklistSaved' };
    },
  },
]);

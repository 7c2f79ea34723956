import { byId } from '../audit/audit-rule';
import { serviceSchema } from '../../shared/validation/service';
import { checkUploads, discardIncoming, incomingFiles, multipartUploads, removeStoredFiles } from '../files/uploads';
import type { CacheRule } from '../http/answer-cache';
import type { RouteContext } from '../http/context';
import { badRequest, notFound } from '../http/http-error';
import { defineRoutes, parseId, type RouteDef } from '../http/route';
import { validate } from '../http/validate';
import { archiveService, createService, findService, listServices, restoreService, updateService } from './services.repository';

/** The spec's multipart names (Title, Details[i], ...); camelCase is accepted too, for JSON callers. */
function fromForm(body: Record<string, unknown>) {
  const pick = (pascal: string) => body[pascal] ?? body[pascal.charAt(0).toLowerCase() + pascal.slice(1)];
  const list = (pascal: string) => {
    const value = pick(pascal);
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    if (typeof value === 'object') return Object.values(value); // Details[0]=..&Details[2]=.. (sparse indexes)
    return [value];
  };
  return {
    title: pick('Title'),
    description: pick('Description'),
    arabicTitle: pick('ArabicTitle'),
    arabicDescription: pick('ArabicDescription'),
    durationMin: pick('DurationMin'),
    durationMax: pick('DurationMax'),
    durationUnit: pick('DurationUnit'),
    price: pick('Price'),
    details: list('Details'),
    arabicDetails: list('ArabicDetails'),
    faqs: list('Faqs').map(faqFromForm),
    removeFileIds: list('RemoveFileIds'),
  };
}

/** One FAQ of the form: Faqs[i][Question], Faqs[i][ArabicAnswer]... (camelCase too, for JSON callers). */
function faqFromForm(value: unknown) {
  if (typeof value !== 'object' || value === null) return value;
  const faq = value as Record<string, unknown>;
  const pick = (pascal: string) => faq[pascal] ?? faq[pascal.charAt(0).toLowerCase() + pascal.slice(1)];
  return { question: pick('Question'), answer: pick('Answer'), arabicQuestion: pick('ArabicQuestion'), arabicAnswer: pick('ArabicAnswer') };
}

function parseRemoveIds(values: unknown[]): number[] {
  const ids = values.map((v) => Number(v));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw badRequest({ RemoveFileIds: ['validation:idInvalid'] });
  return ids;
}

/** Validates the form and stores its files; on any failure the incoming files are deleted. */
async function readServiceForm(ctx: RouteContext) {
  const incoming = incomingFiles(ctx.req.files);
  try {
    const form = fromForm((ctx.req.body ?? {}) as Record<string, unknown>);
    const input = await validate(serviceSchema, form);
    const removeFileIds = parseRemoveIds(form.removeFileIds);
    const uploads = await checkUploads(incoming, ctx.app.storage);
    return { input, removeFileIds, uploads };
  } catch (error) {
    await discardIncoming(incoming);
    throw error;
  }
}

/** What a service answer shows: the service, its files, partners and ratings with their clients' names. */
const SERVICE_ANSWER: CacheRule = { tables: ['services', 'service_files', 'partners', 'ratings', 'users'] };

export function serviceRoutes(uploadDir: string): RouteDef[] {
  const upload = multipartUploads(uploadDir);
  return defineRoutes([
    {
      method: 'get',
      path: '/Services',
      access: 'public',
      tag: 'Services',
      summary: 'All services with files, partners and ratings',
      returns: { schema: 'Service', list: true },
      cached: SERVICE_ANSWER,
      async handle(ctx) {
        return { result: await listServices(ctx.app.db) };
      },
    },
    {
      method: 'get',
      path: '/Services/archived',
      access: 'admin',
      tag: 'Services',
      summary: 'The archived services, with their files, partners and ratings (restorable)',
      returns: { schema: 'Service', list: true },
      async handle(ctx) {
        return { result: await listServices(ctx.app.db, true) };
      },
    },
    {
      method: 'get',
      path: '/Services/:id',
      access: 'public',
      tag: 'Services',
      summary: 'One service',
      returns: { schema: 'Service' },
      cached: SERVICE_ANSWER,
      async handle(ctx) {
        const service = await findService(ctx.app.db, parseId(ctx.req.params.id));
        // An archived service is gone from the site (its page answers 404), kept for the records.
        if (!service || service.archivedAt) throw notFound('serviceNotFound');
        return { result: service };
      },
    },
    {
      method: 'post',
      path: '/Services',
      audit: { action: 'service.create', entity: 'service', read: byId(findService) },
      access: 'admin',
      tag: 'Services',
      summary: 'Create a service (multipart, with files)',
      multipart: 'service',
      jsonAlternative: serviceSchema,
      before: [upload],
      returns: { schema: 'Service' },
      successStatus: 201,
      async handle(ctx) {
        const { input, uploads } = await readServiceForm(ctx);
        try {
          const service = await createService(ctx.app.db, input, uploads);
          return { status: 201, result: service, message: 'serviceCreated' };
        } catch (error) {
          await removeStoredFiles(
            ctx.app.storage,
            uploads.map((u) => u.storedName),
          );
          throw error;
        }
      },
    },
    {
      method: 'put',
      path: '/Services/:id',
      audit: { action: 'service.update', entity: 'service', read: byId(findService) },
      access: 'admin',
      tag: 'Services',
      summary: 'Update a service (multipart); new files are added, RemoveFileIds[i] removes files',
      multipart: 'service',
      jsonAlternative: serviceSchema,
      before: [upload],
      returns: { schema: 'Service' },
      async handle(ctx) {
        let id: number;
        try {
          id = parseId(ctx.req.params.id);
        } catch (error) {
          await discardIncoming(incomingFiles(ctx.req.files));
          throw error;
        }
        const { input, removeFileIds, uploads } = await readServiceForm(ctx);
        const dropNew = () =>
          removeStoredFiles(
            ctx.app.storage,
            uploads.map((u) => u.storedName),
          );
        let outcome: Awaited<ReturnType<typeof updateService>>;
        try {
          outcome = await updateService(ctx.app.db, id, input, uploads, removeFileIds);
        } catch (error) {
          await dropNew();
          throw error;
        }
        if (!outcome) {
          await dropNew();
          throw notFound('serviceNotFound');
        }
        await removeStoredFiles(ctx.app.storage, outcome.removedFiles);
        return { result: outcome.service, message: 'serviceUpdated' };
      },
    },
    {
      method: 'delete',
      path: '/Services/:id',
      audit: { action: 'service.archive', entity: 'service', read: byId(findService) },
      access: 'admin',
      tag: 'Services',
      summary: 'Archive a service (records are never deleted)',
      description:
        'The service leaves the public site, search, sitemap and new bookings (GET /Services and GET /Services/{id} no longer show it; booking, rating or linking it answers as for an unknown service), and is kept with its files, partners and ratings, verified ones included, in every booking, quote, invoice, report and export. GET /Services/archived lists it; PATCH /Services/restore/{id} brings it back. 404 for an unknown or already archived service.',
      returns: 'none',
      async handle(ctx) {
        if (!(await archiveService(ctx.app.db, parseId(ctx.req.params.id)))) throw notFound('serviceNotFound');
        return { result: null, message: 'serviceArchived' };
      },
    },
    {
      method: 'patch',
      path: '/Services/restore/:id',
      audit: { action: 'service.restore', entity: 'service', read: byId(findService) },
      access: 'admin',
      tag: 'Services',
      summary: 'Bring an archived service back to the site',
      description: '404 for an unknown service or one that is not archived.',
      returns: { schema: 'Service' },
      async handle(ctx) {
        const id = parseId(ctx.req.params.id);
        if (!(await restoreService(ctx.app.db, id))) throw notFound('serviceNotFound');
        return { result: await findService(ctx.app.db, id), message: 'serviceRestored' };
      },
    },
  ]);
}

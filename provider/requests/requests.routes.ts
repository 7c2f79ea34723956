import { REQUEST_TRANSITIONS, type RequestStatus } from '../../shared/constants';
import { requestStatusSchema } from '../../shared/validation/request-status';
import { serviceRequestSchema } from '../../shared/validation/service-request';
import type { RouteContext } from '../http/context';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, isAdmin, parseId, requireUser } from '../http/route';
import { noticeBookingReceived, noticeBookingStatus } from '../notifications/booking-notices';
import { missingServiceIds } from '../services/services.repository';
import { REQUEST_PARAMS } from './request-params';
import { changeRequestStatus, createServiceRequest, findServiceRequest, listServiceRequests } from './requests.repository';

/** The request if the caller may see it: an Admin, or the client who made it. Others get 404, not 403, to not reveal ids. */
async function visibleRequest(ctx: RouteContext, id: number) {
  const user = requireUser(ctx);
  const request = await findServiceRequest(ctx.app.db, id);
  if (!request || (!isAdmin(user) && request.clientId !== user.clientId)) throw notFound('requestNotFound');
  return request;
}

export const requestRoutes = defineRoutes([
  {
    method: 'post',
    path: '/DemandeDeService/create',
    idempotent: true,
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'Book a service (a service request with its items)',
    description: "The client is the token's client record; a clientId in the body is ignored. Every service must exist.",
    body: serviceRequestSchema,
    returns: { schema: 'ServiceRequest' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, serviceRequestSchema);
      const missing = await missingServiceIds(
        ctx.app.db,
        input.demandeDeServiceItems.map((i) => i.serviceId),
      );
      if (missing.length > 0) {
        const errors: Record<string, string[]> = {};
        input.demandeDeServiceItems.forEach((item, index) => {
          if (missing.includes(item.serviceId)) errors[`demandeDeServiceItems[${index}].serviceId`] = ['provider:serviceDoesNotExist'];
        });
        throw badRequest(errors);
      }
      const request = await createServiceRequest(ctx.app.db, {
        clientId: requireUser(ctx).clientId!,
        priorite: input.priorite,
        preferedContactMethode: input.preferedContactMethode,
        description: input.description,
        preferedDateAndTime: input.preferedDateAndTime,
        location: input.location,
        budget: input.budget,
        items: input.demandeDeServiceItems,
      });
      await noticeBookingReceived(ctx, request);
      return { status: 201, result: request, message: 'requestCreated' };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/my-requests',
    access: 'client',
    tag: 'DemandeDeService',
    summary: "The signed-in client's own requests, newest first",
    paged: true,
    query: [REQUEST_PARAMS.status, REQUEST_PARAMS.serviceId],
    returns: { schema: 'ServiceRequest', list: true },
    async handle(ctx) {
      const result = await listServiceRequests(ctx.app.db, {
        ...listQueryOf(ctx),
        clientId: requireUser(ctx).clientId,
        status: REQUEST_PARAMS.status.of(ctx),
        serviceId: REQUEST_PARAMS.serviceId.of(ctx),
      });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/get-all',
    access: 'admin',
    tag: 'DemandeDeService',
    summary: 'All service requests, newest first',
    paged: true,
    query: [REQUEST_PARAMS.status, REQUEST_PARAMS.serviceId],
    returns: { schema: 'ServiceRequest', list: true },
    async handle(ctx) {
      const result = await listServiceRequests(ctx.app.db, {
        ...listQueryOf(ctx),
        clientId: null,
        status: REQUEST_PARAMS.status.of(ctx),
        serviceId: REQUEST_PARAMS.serviceId.of(ctx),
      });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/:id',
    access: 'user',
    tag: 'DemandeDeService',
    summary: 'One service request (own, or any for an Admin)',
    returns: { schema: 'ServiceRequest' },
    async handle(ctx) {
      return { result: await visibleRequest(ctx, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'patch',
    path: '/DemandeDeService/update-status/:id',
    errors: { 409: "A move the booking's status does not allow (INVALID_STATE)" },
    access: 'admin',
    tag: 'DemandeDeService',
    summary: 'Move a request to another status',
    description:
      'pending → in_review | quoted | in_progress | cancelled; in_review → quoted | in_progress | cancelled; quoted → in_review | in_progress | cancelled; in_progress → completed | cancelled. Other moves: 409 INVALID_STATE.',
    body: requestStatusSchema,
    returns: { schema: 'ServiceRequest' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const { status } = bodyOf(ctx, requestStatusSchema);
      const request = await visibleRequest(ctx, id);
      const target = status as RequestStatus;
      if (request.status === target) return { result: request, message: 'requestStatusUpdated' };
      if (!REQUEST_TRANSITIONS[request.status].includes(target) || !(await changeRequestStatus(ctx.app.db, id, request.status, target))) {
        throw new HttpError(409, 'INVALID_STATE', 'statusTransitionInvalid');
      }
      const moved = (await findServiceRequest(ctx.app.db, id))!;
      await noticeBookingStatus(ctx, moved);
      return { result: moved, message: 'requestStatusUpdated' };
    },
  },
  {
    method: 'patch',
    path: '/DemandeDeService/cancel/:id',
    errors: { 409: 'The booking is no longer pending (INVALID_STATE)' },
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'Cancel an own request while it is pending',
    returns: { schema: 'ServiceRequest' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const request = await visibleRequest(ctx, id);
      if (request.clientId !== requireUser(ctx).clientId) throw forbidden();
      if (request.status !== 'pending' || !(await changeRequestStatus(ctx.app.db, id, 'pending', 'cancelled'))) {
        throw new HttpError(409, 'INVALID_STATE', 'onlyPendingCancellable');
      }
      const cancelled = (await findServiceRequest(ctx.app.db, id))!;
      await noticeBookingStatus(ctx, cancelled);
      return { result: cancelled, message: 'requestCancelled' };
    },
  },
]);

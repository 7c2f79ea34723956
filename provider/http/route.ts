import type { RequestHandler } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AuthUser, RouteContext } from './context';
import { badRequest, HttpError, notFound } from './http-error';
import type { CacheRule } from './answer-cache';
import type { QueryParam } from './query-params';
import type { RouteAudit } from '../audit/audit-rule';
import { roleMayOpen, type StaffArea } from '../../shared/access/staff-areas';

/**
 * Who may call a route: anyone; any signed-in user; a signed-in user with a client record (Client
 * role); a signed-in partner login (Partner role, issue 27); an Admin and the staff role(s) of the
 * route's area (issue 28, shared/access/staff-areas.ts); an Admin only. Ownership (own user, own
 * requests, a partner's own jobs) is checked by the handler on top of this.
 */
export type Access = 'public' | 'user' | 'client' | 'partner' | 'staff' | 'admin';

/** A route's access and, for staff routes, the area whose roles may call it (no other route has one). */
export type RouteAccess = { access: Exclude<Access, 'staff'>; area?: never } | { access: 'staff'; area: StaffArea };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteOutcome {
  status?: number;
  result: unknown;
  /** A provider i18n key (or text), translated into the request's language. */
  message?: string;
}

/** One endpoint: mounted by app.ts and documented by the OpenAPI document from the same entry. */
export type RouteDef = RouteShape & RouteAccess;

interface RouteShape {
  method: HttpMethod;
  /** Express path, e.g. /Services/:id */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * JSON body schema: documented, and validated by the request gate before the handler, which reads
   * the result with `bodyOf(ctx, schema)`.
   */
  body?: AnyObjectSchema;
  /** Body fields that may come as same-named query parameters instead (spec: the e-mail of the "send me a link" calls). */
  queryFallback?: readonly string[];
  /** multipart/form-data body (documented by hand in the OpenAPI builder). */
  multipart?: 'service' | 'cover' | 'photos' | 'message';
  /** A multipart route that also takes its fields as JSON (camelCase, without files): their schema. */
  jsonAlternative?: AnyObjectSchema;
  /** Query parameters, read by the request gate; the handler takes each with `param.of(ctx)`. */
  query?: readonly QueryParam[];
  /** Accepts page, pageSize and search (`listQueryOf(ctx)`); with page the result is Paged<T>. */
  paged?: boolean;
  /** What the success result is, for the document (a components schema name, optionally as a list). */
  returns?: { schema: string; list?: boolean } | 'file' | 'none';
  successStatus?: number;
  /** A creating call that honours Idempotency-Key (idempotency.ts): a repeat gets the first answer. */
  idempotent?: boolean;
  /** The media type of a 'file' answer, when it is always the same. */
  fileType?: string;
  /** Further error answers the route gives, with when (documented; 400/401/403/413 follow from the rest, 404 from an :id in the path; a public route that checks a secret of its own names its 401). */
  errors?: { 401?: string; 404?: string; 409?: string; 416?: string; 422?: string; 429?: string; 503?: string };
  /**
   * A public GET whose answer is the same for every caller: kept in memory under the versions of
   * these tables, with a strong ETag and 304 on If-None-Match (answer-cache.ts).
   */
  cached?: CacheRule;
  /**
   * How a change an Admin makes through this route is recorded in the audit log: required of every
   * route that is not a GET and that an Admin may call (audit-coverage.test.ts).
   */
  audit?: RouteAudit;
  /** Extra middleware after authentication (e.g. the upload parser). */
  before?: RequestHandler[];
  handle(ctx: RouteContext): Promise<RouteOutcome | void>;
}

export const defineRoutes = (routes: RouteDef[]): RouteDef[] => routes;

/** The route's body as the request gate validated it against `schema`, which must be the route's own. */
export function bodyOf<S extends AnyObjectSchema>(ctx: RouteContext, schema: S): InferType<S> {
  if (ctx.route.body !== schema) throw new Error(`${ctx.route.method} ${ctx.route.path} does not declare this body schema`);
  return ctx.body as InferType<S>;
}

/** A positive integer id from the path; anything else is an unknown resource. */
export function parseId(value: unknown): number {
  const text = typeof value === 'string' ? value : '';
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/** A body `id` that names another record than the path is a client bug; refuse it rather than guess. */
export function checkBodyId(body: unknown, pathId: number): void {
  const raw = (body as { id?: unknown } | null)?.id;
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return;
  if (Number(raw) !== pathId) throw badRequest({ id: ['validation:idMismatch'] });
}

export function requireUser(ctx: RouteContext): AuthUser {
  if (!ctx.user) throw new HttpError(401, 'UNAUTHENTICATED', 'authRequired');
  return ctx.user;
}

export const isAdmin = (user: AuthUser | null) => user?.role === 'Admin';

/**
 * Whether the caller works in the area (an Admin, or a staff role of it): on a route open to every
 * signed-in user, such a caller sees every record of the area, not only their own.
 */
export const worksIn = (user: AuthUser | null, area: StaffArea) => roleMayOpen(user?.role, area);

/** The user themself or an Admin; anyone else gets 403. */
export function requireSelfOrAdmin(ctx: RouteContext, userId: number): AuthUser {
  const user = requireUser(ctx);
  if (user.id !== userId && !isAdmin(user)) throw new HttpError(403, 'FORBIDDEN', 'forbidden');
  return user;
}

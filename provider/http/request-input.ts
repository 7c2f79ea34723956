import type { Request } from 'express';
import type { FieldErrors } from '../../shared/api/envelope';
import { V } from '../../shared/validation/rules';
import { badRequest, notFound } from './http-error';
import { hasNul } from './input-shape';
import { LIST_PARAMS } from './list-query';
import type { QueryParam } from './query-params';
import type { RouteDef } from './route';
import { validate } from './validate';

/** Longest query value read at all: the longest real one (an e-mail, a search) is far shorter. */
const MAX_QUERY_VALUE = 1000;
/** Path parameters are ids, slugs and stored file names: word characters, dots and dashes. */
const PATH_PARAM = /^[\w.-]{1,200}$/;

export interface RequestInput {
  query: Record<string, unknown>;
  body: unknown;
}

/** Every query parameter a route reads: its own, plus paging and search on paged lists. */
export function queryParamsOf(def: RouteDef): readonly QueryParam[] {
  return def.paged ? [LIST_PARAMS.page, LIST_PARAMS.pageSize, LIST_PARAMS.search, ...(def.query ?? [])] : (def.query ?? []);
}

/** A query value given once, as text without NUL; undefined when absent. */
function singleText(raw: unknown, name: string, errors: FieldErrors): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') {
    (errors[name] ??= []).push(V('repeatedParameter'));
    return undefined;
  }
  if (hasNul(raw)) {
    (errors[name] ??= []).push(V('invalidCharacters'));
    return undefined;
  }
  if (raw.length > MAX_QUERY_VALUE) {
    (errors[name] ??= []).push(V('parameterTooLong'));
    return undefined;
  }
  return raw;
}

function readQuery(def: RouteDef, raw: Record<string, unknown>): Record<string, unknown> {
  const errors: FieldErrors = {};
  const query: Record<string, unknown> = {};
  for (const param of queryParamsOf(def)) {
    const text = singleText(raw[param.name], param.name, errors);
    if (text === undefined || text === '') continue;
    try {
      const value = param.parse(text);
      if (value !== null) query[param.name] = value;
    } catch (error) {
      const fieldErrors = (error as { errors?: FieldErrors }).errors;
      if (!fieldErrors) throw error;
      for (const [field, messages] of Object.entries(fieldErrors)) (errors[field] ??= []).push(...messages);
    }
  }
  // Parameters the route does not read are ignored, but none may smuggle a NUL into a log or a query.
  for (const [name, value] of Object.entries(raw)) {
    if (queryParamsOf(def).some((p) => p.name === name)) continue;
    const values = Array.isArray(value) ? value : [value];
    if (hasNul(name) || values.some((v) => typeof v === 'string' && hasNul(v))) (errors[name.replace(/\0/g, '')] ??= []).push(V('invalidCharacters'));
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return query;
}

/** The body to validate: the JSON body, with fallbacks from the query for fields it leaves blank. */
function bodyInput(def: RouteDef, req: Request): unknown {
  const body: unknown = req.body;
  if (!def.queryFallback) return body;
  const base = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (base !== body && body !== undefined) return body;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) merged[key] = value;
  for (const name of def.queryFallback) {
    const given = Object.hasOwn(base, name) ? base[name] : undefined;
    const fromQuery = req.query[name];
    if ((given === undefined || (typeof given === 'string' && given.trim() === '')) && fromQuery !== undefined) merged[name] = fromQuery;
  }
  return merged;
}

/**
 * The one strict read of a request's input, before its handler runs, against what the route
 * declares (the same declarations the OpenAPI document is built from): path parameters that are not
 * plain words are unknown resources (404); each declared query parameter is given once, without
 * NUL, and valid for its type; the JSON body has the shape and passes the rules of the route's
 * schema. Anything else is a 400 with field errors, never a handler's surprise.
 */
export async function readRequestInput(def: RouteDef, req: Request): Promise<RequestInput> {
  for (const value of Object.values(req.params)) {
    if (typeof value !== 'string' || !PATH_PARAM.test(value)) throw notFound();
  }
  const query = readQuery(def, req.query as Record<string, unknown>);
  const body = def.body ? await validate(def.body, bodyInput(def, req)) : undefined;
  return { query, body };
}

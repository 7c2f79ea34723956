import { MAX_ID } from '../../shared/validation/rules';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../http/idempotency';
import { queryParamsOf } from '../http/request-input';
import type { RouteDef } from '../http/route';
import { COMPONENT_SCHEMAS } from './components';
import { rolesOf } from '../http/route-roles';
import { yupToJsonSchema, type JsonSchema } from './yup-to-json-schema';

export const toOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

const ACCESS_TEXT: Record<RouteDef['access'], string> = {
  public: 'Anyone (no token needed).',
  user: 'Any signed-in user (bearer token).',
  client: 'A signed-in Client with a client record.',
  partner: 'A signed-in Partner login (its own jobs only).',
  staff: 'Staff of the area:',
  admin: 'Admin only.',
};

/** The sentence that opens a route's description: who may call it (and, for staff routes, which roles). */
function accessText(def: RouteDef): string {
  if (def.access !== 'staff') return ACCESS_TEXT[def.access];
  return `${ACCESS_TEXT.staff} ${def.area} (roles ${rolesOf(def).join(', ')}).`;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
});

function envelopeOf(result: JsonSchema): JsonSchema {
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { result } }] };
}

function resultSchema(def: RouteDef): JsonSchema {
  if (!def.returns || def.returns === 'none' || def.returns === 'file') return { type: 'null' };
  const item = { $ref: `#/components/schemas/${def.returns.schema}` };
  if (!def.returns.list) return item;
  const list = { type: 'array', items: item };
  if (!def.paged) return list;
  return {
    description: 'A plain array; with the page query parameter, a page { items, total, page, pageSize }.',
    oneOf: [
      list,
      {
        type: 'object',
        properties: { items: list, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
        required: ['items', 'total', 'page', 'pageSize'],
      },
    ],
  };
}

/** The OpenAPI 3.1 document, built from the same route table that app.ts mounts. */
/** The components schema of each kind of multipart body. */
const MULTIPART_FORMS = { cover: 'CoverForm', service: 'ServiceForm', photos: 'PhotosForm', message: 'BookingMessageForm' } as const;

export function buildOpenApiDocument(routes: RouteDef[], serverUrl = '/'): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of routes) {
    const path = toOpenApiPath(def.path);
    const parameters: JsonSchema[] = [...def.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: m[1] === 'id' ? { type: 'integer', minimum: 1, maximum: MAX_ID } : { type: 'string', pattern: '^[\\w.-]{1,200}$' },
    }));
    if (def.idempotent) {
      parameters.push({
        name: IDEMPOTENCY_HEADER,
        in: 'header',
        required: false,
        description:
          'One key per submission, the same on every retry of it: a repeat within a day answers the first answer again (header Idempotent-Replayed: true) instead of creating twice.',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      });
    }
    if (def.cached) {
      parameters.push({
        name: 'If-None-Match',
        in: 'header',
        required: false,
        description: 'The ETag of an answer already held: while it is still the current one, the answer is 304 with no body.',
        schema: { type: 'string' },
      });
    }
    for (const param of queryParamsOf(def)) {
      parameters.push({ name: param.name, in: 'query', required: false, description: param.description, schema: param.schema });
    }
    const responses: Record<string, unknown> = {};
    const success = String(def.successStatus ?? 200);
    if (def.returns === 'file') {
      const type = def.fileType ?? '*/*';
      responses[success] = {
        description: 'The file',
        content: { [type]: { schema: { type: 'string', contentMediaType: def.fileType ?? 'application/octet-stream' } } },
      };
    } else if (def.path === '/openapi.json') {
      responses[success] = { description: 'This document', content: { 'application/json': { schema: { type: 'object' } } } };
    } else {
      responses[success] = { description: 'Success', content: { 'application/json': { schema: envelopeOf(resultSchema(def)) } } };
    }
    if (def.cached) {
      const etag = { ETag: { description: 'A strong tag of this answer, the same from every provider instance.', schema: { type: 'string' } } };
      responses[success] = { ...(responses[success] as object), headers: etag };
      responses['304'] = { description: 'Not Modified: If-None-Match names the current answer (no body)', headers: etag };
    }
    // Every route reads its address and query strictly (a malformed %-escape, a repeated parameter, NUL).
    responses['400'] = errorResponse(
      def.multipart
        ? 'Invalid input (errors: field -> messages); a file whose content is not an allowed type has code UNSUPPORTED_FILE_TYPE'
        : def.body
          ? 'Invalid input: a body that is not JSON, is nested too deeply or breaks the rules of its schema (errors: field -> messages)'
          : 'Invalid input: a malformed address, or a query parameter that is repeated, holds NUL or breaks its rule (errors: field -> messages)',
    );
    if (def.access !== 'public') responses['401'] = errorResponse('No, invalid or expired token; deactivated or deleted account');
    if (def.access !== 'public') responses['403'] = errorResponse('Signed in but not allowed');
    if (def.path.includes(':')) responses['404'] = errorResponse('Unknown id');
    if (def.multipart) {
      responses['413'] = errorResponse(def.multipart === 'service' ? 'A file over 10 MB or more than 10 files' : 'A file over 10 MB');
    } else if (def.body) {
      responses['413'] = errorResponse('A body over 100 KB');
    }
    for (const [status, description] of Object.entries(def.errors ?? {})) responses[status] = errorResponse(description);
    if (def.idempotent) responses['422'] = errorResponse('The Idempotency-Key was already used for a different request (CONFLICT)');
    const operation: Record<string, unknown> = {
      tags: [def.tag],
      summary: def.summary,
      description: [accessText(def), def.description].filter(Boolean).join(' '),
      // The roles that may call it (issue 28): every role for public and signed-in routes.
      'x-roles': rolesOf(def),
      operationId: `${def.method}${def.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters,
      responses,
      ...(def.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    };
    if (def.body) operation.requestBody = { required: true, content: { 'application/json': { schema: yupToJsonSchema(def.body) } } };
    if (def.multipart) {
      const form = { 'multipart/form-data': { schema: { $ref: `#/components/schemas/${MULTIPART_FORMS[def.multipart]}` } } };
      operation.requestBody = {
        required: true,
        content: def.jsonAlternative ? { ...form, 'application/json': { schema: yupToJsonSchema(def.jsonAlternative) } } : form,
      };
    }
    (paths[path] ??= {})[def.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Khadamat provider API',
      version: '1.0.0',
      description:
        'The provider API of the booking platform (spec section 7). Every JSON answer is the envelope { isSuccess, result, message, errors?, code? }. Messages follow Accept-Language (ar or en).',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: COMPONENT_SCHEMAS,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

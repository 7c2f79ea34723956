/**
 * Property-based fuzzing of every route the OpenAPI document lists, as a visitor, a client and an
 * admin: mostly valid inputs with one hostile part, and hostile ones outright. Whatever comes, the
 * provider answers what its document says: never a 5xx, never a stack trace or an internal name,
 * an error envelope whose field messages are translated (Arabic on Arabic requests), and a 2xx
 * whose body fits the documented schema.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { ERROR_CODES } from '../../shared/api/error-codes';
import { createTestRating, createTestBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, TINY_PNG, type TestProvider } from '../test-support/harness';
import { fuzzBody, fuzzPathParam, fuzzQueryValue, hostileText, type JsonSchema } from '../test-support/openapi-fuzz';

type Operation = {
  parameters: Array<{ name: string; in: 'path' | 'query'; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };
type Role = 'visitor' | 'client' | 'admin';

const RUNS_PER_ROUTE_AND_ROLE = Number(process.env.FUZZ_RUNS ?? 7);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** What a body must never show a caller: stack frames, error classes, our paths and libraries. */
const LEAK = /\bat [\w.<>]+ \(|node_modules|\/work\/|\b(TypeError|RangeError|ReferenceError|SyntaxError)\b|kysely|pglite|\bpg_|ECONNREFUSED|\bstack\b/i;
const ARABIC = /[\u0600-\u06ff]/;

interface Tally {
  requests: number;
  byStatus: Record<string, number>;
}

function encodeQuery(query: Record<string, string | string[] | undefined>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(one)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

describeEachDialect('API fuzzing over the OpenAPI document', (provider) => {
  let document: Document;
  let knownIds: number[];
  const tally: Tally = { requests: 0, byStatus: {} };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  const resolve = (ref: string): JsonSchema => document.components.schemas[ref.replace('#/components/schemas/', '')] ?? {};

  beforeAll(async () => {
    const p = provider();
    document = (await p.http().get('/openapi.json')).body as Document;
    ajv.addSchema({ $id: 'api', components: document.components });
    // Some real records, so generated ids reach existing rows as well as missing ones.
    const admin = await p.user({ role: 'Admin' });
    const client = await p.user();
    const serviceId = await createTestService(p, admin);
    const bookingId = await createTestBooking(p, client, serviceId);
    const rateId = await createTestRating(p, client, serviceId);
    knownIds = [1, serviceId, bookingId, rateId, admin.id, client.id, 999_999];
  });

  afterAll(() => {
    process.stdout.write(`\nAPI fuzz (${provider().dialect}): ${tally.requests} requests; answers by status ${JSON.stringify(tally.byStatus)}\n`);
  });

  const schemaFor = (schema: JsonSchema) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')) as JsonSchema;

  function checkAnswer(route: string, operation: Operation, res: Response, language: 'en' | 'ar') {
    tally.requests += 1;
    tally.byStatus[res.status] = (tally.byStatus[res.status] ?? 0) + 1;
    // A file (a PDF, a picture) has no text: name its type instead.
    const where = `${route} -> ${res.status}: ${res.text === undefined ? `<${res.type}>` : res.text.slice(0, 300)}`;
    expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
    expect({ where, documented: String(res.status) in operation.responses }).toEqual({ where, documented: true });
    if (res.status >= 400) {
      expect({ where, leak: LEAK.test(res.text) }).toEqual({ where, leak: false });
      const body = res.body as { isSuccess?: unknown; message?: unknown; code?: unknown; errors?: Record<string, string[]> };
      expect({ where, isSuccess: body.isSuccess, message: typeof body.message, known: ERROR_CODES.includes(body.code as never) }).toEqual({
        where,
        isSuccess: false,
        message: 'string',
        known: true,
      });
      for (const message of [body.message as string, ...Object.values(body.errors ?? {}).flat()]) {
        // A key left untranslated, or a validator's own English default, is not an answer for a person.
        expect({ where, message, untranslated: /^(validation|provider|quotes):|`|\$\{/.test(message) }).toEqual({ where, message, untranslated: false });
        if (language === 'ar' && res.status !== 404) expect({ where, message, arabic: ARABIC.test(message) }).toEqual({ where, message, arabic: true });
      }
      return;
    }
    const documented = operation.responses[String(res.status)]!.content ?? {};
    const json = documented['application/json'];
    if (json) {
      const validate = ajv.compile(schemaFor(json.schema));
      const valid = validate(res.body);
      expect({ where, errors: valid ? null : validate.errors }).toEqual({ where, errors: null });
    } else {
      const type = String(res.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      const types = Object.keys(documented);
      expect({ where, type, documented: types.includes(type) || types.includes('*/*') }).toEqual({ where, type, documented: true });
    }
  }

  async function send(
    p: TestProvider,
    method: (typeof METHODS)[number],
    path: string,
    token: string | null,
    language: 'en' | 'ar',
    body: string | null,
    multipart: Record<string, string> | null,
  ) {
    let req = p.http()[method](path).set('Accept-Language', language);
    if (token) req = req.set(bearer(token));
    if (multipart) {
      for (const [name, value] of Object.entries(multipart)) req = req.field(name, value);
      return req.attach('files', TINY_PNG, 'pixel.png');
    }
    if (body !== null) return req.set('Content-Type', 'application/json').send(body);
    return req;
  }

  it('answers every route, for every role, as its document says, and never with a 5xx', async () => {
    const p = provider();
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const route = `${method.toUpperCase()} ${template}`;
        for (const role of ['visitor', 'client', 'admin'] as Role[]) {
          // Fresh accounts for each route: a fuzzed call may deactivate, demote or re-password them.
          const token = role === 'visitor' ? null : (await p.user({ role: role === 'admin' ? 'Admin' : 'Client' })).token;
          const pathParams = operation.parameters.filter((param) => param.in === 'path');
          const queryParams = operation.parameters.filter((param) => param.in === 'query');
          const jsonBody = operation.requestBody?.content['application/json'];
          const formBody = operation.requestBody?.content['multipart/form-data'];
          const input = fc.record({
            path: fc.tuple(...pathParams.map(() => fuzzPathParam(knownIds))),
            query: fc.record(
              Object.fromEntries(queryParams.map((param) => [param.name, fuzzQueryValue(param.schema, resolve)])) as Record<
                string,
                fc.Arbitrary<string | string[]>
              >,
              { requiredKeys: [] },
            ),
            body: jsonBody ? fuzzBody(jsonBody.schema, resolve) : fc.constant(null),
            form: formBody
              ? fc.dictionary(
                  fc.constantFrom(...Object.keys(resolve(formBody.schema.$ref ?? '').properties ?? { Title: {} }), 'Details[0]', '__proto__[x]'),
                  fc.oneof(fc.string(), hostileText),
                  { maxKeys: 6 },
                )
              : fc.constant(null),
            language: fc.constantFrom('en' as const, 'ar' as const),
          });
          await fc.assert(
            fc.asyncProperty(input, async ({ path, query, body, form, language }) => {
              let index = 0;
              const url = template.replace(/\{\w+\}/g, () => encodeURIComponent(path[index++]!).replace(/%25/g, '%')) + encodeQuery(query);
              const res = await send(p, method, url, token, language, body, form);
              checkAnswer(`${route} as ${role} ${url}`, operation, res, language);
            }),
            { numRuns: RUNS_PER_ROUTE_AND_ROLE, endOnFailure: true },
          );
        }
      }
    }
    expect(tally.requests).toBeGreaterThan(1000);
    // Thousands of requests, growing with the routes: the limit is a hang detector, never a speed check.
  }, 300_000);
});

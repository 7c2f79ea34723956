import { Validator } from '@seriousme/openapi-schema-validator';
import { providerRoutes } from '../app';
import { describeEachDialect } from '../test-support/harness';
import { toOpenApiPath } from './openapi';

type Operation = {
  security?: unknown[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { minLength?: number; maxLength?: number }> } }> };
  parameters: Array<{ name: string; in: string; schema: { type: string; enum?: unknown[] } }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describeEachDialect('OpenAPI document', (provider) => {
  let document: Document;
  beforeAll(async () => {
    const res = await provider().http().get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.body as Document;
  });
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // Every $ref points at a schema that exists.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });

  it('documents every route of the route table, and nothing else', () => {
    const table = providerRoutes(provider().config).map((r) => `${r.method.toUpperCase()} ${toOpenApiPath(r.path)}`);
    const documented = operations().map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(new Set(table).size).toBe(table.length);
    expect([...documented].sort()).toEqual([...table].sort());
  });

  it('lists every call of spec section 7 under its exact method and path', () => {
    const documented = new Set(operations().map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const spec = [
      'GET /Services',
      'POST /Services',
      'PUT /Services/{id}',
      'DELETE /Services/{id}',
      'GET /Partners/get-all',
      'POST /Partners/create-partner',
      'PUT /Partners/update-partner/{id}',
      'DELETE /Partners/{id}',
      'POST /Rates/create-rate',
      'GET /Rates/get-all',
      'DELETE /Rates/{id}',
      'GET /ContactUs/get-all',
      'POST /ContactUs/create-message',
      'DELETE /ContactUs/delete-message/{id}',
      'GET /User/get-all-users',
      'GET /User/get-user/{id}',
      'DELETE /User/delete-user/{id}',
      'PUT /User/update-user/{id}',
      'PATCH /User/update-password/{id}',
      'POST /DemandeDeService/create',
      'POST /Auth/register',
      'POST /Auth/login',
      'POST /Auth/resend-confirmation-email',
      'POST /Auth/send-reset-password-email',
    ];
    expect(spec.filter((call) => !documented.has(call))).toEqual([]);
  });

  it('answers every documented route from the app (none falls through to "address does not exist")', async () => {
    for (const { path, method } of operations()) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? '1' : 'missing'));
      const res = await provider().http()[method as 'get'](url).send({});
      expect({ route: `${method} ${path}`, message: res.body?.message }).not.toEqual({ route: `${method} ${path}`, message: 'This address does not exist' });
    }
  });

  it('says who may call each route, and which errors it can answer', () => {
    const table = new Map(providerRoutes(provider().config).map((r) => [`${r.method} ${toOpenApiPath(r.path)}`, r]));
    for (const { path, method, operation } of operations()) {
      const route = table.get(`${method} ${path}`)!;
      const codes = Object.keys(operation.responses);
      if (route.access === 'public') {
        expect({ path, method, security: operation.security }).toEqual({ path, method, security: undefined });
      } else {
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(codes).toEqual(expect.arrayContaining(['401', '403']));
      }
      if (path.includes('{id}')) expect(codes).toContain('404');
      if (route.body || route.multipart) expect(operation.requestBody).toBeDefined();
      if (route.multipart) expect(codes).toEqual(expect.arrayContaining(['400', '413']));
      if (route.paged) expect(operation.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'search']));
      for (const parameter of operation.parameters) {
        const expected = parameter.schema.type === 'integer' ? 'number' : parameter.schema.type;
        for (const value of parameter.schema.enum ?? [])
          expect({ parameter: parameter.name, type: typeof value }).toEqual({ parameter: parameter.name, type: expected });
      }
    }
  });

  it('carries the validation limits of the shared schemas', () => {
    const contact = document.paths['/ContactUs/create-message']!.post!.requestBody!.content['application/json']!.schema.properties!;
    expect(contact.name).toMatchObject({ minLength: 2, maxLength: 100 });
    expect(contact.description).toMatchObject({ minLength: 10, maxLength: 1000 });
    const content = document.paths['/Content']!.put!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(content.properties!)).toEqual(expect.arrayContaining(['companyPhone', 'hero', 'aboutStory', 'socialLinks']));
  });
});

import { ROLES, type Role } from '../../shared/constants';
import { translate } from './i18n';
import { providerRoutes } from '../app';
import { bearer, describeEachDialect, type TestUser } from '../test-support/harness';
import { createTestService } from '../test-support/fixtures';
import { createTestPartner } from '../test-support/partner-account';
import { rolesOf } from './route-roles';

/**
 * Staff roles (issue 28 item 6): every route called by every role. A role the route admits is never
 * refused for its role (it may still get 400, 404 or an ownership 403 from the handler); any other
 * role gets 403 with the role refusal. The areas are pinned by name, so moving a route from one area
 * to another is a decision this test makes visible.
 */
const ROLE_REFUSALS = new Set(['adminOnly', 'roleNotAllowed', 'clientOnly', 'partnerOnly'].map((key) => translate('en', key)));

const OPERATIONS = [
  'GET /DemandeDeService/get-all',
  'GET /DemandeDeService/calendar',
  'GET /DemandeDeService/calendar/assignments',
  'PATCH /DemandeDeService/update-status/:id',
  'GET /DemandeDeService/:id/dispatch',
  'POST /DemandeDeService/:id/assignments',
  'DELETE /DemandeDeService/:id/assignments/:assignmentId',
  'POST /DemandeDeService/:id/assignments/:assignmentId/reassign',
  'GET /ContactUs/get-all',
  'GET /ContactUs/export',
];
const ACCOUNTS = [
  'GET /DemandeDeService/export',
  'GET /Quotes/export',
  'GET /Invoices/export',
  'POST /Quotes/create',
  'GET /Quotes/get-all',
  'GET /Quotes/settings',
  'GET /Finance/services/commissions',
  'PUT /Finance/services/:id/commission',
  'GET /Finance/quotes/:id/costing',
  'PUT /Finance/quotes/:id/lines/:itemId',
  'GET /Finance/margins',
  'GET /Finance/partners/:id/statement',
  'GET /Finance/partners/:id/statement/csv',
  'GET /Finance/partners/:id/statement/pdf',
  'POST /Finance/payouts',
  'POST /Invoices/advance',
  'POST /Invoices/credit-note',
  'POST /Invoices/create',
  'GET /Invoices/get-all',
  'GET /Invoices/invoiceable',
  'GET /Invoices/advanceable',
  'GET /Invoices/:id/xml',
  'PATCH /Invoices/mark-paid/:id',
  'GET /Zatca/settings',
  'PUT /Zatca/settings',
  'POST /Zatca/onboard',
  'PATCH /Zatca/enabled',
  'GET /Payments/get-all',
  'GET /Payments/export',
  'GET /Payments/receivables',
  'POST /Payments/reconcile',
  'POST /Payments/refund/:id',
];

describeEachDialect('Role matrix (every route x every role)', (provider) => {
  const users = {} as Record<Role, TestUser>;
  beforeAll(async () => {
    for (const role of ['Admin', 'Staff', 'Accountant', 'Client'] as const) users[role] = await provider().user({ role });
    const serviceId = await createTestService(provider(), users.Admin, 'Role matrix service');
    users.Partner = await createTestPartner(provider(), { serviceId });
  });
  const routes = () => providerRoutes(provider().config);
  const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;
  const call = (method: string, path: string, token: string) => {
    const url = path.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '999999' : name === 'storedName' ? 'x.png' : '999999'));
    return provider().http()[method as 'get'](url).set(bearer(token)).send({});
  };

  it('puts exactly the operations and accounts routes in their areas; everything else staff-like is Admin only', () => {
    const inArea = (area: string) =>
      routes()
        .filter((r) => r.access === 'staff' && r.area === area)
        .map(key)
        .sort();
    expect(inArea('operations')).toEqual([...OPERATIONS].sort());
    expect(inArea('accounts')).toEqual([...ACCOUNTS].sort());
    expect(
      routes()
        .filter((r) => r.access === 'admin')
        .map(key),
    ).toEqual(
      expect.arrayContaining([
        'GET /User/get-all-users',
        'PATCH /User/set-role/:id',
        'POST /User/reset-second-step/:id',
        'PUT /Content',
        'GET /Audit',
        'GET /Dashboard/stats',
        // Privacy (issue 28 items 1-5): policies, data requests and retention are the owner's.
        'POST /Policies',
        'GET /Privacy/requests',
        'GET /Privacy/requests/overdue-count',
        'POST /Privacy/requests/logged',
        'PATCH /Privacy/requests/:id',
        'GET /Privacy/retention',
        'PUT /Privacy/retention',
        'POST /Privacy/retention/run',
      ]),
    );
  });

  it('admits each role exactly where rolesOf says, and refuses it (403) everywhere else', async () => {
    const wrong: string[] = [];
    // Logout would end the very token the rest of the matrix calls with (proven in auth.test.ts).
    for (const route of routes().filter((r) => r.access !== 'public' && r.path !== '/Auth/logout')) {
      const admitted = rolesOf(route);
      for (const role of ROLES) {
        const res = await call(route.method, route.path, users[role].token);
        const refusedForRole = res.status === 403 && ROLE_REFUSALS.has(res.body.message);
        if (admitted.includes(role) === refusedForRole) wrong.push(`${role} ${key(route)}: ${res.status} ${res.body.message ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a Staff member cannot open users or invoices; an Accountant cannot open users or content', async () => {
    for (const path of ['/User/get-all-users', '/Invoices/get-all', '/Invoices/export']) {
      const res = await provider().http().get(path).set(bearer(users.Staff.token));
      // An Admin-only route says so; a route of another area says the role does not reach it.
      const message = translate('en', path.startsWith('/User') ? 'adminOnly' : 'roleNotAllowed');
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 403, message });
    }
    expect((await provider().http().get('/DemandeDeService/get-all').set(bearer(users.Staff.token))).status).toBe(200);
    expect((await provider().http().get('/Invoices/get-all').set(bearer(users.Accountant.token))).status).toBe(200);
    for (const [method, path] of [
      ['get', '/User/get-all-users'],
      ['put', '/Content'],
      ['get', '/DemandeDeService/get-all'],
    ] as const) {
      const res = await provider().http()[method](path).set(bearer(users.Accountant.token)).send({});
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });

  it('states each route’s roles in the OpenAPI document', async () => {
    const doc = (await provider().http().get('/openapi.json')).body as { paths: Record<string, Record<string, { 'x-roles': string[]; description: string }>> };
    expect(doc.paths['/Invoices/get-all']!.get!['x-roles']).toEqual(['Admin', 'Accountant']);
    expect(doc.paths['/DemandeDeService/get-all']!.get!['x-roles']).toEqual(['Admin', 'Staff']);
    expect(doc.paths['/User/get-all-users']!.get!['x-roles']).toEqual(['Admin']);
    expect(doc.paths['/DemandeDeService/get-all']!.get!.description).toMatch(/^Staff of the area: operations \(roles Admin, Staff\)\./);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations))
        expect({ route: `${method} ${path}`, has: Array.isArray(operation['x-roles']) }).toEqual({ route: `${method} ${path}`, has: true });
    }
  });
});

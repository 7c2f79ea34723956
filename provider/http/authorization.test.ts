import { providerRoutes } from '../app';
import { createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestUser } from '../test-support/harness';
import { createTestPartner } from '../test-support/partner-account';

/**
 * The authorization matrix over the whole route table: whatever a route does, a caller without a token
 * gets 401 on every non-public route, a client gets 403 on every admin route, and an admin (who has no
 * client record) gets 403 on every client route. Ownership rules are proven per area.
 */
describeEachDialect('Authorization matrix', (provider) => {
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    admin = await provider().user({ role: 'Admin' });
    client = await provider().user();
  });
  const routes = () => providerRoutes(provider().config);
  const call = (method: string, path: string, token?: string) => {
    const url = path.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '1' : 'x'));
    const req = provider().http()[method as 'get'](url);
    return (token ? req.set(bearer(token)) : req).send({});
  };

  it('has routes of every access level', () => {
    const levels = new Set(routes().map((r) => r.access));
    expect([...levels].sort()).toEqual(['admin', 'client', 'partner', 'public', 'staff', 'user']);
  });

  it('refuses every non-public route without a token (401) or with a forged one', async () => {
    for (const route of routes().filter((r) => r.access !== 'public')) {
      for (const token of [undefined, 'forged.token.value']) {
        const res = await call(route.method, route.path, token);
        expect({ route: `${route.method} ${route.path}`, status: res.status, code: res.body.code }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 401,
          code: 'UNAUTHENTICATED',
        });
      }
    }
  });

  it('refuses every admin and staff route to a client (403)', async () => {
    for (const route of routes().filter((r) => r.access === 'admin' || r.access === 'staff')) {
      const res = await call(route.method, route.path, client.token);
      expect({ route: `${route.method} ${route.path}`, status: res.status, message: res.body.message }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        message: 'Only administrators can do this',
      });
    }
  });

  it('refuses every client route to an account without a client record (403)', async () => {
    const clientRoutes = routes().filter((r) => r.access === 'client');
    expect(clientRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/Rates/create-rate', '/DemandeDeService/create']));
    for (const route of clientRoutes) {
      const res = await call(route.method, route.path, admin.token);
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 403 });
    }
  });

  // Job progress (issue 27 items 4-5): the partner portal's routes take partner logins only.
  it('refuses every partner route to a client and to an admin (403)', async () => {
    const partnerRoutes = routes().filter((r) => r.access === 'partner');
    expect(partnerRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/PartnerPortal/jobs', '/PartnerPortal/jobs/:id/progress']));
    for (const route of partnerRoutes) {
      for (const user of [client, admin]) {
        const res = await call(route.method, route.path, user.token);
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 403 });
      }
    }
  });

  // Issue 27: a partner login reaches its own jobs only, never an admin's or a client's route.
  it('refuses every admin and client route to a partner login (403)', async () => {
    const serviceId = await createTestService(provider(), admin, 'Matrix partner service');
    const partner = await createTestPartner(provider(), { serviceId });
    for (const route of routes().filter((r) => r.access === 'admin' || r.access === 'staff' || r.access === 'client')) {
      const res = await call(route.method, route.path, partner.token);
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 403 });
    }
  });

  it('keeps the public routes public', () => {
    const publicRoutes = routes()
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method.toUpperCase()} ${r.path}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /healthz',
        'GET /readyz',
        'GET /openapi.json',
        'GET /Policies/:kind',
        'GET /Policies/:kind/versions',
        'GET /Policies/:kind/versions/:version',
        'POST /Auth/register',
        'POST /Auth/login',
        // Signed by the challenge the password login gave a staff account (issue 28 item 7).
        'POST /Auth/second-step',
        'POST /Auth/second-step/enrolment',
        'POST /Auth/second-step/confirm-enrolment',
        'POST /Auth/resend-confirmation-email',
        'POST /Auth/send-reset-password-email',
        'POST /Auth/confirm-email',
        'POST /Auth/reset-password',
        // Online payments: whether the pay buttons show (never a secret), and the gateway's webhook (its secret checked in the handler).
        'GET /Payments/settings',
        'POST /Payments/webhook',
        'GET /Services',
        'GET /Services/:id',
        'GET /Availability/services/:id/slots',
        'GET /Partners/get-all',
        'GET /Rates/get-all',
        'POST /ContactUs/create-message',
        // Signed by its single-use token, like a password reset: the link is opened from the new inbox.
        'POST /User/confirm-email-change',
        'GET /Content',
        'GET /files/:storedName',
        'GET /Blog/posts',
        'GET /Blog/posts/:slug',
        'GET /Rates/summary',
      ].sort(),
    );
  });
});

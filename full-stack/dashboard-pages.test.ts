import request from 'supertest';
import { createTestRating, createTestBooking, createTestService } from '../provider/test-support/fixtures';
import { bearer, type TestUser } from '../provider/test-support/harness';
import { createSite, loginAs, startListeningProvider, type Agent, type ListeningProvider, type Site } from './site-harness';

let provider: ListeningProvider;
let site: Site;
let admin: TestUser;
let client: TestUser;
let adminAgent: Agent;
let clientAgent: Agent;

/** Every dashboard address of spec 2.1 (plus content), with the title the page has in each language. */
const PAGES: [path: string, en: string, ar: string][] = [
  ['/dashboard', 'Dashboard', 'لوحة التحكم'],
  ['/dashboard/profile', 'Profile', 'الملف الشخصي'],
  ['/dashboard/bookings', 'Bookings', 'الحجوزات'],
  ['/dashboard/settings', 'Settings', 'الإعدادات'],
  ['/dashboard/employees', 'Partners', 'الشركاء'],
  ['/dashboard/services', 'Services', 'الخدمات'],
  ['/dashboard/quotes', 'Quotes', 'عروض الأسعار'],
  ['/dashboard/quotes/create', 'Create Quote', 'إنشاء عرض سعر'],
  ['/dashboard/content', 'Content', 'المحتوى'],
  ['/dashboard/normal-users', 'Users', 'المستخدمون'],
  ['/dashboard/rates', 'Ratings', 'التقييمات'],
  ['/dashboard/messages', 'Messages', 'الرسائل'],
];

beforeAll(async () => {
  provider = await startListeningProvider();
  site = createSite({ providerUrl: () => provider.url });
  admin = await provider.provider.user({ role: 'Admin', fullName: 'Huda Admin' });
  client = await provider.provider.user({ role: 'Client', fullName: 'Layla Client' });
  adminAgent = request.agent(site.app);
  clientAgent = request.agent(site.app);
  expect((await loginAs(adminAgent, admin)).status).toBe(200);
  expect((await loginAs(clientAgent, client)).status).toBe(200);
  const serviceId = await createTestService(provider.provider, admin, 'Villa garden care');
  await createTestBooking(provider.provider, client, serviceId, { location: 'Al Khobar, Al Rakah' });
  await createTestRating(provider.provider, client, serviceId, 4, 'Neat and on time');
  await provider.provider.http().post('/ContactUs/create-message').send({
    name: 'Khalid',
    email: 'khalid@example.com',
    phone: '0551234567',
    subject: 'Garden quote please',
    description: 'How much for a small courtyard garden?',
    priorite: 'urgent',
    preferedContactMethode: 'whatsapp',
  });
  expect((await provider.provider.http().get('/ContactUs/get-all').set(bearer(admin.token))).body.result).toHaveLength(1);
}, 60_000);

afterAll(async () => {
  await site.close();
  await provider.close();
});

function bootState(html: string) {
  const match = html.match(/<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/);
  return JSON.parse(match![1]!) as { store: { api: { queries: Record<string, { status: string; endpointName: string }> } } };
}

describe('dashboard pages on the web server', () => {
  it.each(PAGES)('%s sends a visitor to /login, remembering where they were going', async (path) => {
    const res = await request(site.app).get(`${path}?page=2`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/login?returnTo=${encodeURIComponent(`${path}?page=2`)}`);
  });

  it.each(PAGES)('%s answers a signed-in client with the 403 page', async (path) => {
    const res = await clientAgent.get(path);
    expect(res.status).toBe(403);
    expect(res.text).toContain('Access denied');
    expect(res.text).not.toContain('Dashboard navigation');
  });

  it.each(PAGES)('%s renders for an admin in English and in Arabic', async (path, en, ar) => {
    const english = await adminAgent.get(path).set('Cookie', 'lang=en');
    expect(english.status).toBe(200);
    expect(english.text).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
    expect(english.text).toContain(`<title>${en} | Khadamat</title>`);
    expect(english.text).toContain('Dashboard navigation');
    const arabic = await adminAgent.get(path).set('Cookie', 'lang=ar');
    expect(arabic.status).toBe(200);
    expect(arabic.text).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(arabic.text).toContain(`<title>${ar} | خدمات</title>`);
    expect(arabic.text).toContain('تنقّل لوحة التحكم');
  });

  it('renders the screens with their data already loaded, so an admin never waits for a second round trip', async () => {
    const services = await adminAgent.get('/dashboard/services');
    expect(services.text).toContain('Villa garden care');
    const bookings = await adminAgent.get('/dashboard/bookings?status=pending');
    expect(bookings.text).toContain('Layla Client');
    const messages = await adminAgent.get('/dashboard/messages');
    expect(messages.text).toContain('Garden quote please');
    const ratings = await adminAgent.get('/dashboard/rates').set('Cookie', 'lang=ar');
    expect(ratings.text).toContain('Neat and on time');
    expect(ratings.text).toContain('إجمالي التقييمات: ١');
    const users = await adminAgent.get('/dashboard/normal-users?search=layla');
    expect(users.text).toContain('Layla Client');
    expect(users.text).toContain('Showing 1 to 1 of 1 results');
    const overview = await adminAgent.get('/dashboard');
    const queries = Object.values(bootState(overview.text).store.api.queries);
    expect(queries).toContainEqual(expect.objectContaining({ endpointName: 'dashboardStats', status: 'fulfilled' }));
  });

  it("asks the provider with the address's filters, and only for admins", async () => {
    const seen = provider.seen.length;
    await adminAgent.get('/dashboard/bookings?status=pending&search=khobar&page=1');
    const asked = provider.seen.slice(seen).map((r) => r.url);
    expect(asked).toContain('/DemandeDeService/get-all?page=1&pageSize=10&search=khobar&status=pending');
    const before = provider.seen.length;
    await clientAgent.get('/dashboard/bookings');
    await request(site.app).get('/dashboard/bookings');
    expect(provider.seen.slice(before).filter((r) => r.url.startsWith('/DemandeDeService'))).toEqual([]);
  });
});

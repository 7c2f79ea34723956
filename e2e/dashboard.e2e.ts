import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServiceRequest } from '../shared/types/service-request';
import type { Service } from '../shared/types/service';
import { seriousAxeViolations } from './support/axe';
import { BASE_URL, launchBrowser, SCREENSHOTS, waitForHydration, watchProblems } from './support/browser';
import { signInAsNewClient, type ClientAccount } from './support/client-account';
import { apiPost, dashboardContext, drawPng, logInAsAdmin, openDashboard, toast, until } from './support/dashboard';

const stamp = Date.now().toString(36);
let browser: Browser;

// One client for the journeys that need one (registration is rate limited per address).
let clientContext: BrowserContext;
let clientPage: Page;
let client: ClientAccount;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchBrowser();
  clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  clientPage = await clientContext.newPage();
  client = await signInAsNewClient(clientPage, `Noura E2E ${stamp}`);
});
afterAll(async () => {
  await clientContext?.close();
  await browser?.close();
});

async function adminPage(options: Parameters<typeof dashboardContext>[1] = {}) {
  const context = await dashboardContext(browser, options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await logInAsAdmin(page);
  return { context, page, problems };
}

async function servicesFromApi(page: Page): Promise<Service[]> {
  return (await (await page.request.get(`${BASE_URL}/api/Services`)).json()).result as Service[];
}

describe('services (spec 2.14, 5.8)', () => {
  it('creates a service with two images, edits it, and the public services page shows it', async () => {
    const { context, page, problems } = await adminPage();
    const title = `Pool Care ${stamp}`;
    await openDashboard(page, '/dashboard/services');
    await page.getByRole('button', { name: 'Add service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service' });

    // Every rule of 5.8, before anything is sent.
    await dialog.getByRole('button', { name: 'Create service' }).click();
    await dialog.getByText('Title is required', { exact: true }).waitFor();
    await dialog.getByText('Arabic description is required', { exact: true }).waitFor();
    await dialog.getByText('Duration unit is required', { exact: true }).waitFor();

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Weekly cleaning and water balancing for private pools.');
    await dialog.getByRole('textbox', { name: 'Arabic title', exact: true }).fill(`العناية بالمسابح ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Arabic description', exact: true }).fill('تنظيف أسبوعي وموازنة كيميائية للمسابح الخاصة.');
    await dialog.getByRole('spinbutton', { name: 'Minimum duration', exact: true }).fill('3');
    await dialog.getByRole('spinbutton', { name: 'Maximum duration', exact: true }).fill('2');
    await dialog.getByRole('combobox', { name: 'Duration unit' }).click();
    await page.getByRole('option', { name: 'Days' }).click();
    await dialog.getByRole('spinbutton', { name: 'Price', exact: true }).fill('1200');
    await dialog.getByRole('button', { name: 'Create service' }).click();
    await dialog.getByText('Maximum duration must be at least the minimum duration').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Maximum duration', exact: true }).fill('5');
    const details = dialog.locator('fieldset').filter({ hasText: /^Details/ });
    await details.getByRole('textbox', { name: 'Line 1', exact: true }).fill('Skimming and vacuuming');
    await details.getByRole('button', { name: 'Add a line to Details' }).click();
    await details.getByRole('button', { name: 'Add a line to Details' }).click();
    await details.getByRole('textbox', { name: 'Line 3', exact: true }).fill('pH and chlorine balance');

    // Files: checked before upload, previewed, removable one by one.
    const input = dialog.locator('[data-testid="service-files-input"]');
    await input.setInputFiles([{ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await dialog.getByText('virus.exe').waitFor();
    await dialog.getByText('only images, PDF, Word documents and text files are allowed').waitFor();
    const poolBlue = await drawPng(page, '#1769aa', 'Pool - before');
    const poolTeal = await drawPng(page, '#0f6e63', 'Pool - after');
    const extra = await drawPng(page, '#b8862b', 'Not this one');
    await input.setInputFiles([
      { name: 'pool-before.png', mimeType: 'image/png', buffer: poolBlue },
      { name: 'pool-after.png', mimeType: 'image/png', buffer: poolTeal },
      { name: 'extra.png', mimeType: 'image/png', buffer: extra },
    ]);
    const queued = dialog.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
    await until(() => queued.count(), 3);
    await dialog.getByRole('button', { name: 'Remove extra.png' }).click();
    await until(() => queued.count(), 2);
    expect(await queued.locator('img').count()).toBe(2);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-service-create-en.png') });

    await dialog.getByRole('button', { name: 'Create service' }).click();
    await toast(page, 'Service created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const created = (await servicesFromApi(page)).find((s) => s.title === title)!;
    expect(created).toMatchObject({
      durationMin: 3,
      durationMax: 5,
      durationUnit: 'Day',
      price: 1200,
      details: ['Skimming and vacuuming', 'pH and chlorine balance'],
    });
    expect(created.files.map((f) => f.fileName)).toEqual(['pool-before.png', 'pool-after.png']);

    // Edit: the search finds it, a stored picture goes, the price changes.
    await page.getByLabel('Search services').fill(title);
    const card = page.locator(`[data-service="${created.id}"]`);
    await card.waitFor();
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit service' });
    await edit.getByRole('spinbutton', { name: 'Price', exact: true }).fill('1350');
    await edit.getByRole('button', { name: 'Remove pool-before.png' }).click();
    await edit.getByText('Removed on save').waitFor();
    await edit.getByRole('button', { name: 'Update service' }).click();
    await toast(page, 'Service updated successfully').waitFor();
    const updated = (await servicesFromApi(page)).find((s) => s.id === created.id)!;
    expect(updated.price).toBe(1350);
    expect(updated.files.map((f) => f.fileName)).toEqual(['pool-after.png']);

    // The public pages read the same list.
    await page.goto(`${BASE_URL}/services`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: title }).first().waitFor();
    const detail = await page.request.get(`${BASE_URL}/services/${created.id}`);
    expect(await detail.text()).toContain(title);

    // And deleted behind its confirmation, so the other journeys find the site as seeded.
    await openDashboard(page, `/dashboard/services?search=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete service' });
    await confirm.getByText(`Are you sure you want to delete "${title}"?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Service deleted successfully').waitFor();
    await page.getByText('No services found').waitFor();
    expect((await servicesFromApi(page)).some((s) => s.id === created.id)).toBe(false);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('employees (spec 2.14, 4, 5.7)', () => {
  it('creates a partner through both steps, edits it from step 2 and deletes it', async () => {
    const { context, page, problems } = await adminPage();
    const name = `Blue Lagoon Pools ${stamp}`;
    await openDashboard(page, '/dashboard/employees');
    await page.getByRole('button', { name: 'Add employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add employee' });

    // Step 1 to 2 only when name, location and description validate.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    await dialog.getByText('Location is required', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Location', exact: true }).fill('Dammam');
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Pool builders and maintenance crews.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: 'Arabic name', exact: true }).waitFor();

    // Back keeps what was typed.
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(name);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Arabic name is required', { exact: true }).waitFor();
    await dialog.getByText('Service is required', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Arabic name', exact: true }).fill('البحيرة الزرقاء للمسابح');
    await dialog.getByRole('textbox', { name: 'Arabic location', exact: true }).fill('الدمام');
    await dialog.getByRole('textbox', { name: 'Arabic description', exact: true }).fill('بناء المسابح وفرق الصيانة.');
    await dialog.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option').nth(1).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Partner created successfully').waitFor();

    await page.getByLabel('Search employees').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText('Active').waitFor();

    // Editing opens at step 2; closing resets to step 1.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit employee' });
    expect(await edit.getByRole('textbox', { name: 'Arabic name', exact: true }).inputValue()).toBe('البحيرة الزرقاء للمسابح');
    await edit.getByRole('button', { name: 'Back' }).click();
    await edit.getByRole('textbox', { name: 'Location', exact: true }).fill('Dammam Corniche');
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Partner updated successfully').waitFor();
    await row.getByText('Dammam Corniche').waitFor();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete employee' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Partner deleted successfully').waitFor();
    await page.getByText('No employees match').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('bookings (spec 2.14, section 4)', () => {
  it("moves a client's booking through its statuses, with the client's contact links", async () => {
    const service = (await servicesFromApi(clientPage))[0]!;
    const booking = (await apiPost(clientPage, '/DemandeDeService/create', {
      priorite: 'high',
      preferedContactMethode: 'whatsapp',
      description: `Pool resurfacing before the summer, ${stamp}`,
      preferedDateAndTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      location: 'Al Khobar, Al Olaya',
      budget: service.price,
      clientId: 0,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId: service.id }],
    })) as ServiceRequest;

    const { context, page, problems } = await adminPage();
    await openDashboard(page, `/dashboard/bookings?status=pending&search=${stamp}`);
    await page.getByRole('button', { name: `Details of booking ${booking.id} by ${client.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Booking #${booking.id}`) });
    await dialog.getByText(`Pool resurfacing before the summer, ${stamp}`).waitFor();
    expect(await dialog.getByRole('link', { name: `Reply by email to ${client.fullName}` }).getAttribute('href')).toBe(
      `mailto:${client.email}?subject=Re%3A%20Your%20booking%20%23${booking.id}`,
    );
    expect(await dialog.getByRole('link', { name: `Call ${client.fullName}` }).getAttribute('href')).toBe('tel:+966501234567');
    expect(await dialog.getByRole('link', { name: `WhatsApp ${client.fullName}` }).getAttribute('href')).toBe('https://wa.me/966501234567');

    // Only the provider's transitions are offered, step by step.
    const actions = dialog.getByRole('group', { name: 'Change status' });
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['Start review', 'Mark as quoted', 'Start work', 'Cancel booking']);
    await actions.getByRole('button', { name: 'Start review' }).click();
    await toast(page, 'Booking status updated: In review').waitFor();
    await until(() => actions.getByRole('button').count(), 3);
    await actions.getByRole('button', { name: 'Start work' }).click();
    await toast(page, 'Booking status updated: In progress').waitFor();
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['Mark as completed', 'Cancel booking']);
    await actions.getByRole('button', { name: 'Mark as completed' }).click();
    await toast(page, 'Booking status updated: Completed').waitFor();
    await dialog.getByText('its status can no longer change').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-booking-completed-en.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();

    const mine = (await (await clientPage.request.get(`${BASE_URL}/api/DemandeDeService/my-requests`)).json()).result as ServiceRequest[];
    expect(mine.find((r) => r.id === booking.id)?.status).toBe('completed');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('finds a booking from the top bar search and opens it', async () => {
    const { context, page } = await adminPage();
    await openDashboard(page, '/dashboard');
    await page.getByRole('combobox', { name: 'Search the dashboard' }).fill(client.fullName);
    const option = page.getByRole('option').filter({ hasText: client.fullName }).filter({ hasText: '#' }).first();
    await option.waitFor();
    await option.click();
    await page.waitForURL(/\/dashboard\/bookings\?booking=\d+/);
    await page.getByRole('dialog', { name: /Booking #\d+/ }).waitFor();
    await context.close();
  });
});

describe('messages (spec 2.14)', () => {
  it('reads a message with its priority and reply links, and deletes it', async () => {
    const subject = `Courtyard fountain ${stamp}`;
    const visitor = await browser.newContext();
    await apiPost(await visitor.newPage(), '/ContactUs/create-message', {
      name: 'Faisal Al-Dossary',
      email: 'faisal@example.com',
      phone: '0551234567',
      subject,
      description: 'Can you build a small fountain in our courtyard before Ramadan?',
      priorite: 'urgent',
      preferedContactMethode: 'phone',
    });
    await visitor.close();

    const { context, page, problems } = await adminPage();
    await openDashboard(page, `/dashboard/messages?search=${encodeURIComponent(subject)}`);
    const card = page.getByRole('article', { name: subject });
    await card.getByText('Can you build a small fountain in our courtyard before Ramadan?').waitFor();
    await card.getByText('Priority: Urgent').waitFor();
    // Urgent is red (spec 9): red text on a pale red ground.
    const [red, green, blue] = (await card.locator('[data-priority="urgent"]').evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(red! - Math.max(green!, blue!)).toBeGreaterThan(100);
    await card.getByText('Prefers: Phone').waitFor();
    expect(await card.getByRole('link', { name: 'Reply by email to Faisal Al-Dossary' }).getAttribute('href')).toBe(
      `mailto:faisal@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    expect(await card.getByRole('link', { name: 'Call Faisal Al-Dossary' }).getAttribute('href')).toBe('tel:0551234567');

    await card.getByRole('button', { name: `Delete the message "${subject}" from Faisal Al-Dossary` }).click();
    await page.getByRole('dialog', { name: 'Delete message' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Message deleted successfully').waitFor();
    await page.getByText('No messages match').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('users (spec 2.14)', () => {
  it("deactivates and reactivates a client, whose session stops working meanwhile, and shows the client's bookings", async () => {
    const { context, page, problems } = await adminPage();
    // A quote for a new booking of the client, so the details' quotes tab has one to show.
    const service = (await servicesFromApi(page))[0]!;
    const booking = (await apiPost(clientPage, '/DemandeDeService/create', {
      priorite: 'medium',
      preferedContactMethode: 'email',
      description: `Garden lighting for the terrace, ${stamp}`,
      preferedDateAndTime: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      location: 'Al Khobar, Al Rakah',
      budget: service.price,
      clientId: 0,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId: service.id }],
    })) as ServiceRequest;
    const quote = (await apiPost(page, '/Quotes/create', {
      requestId: booking.id,
      clientName: client.fullName,
      clientEmail: client.email,
      clientPhone: '+966501234567',
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      items: [{ name: 'Terrace lighting', description: '', quantity: 2, unitPrice: 750 }],
    })) as { quoteNumber: string };

    await openDashboard(page, `/dashboard/normal-users?search=${encodeURIComponent(client.email)}`);
    await page.getByText('Showing 1 to 1 of 1 results').waitFor();
    const card = page.getByRole('article', { name: client.fullName });
    await card.getByRole('switch', { name: `Deactivate ${client.fullName}` }).click();
    await toast(page, `${client.fullName} has been deactivated`).waitFor();
    await card.locator('[data-status="inactive"]').waitFor();
    // The provider refuses a deactivated account's token at once.
    expect((await clientPage.request.get(`${BASE_URL}/api/DemandeDeService/my-requests`)).status()).toBe(401);

    await card.getByRole('switch', { name: `Activate ${client.fullName}` }).click();
    await toast(page, `${client.fullName} has been activated`).waitFor();
    await card.locator('[data-status="active"]').waitFor();

    await card.getByRole('button', { name: `Details of ${client.fullName}` }).click();
    const details = page.getByRole('dialog', { name: client.fullName });
    await details.getByText(client.email).waitFor();
    await details.getByRole('tab', { name: 'Bookings' }).click();
    await details
      .getByRole('link', { name: /Booking #\d+/ })
      .first()
      .waitFor();
    await details.getByRole('tab', { name: 'Quotes' }).click();
    const quoteRow = details.getByRole('listitem').filter({ hasText: quote.quoteNumber });
    await quoteRow.getByText('Pending').waitFor();
    await quoteRow.getByText(/SAR\s?1,575/).waitFor();
    await details.getByRole('tab', { name: 'Ratings' }).click();
    await details.getByRole('tabpanel').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('ratings (spec 2.14, 5.9)', () => {
  it('finds a rating by its comment, filters by stars, and deletes it behind the Confirm Delete dialog', async () => {
    // The deactivation journey ended the client's session: sign in again to rate.
    await clientPage.goto(`${BASE_URL}/login`);
    await waitForHydration(clientPage);
    await clientPage.locator('#login-email').fill(client.email);
    await clientPage.locator('#login-password').fill(client.password);
    await clientPage.getByRole('button', { name: 'Login', exact: true }).click();
    await clientPage.waitForURL(`${BASE_URL}/`);
    const service = (await servicesFromApi(clientPage))[0]!;
    const comment = `Spotless pool every week ${stamp}`;
    await apiPost(clientPage, '/Rates/create-rate', { value: 4, comment, serviceId: service.id, clientId: 0 });

    const { context, page, problems } = await adminPage();
    await openDashboard(page, '/dashboard/rates');
    await page
      .getByTestId('ratings-total')
      .getByText(/^Total Ratings: \d+$/)
      .waitFor();
    await page.getByLabel('Search ratings').fill(stamp.toUpperCase());
    const card = page.getByRole('article', { name: '4/5' }).filter({ hasText: comment });
    await card.waitFor();
    await card.getByText(client.fullName).waitFor();
    await card.getByText(service.title).waitFor();

    await page.getByRole('combobox', { name: 'Stars' }).click();
    await page.getByRole('option', { name: '5 Stars' }).click();
    await page.getByText('No Results Found').waitFor();
    await page.getByText('Try changing your search or filter criteria').waitFor();
    await page.getByRole('combobox', { name: 'Stars' }).click();
    await page.getByRole('option', { name: '4 Stars' }).click();
    await card.hover();
    await card.getByRole('button', { name: /^Delete the rating by/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByText('Are you sure you want to delete this rating? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.hover();
    await card.getByRole('button', { name: /^Delete the rating by/ }).click();
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Rating deleted successfully').waitFor();
    await page.getByText('No Results Found').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('content, settings and the overview', () => {
  it('edits the home hero, the public home page shows it, and the old text comes back', async () => {
    const { context, page, problems } = await adminPage();
    await openDashboard(page, '/dashboard/content');
    const subtitle = page.getByRole('textbox', { name: 'Subtitle (English)', exact: true });
    const original = await subtitle.inputValue();
    const changed = `Pools, gardens and more, ${stamp}`;
    await subtitle.fill(changed);
    await page.getByText('You have unsaved changes').waitFor();
    // Leaving with unsaved edits asks first.
    await page.getByRole('link', { name: 'Services' }).first().click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(`${BASE_URL}/dashboard/content`);
    // A bad value is explained where it is.
    const whatsapp = page.getByRole('textbox', { name: 'WhatsApp number', exact: true });
    const whatsappBefore = await whatsapp.inputValue();
    await whatsapp.fill('0501234567');
    await page.getByRole('button', { name: 'Save content' }).click();
    await page.getByText('Use the international format, starting with + (for example +966 55 123 4567)').waitFor();
    await whatsapp.fill(whatsappBefore);
    await page.getByRole('button', { name: 'Save content' }).click();
    await toast(page, 'Site content saved').waitFor();
    await page.getByText('No unsaved changes').waitFor();

    const home = await page.request.get(`${BASE_URL}/`, { headers: { Cookie: 'lang=en' } });
    expect(await home.text()).toContain(changed);

    await subtitle.fill(original);
    await page.getByText('You have unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save content' }).click();
    await page.getByText('No unsaved changes').waitFor();
    expect(await (await page.request.get(`${BASE_URL}/`)).text()).not.toContain(changed);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('changes the language and the theme from the settings screen', async () => {
    const { context, page } = await adminPage();
    await openDashboard(page, '/dashboard/settings');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await toast(page, 'Theme set to Dark').waitFor();
    expect(await page.locator('html').getAttribute('data-color-scheme')).toBe('dark');
    await Promise.all([page.waitForEvent('load'), page.getByRole('radio', { name: 'العربية' }).check()]);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('data-color-scheme')).toBe('dark');
    await page.getByRole('heading', { name: 'الإعدادات' }).waitFor();
    await context.close();
  });

  it("opens the add forms from the overview's quick actions and shows the live system status", async () => {
    const { context, page } = await adminPage();
    await openDashboard(page, '/dashboard');
    await page.locator('[data-part="database"][data-state="up"]').waitFor();
    await page.locator('[data-part="provider"][data-state="up"]').waitFor();
    await page.getByRole('link', { name: 'Add a service' }).click();
    await page.getByRole('dialog', { name: 'Add service' }).waitFor();
    expect(page.url()).toBe(`${BASE_URL}/dashboard/services`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await openDashboard(page, '/dashboard');
    await page.getByRole('link', { name: 'Add an employee' }).click();
    await page.getByRole('dialog', { name: 'Add employee' }).waitFor();
    await context.close();
  });
});

describe('access', () => {
  it('refuses the dashboard to a signed-in client, with the 403 page', async () => {
    const response = await clientPage.goto(`${BASE_URL}/dashboard/services`);
    expect(response?.status()).toBe(403);
    await waitForHydration(clientPage);
    await clientPage.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await clientPage.getByRole('navigation', { name: 'Dashboard navigation' }).count()).toBe(0);
  });
});

const SCREENS = [
  '/dashboard',
  '/dashboard/employees',
  '/dashboard/services',
  '/dashboard/bookings',
  '/dashboard/quotes',
  '/dashboard/rates',
  '/dashboard/messages',
  '/dashboard/normal-users',
  '/dashboard/content',
  '/dashboard/profile',
  '/dashboard/settings',
];
const shotName = (screen: string) => (screen === '/dashboard' ? 'overview' : screen.slice('/dashboard/'.length));

describe('every screen in English and Arabic, light and dark', () => {
  it.each([
    ['en', 'light'],
    ['en', 'dark'],
    ['ar', 'light'],
    ['ar', 'dark'],
  ] as const)('%s %s: renders without console errors or serious accessibility violations', async (language, theme) => {
    const { context, page, problems } = await adminPage({ language, theme });
    for (const screen of SCREENS) {
      await openDashboard(page, screen);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: path.join(SCREENSHOTS, `dashboard-${shotName(screen)}-${language}-${theme}.png`), fullPage: true });
      if (theme === 'light') expect({ screen, violations: await seriousAxeViolations(page) }).toEqual({ screen, violations: [] });
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'ar'] as const)('%s at 390 px: the side navigation is a drawer from the inline start', async (language) => {
    const { context, page } = await adminPage({ language, width: 390 });
    await openDashboard(page, '/dashboard/rates');
    expect(await page.getByRole('navigation', { name: language === 'ar' ? 'تنقّل لوحة التحكم' : 'Dashboard navigation' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: language === 'ar' ? 'فتح قائمة التنقّل' : 'Open navigation' }).click();
    const drawer = page.locator('#dashboard-navigation .MuiDrawer-paper');
    await drawer.waitFor();
    await page.waitForTimeout(400);
    const box = (await drawer.boundingBox())!;
    if (language === 'ar') expect(Math.round(box.x + box.width)).toBe(390);
    else expect(Math.round(box.x)).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, `dashboard-drawer-${language}-390.png`) });
    await drawer.getByRole('link', { name: language === 'ar' ? 'الرسائل' : 'Messages' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard/messages`);
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });
});

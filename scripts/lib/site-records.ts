/**
 * The accounts and records a look at every page needs, made on a built site (startBuiltSite) through
 * its /api as the screens make them: a confirmed client with a booking, a quote and a tax invoice;
 * a partner with a login and that booking assigned; and the links the site e-mailed (confirm e-mail,
 * reset password), read from its outbox. Used by `npm run check:hydration`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Paged } from '../../shared/api/envelope';
import type { SiteContentRecord } from '../../shared/types/site-content';
import type { ServiceAvailability } from '../../shared/types/availability';
import type { User } from '../../shared/types/user';
import { parseEml } from '../../test-support/eml-parse';
import { BENCH_ADMIN, type BuiltSite } from './built-site';
import { type SignInAccount, signInThroughApi } from './staff-sign-in';

/** A signed-in (or not) caller of the site's /api: its session cookie and the site's origin. */
export class ApiCaller {
  cookie: { name: string; value: string } | undefined;
  constructor(private readonly url: string) {}

  async call<T = unknown>(method: string, apiPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${this.url}/api${apiPath}`, {
      method,
      headers: {
        Origin: this.url,
        'Accept-Language': 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookie ? { Cookie: `${this.cookie.name}=${this.cookie.value}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text.slice(0, 500)}`);
    const setCookie = response.headers.get('set-cookie')?.split(';')[0];
    if (setCookie?.includes('=')) {
      const [name, ...value] = setCookie.split('=');
      this.cookie = { name: name!, value: value.join('=') };
    }
    return (text ? (JSON.parse(text) as { result?: T }).result : undefined) as T;
  }

  /** Signs in as the screens do: the password, then a staff account's code step (scripts/lib/staff-sign-in.ts). */
  async signIn(account: SignInAccount): Promise<this> {
    const [name, ...value] = (await signInThroughApi(this.url, account)).split('=');
    this.cookie = { name: name!, value: value.join('=') };
    return this;
  }
}

export interface SiteRecords {
  serviceId: number;
  bookingId: number;
  quoteId: number;
  invoiceId: number;
  blogSlug: string | undefined;
  /** A post's id, for its editor in the dashboard. */
  blogPostId: number | undefined;
  /** Sessions to put in a browser, by role. */
  sessions: { admin: ApiCaller; client: ApiCaller; partner: ApiCaller };
  /**
   * The paths of the links the site e-mailed, as a reader opens them. A confirmation link works once
   * (the next visit shows it spent), so each visit asks for a new one: a newcomer's.
   */
  links: { newConfirmEmail: () => Promise<string>; newConfirmEmailChange: () => Promise<string>; resetPassword: string };
}

const PASSWORD = 'Check#2026hydration';

/** Waits for the newest mail to `to` with a link to `pagePath` in the site's outbox; answers the link's path and query. */
async function linkInOutbox(site: BuiltSite, to: string, pagePath: string): Promise<string> {
  const dir = path.join(site.dataDir, 'outbox');
  for (let tries = 0; tries < 120; tries++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.eml')) : [];
    for (const file of files.sort().reverse()) {
      const mail = parseEml(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (!mail.to.includes(to)) continue;
      const text = mail.parts.find((part) => part.contentType.toLowerCase().startsWith('text/plain'))?.body ?? '';
      const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === pagePath);
      if (link) return `${new URL(link).pathname}${new URL(link).search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link to ${pagePath} in ${dir}`);
}

/** A list's rows, whether it was answered whole or as a page. */
const itemsOf = <T>(list: Paged<T> | T[]): T[] => (Array.isArray(list) ? list : list.items);

let registrations = 0;

/** A client registered through /api (not yet confirmed); answers the address. */
async function register(site: BuiltSite, fullName: string): Promise<string> {
  registrations += 1;
  const email = `hydration-${Date.now()}-${registrations}@check.test`;
  await new ApiCaller(site.url).call('POST', '/Auth/register', {
    fullName,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNumber: '+966501234567',
    typeUser: 3,
    startDate: new Date().toISOString().slice(0, 10),
    // The versions the migration publishes first (docs/privacy.md): the check publishes no other.
    acceptedPrivacyVersion: 1,
    acceptedTermsVersion: 1,
  });
  return email;
}

/** Confirms an account with the token of the link the site e-mailed it. */
async function confirm(site: BuiltSite, email: string): Promise<void> {
  const token = new URLSearchParams((await linkInOutbox(site, email, '/confirm-email')).split('?')[1]).get('token');
  await new ApiCaller(site.url).call('POST', '/Auth/confirm-email', { email, token });
}

export async function makeSiteRecords(site: BuiltSite): Promise<SiteRecords> {
  const admin = await new ApiCaller(site.url).signIn(BENCH_ADMIN);
  const services = await admin.call<Array<{ id: number; price: number }>>('GET', '/Services');
  const service = services[0];
  if (!service) throw new Error('The site has no service');
  const posts = await admin.call<Paged<{ id: number; slug: string }> | Array<{ id: number; slug: string }>>('GET', '/Blog/posts');
  const firstPost = itemsOf(posts)[0];
  const blogSlug = firstPost?.slug;

  // The client: registered, confirmed, signed in; a booking priced, accepted, completed and invoiced.
  const clientEmail = await register(site, 'Maha Al-Zahrani');
  await confirm(site, clientEmail);
  const client = await new ApiCaller(site.url).signIn({ email: clientEmail, password: PASSWORD });
  // A free slot a week or more ahead, in the company's hours (so a partner can take it).
  const saudiDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);
  const availability = await client.call<ServiceAvailability>(
    'GET',
    `/Availability/services/${service.id}/slots?from=${saudiDate(Date.now() + 7 * 86_400_000)}&to=${saudiDate(Date.now() + 37 * 86_400_000)}`,
  );
  const slot = availability.days.flatMap((day) => day.slots).find((free) => free.remaining > 0)?.startsAt;
  if (!slot) throw new Error('No free slot in the month ahead');
  const booking = await client.call<{ id: number }>('POST', '/DemandeDeService/create', {
    priorite: 'medium',
    preferedContactMethode: 'email',
    description: 'Front garden with drip irrigation and night lighting',
    preferedDateAndTime: slot,
    slotStartsAt: slot,
    location: 'Jeddah, Al Rawdah',
    budget: service.price,
    clientId: 0,
    demandeDeServiceItems: [{ isAdditionalService: false, serviceId: service.id }],
  });
  await client.call('PUT', `/DemandeDeService/${booking.id}/address`, {
    city: 'jeddah',
    district: 'Al Rawdah',
    street: 'Prince Sultan St',
    buildingNumber: '2154',
    additionalNumber: '7788',
    postalCode: '23435',
    note: 'Gate 2',
    mapUrl: 'https://maps.example/jeddah',
  });
  await client.call('POST', `/DemandeDeService/${booking.id}/messages`, { body: 'Is Thursday morning possible?' });
  const quote = await admin.call<{ id: number }>('POST', '/Quotes/create', {
    requestId: booking.id,
    clientName: 'Maha Al-Zahrani',
    clientEmail,
    clientPhone: '0501234567',
    validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    items: [
      { name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 8500 },
      { name: 'Site visit', arabicName: 'زيارة الموقع', quantity: 2, unitPrice: 150.25 },
    ],
  });
  await client.call('PATCH', `/Quotes/accept/${quote.id}`);
  await admin.call('PATCH', `/DemandeDeService/update-status/${booking.id}`, { status: 'in_progress' });

  // The partner: a login from the invitation, the booking assigned to it.
  const partner = await admin.call<{ id: number }>('POST', '/Partners/create-partner', {
    id: 0,
    name: 'Cool Air Co',
    arabicName: 'شركة الهواء البارد',
    location: 'Jeddah',
    arabicLocation: 'جدة',
    description: 'Air conditioning',
    arabicDescription: 'تكييف',
    serviceId: service.id,
  });
  await admin.call('PUT', `/Partners/${partner.id}/availability`, { cities: ['jeddah'], workingDays: null, daysOff: [] });
  const partnerEmail = `hydration-partner-${Date.now()}@check.test`;
  await admin.call('POST', `/Partners/${partner.id}/account`, { email: partnerEmail, phone: '+966551234570', notifyChannel: 'email' });
  const invitation = new URLSearchParams((await linkInOutbox(site, partnerEmail, '/reset-password')).split('?')[1]);
  await new ApiCaller(site.url).call('POST', '/Auth/reset-password', {
    email: partnerEmail,
    token: invitation.get('token'),
    newPassword: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await admin.call('POST', `/DemandeDeService/${booking.id}/assignments`, { partnerId: partner.id });
  const partnerSession = await new ApiCaller(site.url).signIn({ email: partnerEmail, password: PASSWORD });

  await admin.call('PATCH', `/DemandeDeService/update-status/${booking.id}`, { status: 'completed' });
  // Invoices need the company's VAT number (the content screen's).
  const { updatedAt: _updatedAt, workingHours: _workingHours, ...content } = await admin.call<SiteContentRecord>('GET', '/Content');
  await admin.call('PUT', '/Content', { ...content, invoicing: { ...content.invoicing, vatNumber: '310122393500003' } });
  const invoice = await admin.call<{ id: number }>('POST', '/Invoices/create', { bookingId: booking.id });

  // The links a reader opens from a mail: another client's confirmation, the first client's reset.
  const newConfirmEmail = async () => linkInOutbox(site, await register(site, 'نورة القحطاني'), '/confirm-email');
  await new ApiCaller(site.url).call('POST', '/Auth/send-reset-password-email', { email: clientEmail });
  const resetPassword = await linkInOutbox(site, clientEmail, '/reset-password');
  // The link an e-mail change sends to the new address: an admin moves a client of its own to a new
  // address (no password asked), once per visit, as a confirmation link works once.
  const moverEmail = await register(site, 'Faisal Al-Harbi');
  await confirm(site, moverEmail);
  const [mover] = itemsOf(await admin.call<Paged<User> | User[]>('GET', `/User/get-all-users?search=${encodeURIComponent(moverEmail)}`));
  if (!mover) throw new Error(`The admin does not find ${moverEmail}`);
  let moves = 0;
  const newConfirmEmailChange = async () => {
    moves += 1;
    const newEmail = `hydration-moved-${Date.now()}-${moves}@check.test`;
    const { id, fullName, phoneNumber, typeUser, startDate } = await admin.call<User>('GET', `/User/get-user/${mover.id}`);
    await admin.call('PUT', `/User/update-user/${id}`, { id, fullName, email: newEmail, phoneNumber, typeUser, startDate });
    return linkInOutbox(site, newEmail, '/confirm-email-change');
  };

  return {
    serviceId: service.id,
    bookingId: booking.id,
    quoteId: quote.id,
    invoiceId: invoice.id,
    blogSlug,
    blogPostId: firstPost?.id,
    sessions: { admin, client, partner: partnerSession },
    links: { newConfirmEmail, newConfirmEmailChange, resetPassword },
  };
}

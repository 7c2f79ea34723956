import { strFromU8, unzipSync } from 'fflate';
import type { Response } from 'supertest';
import { bookingPayload, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, STRONG_PASSWORD, uniqueEmail, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { anonymisedName } from '../users/anonymise';

const DAY_MS = 86_400_000;

/** A supertest answer's body as raw bytes (a ZIP). */
const binary = (res: Response) => res.body as Buffer;
const asBuffer = (req: ReturnType<ReturnType<TestProvider['http']>['get']>) =>
  req.buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Reem Consent',
  email,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  phoneNumber: '0501234567',
  typeUser: 1,
  acceptedPrivacyVersion: 1,
  acceptedTermsVersion: 1,
  ...overrides,
});

describeEachDialect('Privacy', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let service: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Privacy Admin' });
    client = await p.user({ fullName: 'Other Client' });
    service = await createTestService(p, admin, 'Privacy cleaning');
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER });
  });

  describe('policies', () => {
    it('serves version 1 of each policy to anyone, in both languages, and 404 for an unknown kind or version', async () => {
      for (const kind of ['privacy', 'terms']) {
        const res = await p.http().get(`/Policies/${kind}`);
        expect(res.status).toBe(200);
        expect(res.body.result).toMatchObject({
          kind,
          version: 1,
          bodyEn: expect.stringMatching(/\w/),
          bodyAr: expect.stringMatching(/[\u0600-\u06FF]/),
          publishedAt: expect.any(String),
        });
      }
      expect((await p.http().get('/Policies/cookies')).status).toBe(404);
      expect((await p.http().get('/Policies/privacy/versions/99')).status).toBe(404);
      expect((await p.http().get('/Policies/privacy/versions/x')).status).toBe(404);
    });

    it('lets only an admin publish a version; earlier ones are kept with their date, and the change is audited', async () => {
      const text = { kind: 'terms', bodyEn: 'Terms, second edition.', bodyAr: 'الشروط، الإصدار الثاني.' };
      expect((await p.http().post('/Policies').send(text)).status).toBe(401);
      expect((await p.http().post('/Policies').set(bearer(client.token)).send(text)).status).toBe(403);
      const blank = await p.http().post('/Policies').set(bearer(admin.token)).set('Accept-Language', 'ar').send({ kind: 'terms', bodyEn: ' ', bodyAr: '' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({ bodyEn: ['اكتب نص السياسة'], bodyAr: ['اكتب نص السياسة'] });
      const published = await p.http().post('/Policies').set(bearer(admin.token)).send(text);
      expect(published.status).toBe(201);
      expect(published.body.result).toMatchObject({ version: 2, ...text });
      expect((await p.http().get('/Policies/terms')).body.result.version).toBe(2);
      const versions = (await p.http().get('/Policies/terms/versions')).body.result as { version: number; publishedAt: string }[];
      expect(versions.map((v) => v.version)).toEqual([2, 1]);
      expect((await p.http().get('/Policies/terms/versions/1')).body.result.bodyEn).not.toBe(text.bodyEn);
      const audit = (await p.http().get('/Audit?page=1&action=privacy.policy').set(bearer(admin.token))).body.result;
      expect(audit.items[0]).toMatchObject({
        action: 'privacy.policy',
        entity: 'privacy',
        before: { terms: { version: 1 } },
        after: { terms: { version: 2 } },
      });
    });
  });

  describe('consent', () => {
    it('records the versions accepted at registration, and the separate marketing opt-in', async () => {
      const email = uniqueEmail('consent');
      const terms = (await p.http().get('/Policies/terms')).body.result.version as number;
      const res = await p
        .http()
        .post('/Auth/register')
        .send(registration(email, { acceptedTermsVersion: terms, marketingOptIn: true }));
      expect(res.status).toBe(201);
      const user = await p.db.selectFrom('users').select(['id', 'marketing_opt_in_at']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(user.marketing_opt_in_at).toBeInstanceOf(Date);
      const consents = await p.db.selectFrom('consents').select(['kind', 'version', 'context']).where('user_id', '=', user.id).orderBy('kind').execute();
      expect(consents).toEqual([
        { kind: 'privacy', version: 1, context: 'registration' },
        { kind: 'terms', version: terms, context: 'registration' },
      ]);
    });

    it('refuses a registration without the policies, or with a version no longer in force, and creates no account', async () => {
      const email = uniqueEmail('refused');
      const missing = await p
        .http()
        .post('/Auth/register')
        .send(registration(email, { acceptedPrivacyVersion: undefined, acceptedTermsVersion: undefined }));
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({
        acceptedPrivacyVersion: ['Please accept the privacy policy'],
        acceptedTermsVersion: ['Please accept the terms of use'],
      });
      await p.http().post('/Policies').set(bearer(admin.token)).send({ kind: 'privacy', bodyEn: 'Privacy v2', bodyAr: 'الخصوصية 2' });
      const stale = await p
        .http()
        .post('/Auth/register')
        .set('Accept-Language', 'ar')
        .send(registration(email, { acceptedTermsVersion: 2 }));
      expect(stale.status).toBe(400);
      expect(stale.body.errors).toEqual({ acceptedPrivacyVersion: ['تغيّرت السياسة للتو: يُرجى قراءة الإصدار الجديد وقبوله من جديد'] });
      expect(await p.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    });

    it('records the version a booking accepted, and refuses one no longer in force', async () => {
      const privacy = (await p.http().get('/Policies/privacy')).body.result.version as number;
      const booked = await p
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(client.token))
        .send(bookingPayload(service, { acceptedPrivacyVersion: privacy }));
      expect(booked.status).toBe(201);
      const mine = (await p.http().get('/Privacy/me').set(bearer(client.token))).body.result;
      expect(mine.consents).toEqual([{ kind: 'privacy', version: privacy, context: 'booking', acceptedAt: expect.any(String) }]);
      const stale = await p
        .http()
        .post('/DemandeDeService/create')
        .set(bearer(client.token))
        .send(bookingPayload(service, { acceptedPrivacyVersion: privacy - 1 }));
      expect(stale.status).toBe(400);
      expect(stale.body.errors).toEqual({ acceptedPrivacyVersion: [expect.stringContaining('policy has just changed')] });
      await p.settle();
    });

    it('lets a person opt in to marketing and withdraw, for their own account only', async () => {
      expect((await p.http().put('/Privacy/marketing').send({ optIn: true })).status).toBe(401);
      expect((await p.http().put('/Privacy/marketing').set(bearer(client.token)).send({ optIn: 'maybe' })).status).toBe(400);
      const on = await p.http().put('/Privacy/marketing').set(bearer(client.token)).send({ optIn: true });
      expect(on.status).toBe(200);
      expect(on.body.result.marketingOptInAt).toEqual(expect.any(String));
      const off = await p.http().put('/Privacy/marketing').set(bearer(client.token)).send({ optIn: false });
      expect(off.body.result.marketingOptInAt).toBeNull();
      expect((await p.http().get('/Privacy/me')).status).toBe(401);
    });
  });

  describe("the person's rights", () => {
    it('exports everything held about the caller as a ZIP: data.json with bookings, quotes and invoices, and their PDFs', async () => {
      const owner = await p.user({ fullName: 'Zip Owner' });
      const { bookingId, quoteId } = await createQuotedBooking(p, admin, owner, service, { complete: true });
      const invoice = (await p.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId })).body.result as {
        id: number;
        invoiceNumber: string;
      };
      expect((await p.http().get('/Privacy/export')).status).toBe(401);
      const res = await asBuffer(p.http().get('/Privacy/export').set(bearer(owner.token)).set('Accept-Language', 'ar'));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      const files = unzipSync(new Uint8Array(binary(res)));
      const data = JSON.parse(strFromU8(files['data.json']!));
      expect(data.account).toMatchObject({ id: owner.id, fullName: 'Zip Owner', email: owner.email });
      expect(data.bookings.map((b: { id: number }) => b.id)).toEqual([bookingId]);
      expect(data.quotes.map((q: { id: number }) => q.id)).toEqual([quoteId]);
      expect(data.invoices.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
      const pdfs = Object.keys(files).filter((name) => name.endsWith('.pdf'));
      expect(pdfs).toEqual([expect.stringMatching(/^quotes\/.+-ar\.pdf$/), `invoices/${invoice.invoiceNumber}.pdf`]);
      for (const name of pdfs) expect(strFromU8(files[name]!.slice(0, 5))).toBe('%PDF-');
      // Nobody else's records, and the export is tracked as a request answered at once.
      expect(JSON.stringify(data)).not.toContain('Other Client');
      const requests = (await p.http().get('/Privacy/requests?page=1&state=done').set(bearer(admin.token))).body.result.items;
      expect(requests).toContainEqual(expect.objectContaining({ kind: 'export', userId: owner.id, state: 'done', handledById: owner.id }));
    });

    it('takes one deletion request at a time from a person, due 30 days later, and refuses bad ones', async () => {
      const person = await p.user({ fullName: 'Twice Asker' });
      const first = await p.http().post('/Privacy/requests').set(bearer(person.token)).send({ kind: 'deletion', details: 'Please delete me' });
      expect(first.status).toBe(201);
      const { receivedAt, dueAt } = first.body.result as { receivedAt: string; dueAt: string };
      expect(Date.parse(dueAt) - Date.parse(receivedAt)).toBe(30 * DAY_MS);
      expect((await p.http().post('/Privacy/requests').set(bearer(person.token)).send({ kind: 'deletion' })).status).toBe(409);
      expect((await p.http().post('/Privacy/requests').set(bearer(person.token)).send({ kind: 'export' })).status).toBe(400);
      expect((await p.http().post('/Privacy/requests').send({ kind: 'deletion' })).status).toBe(401);
      expect((await p.http().get('/Privacy/me').set(bearer(person.token))).body.result.openRequests).toEqual([
        expect.objectContaining({ kind: 'deletion', state: 'open' }),
      ]);
    });

    it('keeps the queue to admins, logs requests received by e-mail, and shows overdue ones', async () => {
      expect((await p.http().get('/Privacy/requests').set(bearer(client.token))).status).toBe(403);
      expect((await p.http().post('/Privacy/requests/logged').set(bearer(client.token)).send({ kind: 'other', requester: 'x' })).status).toBe(403);
      expect((await p.http().post('/Privacy/requests/logged').set(bearer(admin.token)).send({ kind: 'other', requester: ' ' })).body.errors).toEqual({
        requester: ['Write who sent the request'],
      });
      const tomorrow = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
      expect(
        (await p.http().post('/Privacy/requests/logged').set(bearer(admin.token)).send({ kind: 'other', requester: 'A', receivedOn: tomorrow })).status,
      ).toBe(400);
      expect((await p.http().post('/Privacy/requests/logged').set(bearer(admin.token)).send({ kind: 'other', requester: 'A', userId: 999_999 })).status).toBe(
        400,
      );
      const before = (await p.http().get('/Privacy/requests/overdue-count').set(bearer(admin.token))).body.result.count as number;
      const old = new Date(Date.now() - 40 * DAY_MS).toISOString().slice(0, 10);
      const logged = await p
        .http()
        .post('/Privacy/requests/logged')
        .set(bearer(admin.token))
        .send({ kind: 'correction', requester: 'Mail Sender <mail.sender@example.com>', details: 'Wrong phone', receivedOn: old });
      expect(logged.status).toBe(201);
      expect(logged.body.result).toMatchObject({ source: 'email', state: 'open', overdue: true, requester: 'Mail Sender <mail.sender@example.com>' });
      expect((await p.http().get('/Privacy/requests/overdue-count').set(bearer(admin.token))).body.result.count).toBe(before + 1);
      const overdue = (await p.http().get('/Privacy/requests?page=1&overdue=true').set(bearer(admin.token))).body.result.items as { id: number }[];
      expect(overdue.map((r) => r.id)).toContain(logged.body.result.id);
      // Refusing needs a reason; closing twice is refused.
      const id = logged.body.result.id as number;
      expect((await p.http().patch(`/Privacy/requests/${id}`).set(bearer(admin.token)).send({ state: 'refused' })).body.errors).toEqual({
        note: ['Say why the request is refused'],
      });
      const refused = await p.http().patch(`/Privacy/requests/${id}`).set(bearer(admin.token)).send({ state: 'refused', note: 'Not the account holder' });
      expect(refused.body.result).toMatchObject({ state: 'refused', handledById: admin.id, handledByName: 'Privacy Admin', overdue: false });
      expect((await p.http().patch(`/Privacy/requests/${id}`).set(bearer(admin.token)).send({ state: 'done' })).status).toBe(409);
      expect((await p.http().patch('/Privacy/requests/999999').set(bearer(admin.token)).send({ state: 'done' })).status).toBe(404);
      const noAccount = await p.http().post('/Privacy/requests/logged').set(bearer(admin.token)).send({ kind: 'deletion', requester: 'Unknown person' });
      expect((await p.http().patch(`/Privacy/requests/${noAccount.body.result.id}`).set(bearer(admin.token)).send({ state: 'done' })).status).toBe(409);
      const otherAdmin = await p.user({ role: 'Admin' });
      const adminRequest = await p
        .http()
        .post('/Privacy/requests/logged')
        .set(bearer(admin.token))
        .send({ kind: 'deletion', requester: 'An admin', userId: otherAdmin.id });
      expect((await p.http().patch(`/Privacy/requests/${adminRequest.body.result.id}`).set(bearer(admin.token)).send({ state: 'done' })).status).toBe(409);
      // Nor any other staff account (issue 28 item 6): made a client first, then erased.
      for (const role of ['Staff', 'Accountant'] as const) {
        const member = await p.user({ role });
        const asked = await p.http().post('/Privacy/requests/logged').set(bearer(admin.token)).send({ kind: 'deletion', requester: role, userId: member.id });
        const refused = await p.http().patch(`/Privacy/requests/${asked.body.result.id}`).set(bearer(admin.token)).send({ state: 'done' });
        expect([role, refused.status, refused.body.message]).toEqual([
          role,
          409,
          'A staff account cannot be deleted through a data request: make it a client first',
        ]);
      }
      // The queue and the schedule are the Admin's: a Staff member and an Accountant are refused.
      for (const role of ['Staff', 'Accountant'] as const) {
        const member = await p.user({ role });
        for (const path of ['/Privacy/requests', '/Privacy/retention'])
          expect([role, path, (await p.http().get(path).set(bearer(member.token))).status]).toEqual([role, path, 403]);
      }
    });

    it('erases the person when their deletion is done: nowhere by name, sessions ended, invoice kept, and told by e-mail', async () => {
      const person = await p.user({ fullName: 'Huda Erased' });
      const { bookingId } = await createQuotedBooking(p, admin, person, service, { complete: true });
      const invoice = (await p.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId })).body.result as {
        id: number;
        invoiceNumber: string;
      };
      await p.http().post(`/DemandeDeService/${bookingId}/messages`).set(bearer(person.token)).send({ body: 'Hello from Huda' });
      // What they wrote about themselves and where they live.
      await p.db
        .updateTable('bookings')
        .set({
          description: `Ask for Huda Erased (or just huda) at ${person.email}, gate code 4411.`,
          address_city: 'jeddah',
          address_district: 'Al Rawdah',
          address_street: 'Prince Sultan Road',
          address_building_number: '7781',
          address_postal_code: '23435',
          address_note: 'The villa of Huda Erased',
          map_url: 'https://maps.example.com/?q=21.5,39.2',
        })
        .where('id', '=', bookingId)
        .execute();
      // An admin edit of the person's profile copies them into the audit log.
      await p.http().patch(`/User/set-type/${person.id}`).set(bearer(admin.token)).send({ typeUser: 1 });
      await p
        .http()
        .post('/ContactUs/create-message')
        .send({ name: 'Huda Erased', email: person.email, phone: '0501112233', subject: 'Hi', description: 'A question' });
      await p.settle();
      const asked = await p.http().post('/Privacy/requests').set(bearer(person.token)).send({ kind: 'deletion' });
      const queue = (await p.http().get('/Privacy/requests?page=1&state=open').set(bearer(admin.token))).body.result.items;
      expect(queue).toContainEqual(
        expect.objectContaining({ id: asked.body.result.id, requester: `Huda Erased <${person.email}>`, dueAt: asked.body.result.dueAt }),
      );
      const sentBefore = p.mail.length;
      const done = await p.http().patch(`/Privacy/requests/${asked.body.result.id}`).set(bearer(admin.token)).send({ state: 'done' });
      expect(done.status).toBe(200);
      expect(done.body.result).toMatchObject({ state: 'done', handledById: admin.id, requester: expect.not.stringContaining('Huda') });
      // Told at the address they had, in both languages.
      const told = p.mail.slice(sentBefore).find((m) => m.to === person.email);
      expect(told?.subject).toContain('Your account has been deleted');
      expect(told?.subject).toContain('حُذف حسابك');
      expect(told?.text).toContain('حذفنا حسابك');
      // Every session ended.
      expect((await p.http().get('/Privacy/me').set(bearer(person.token))).status).toBe(401);
      // The name is nowhere an admin looks.
      const label = anonymisedName(person.id);
      const look = async (path: string) =>
        JSON.stringify((await p.http().get(path).set(bearer(admin.token))).body) + (await p.http().get(path).set(bearer(admin.token))).text;
      for (const path of [
        '/User/get-all-users?page=1&pageSize=100&archived=true',
        '/User/export',
        '/Audit?page=1&pageSize=100',
        '/ContactUs/get-all',
        '/Quotes/export',
        '/Invoices/export',
        `/DemandeDeService/${bookingId}/messages`,
      ]) {
        const text = await look(path);
        expect({ path, hasName: text.includes('Huda Erased'), hasEmail: text.includes(person.email) }).toEqual({ path, hasName: false, hasEmail: false });
      }
      expect(await look(`/DemandeDeService/${bookingId}/messages`)).toContain(label);
      expect(await look(`/DemandeDeService/${bookingId}/messages`)).not.toMatch(/huda/i);
      // Their words keep their meaning without them; the address keeps only its city and district.
      expect(
        await p.db
          .selectFrom('bookings')
          .select([
            'description',
            'address_city',
            'address_district',
            'address_street',
            'address_building_number',
            'address_postal_code',
            'address_note',
            'map_url',
          ])
          .where('id', '=', bookingId)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        description: `Ask for ${label} (or just ${label}) at anonymised-${person.id}@anonymised.invalid, gate code 4411.`,
        address_city: 'jeddah',
        address_district: 'Al Rawdah',
        address_street: null,
        address_building_number: null,
        address_postal_code: null,
        address_note: null,
        map_url: null,
      });
      const outbox = await p.db.selectFrom('job_outbox').select('payload').execute();
      expect(JSON.stringify(outbox)).not.toMatch(/Huda Erased|huda/i);
      expect(JSON.stringify(outbox)).not.toContain(person.email);
      // The invoice stays for the admin, with the minimum identity (a simplified invoice: none).
      const kept = await p.http().get(`/Invoices/${invoice.id}`).set(bearer(admin.token));
      expect(kept.body.result).toMatchObject({ invoiceNumber: invoice.invoiceNumber, clientName: label, clientEmail: '', clientPhone: '' });
      expect((await p.http().get(`/Invoices/${invoice.id}/pdf`).set(bearer(admin.token))).status).toBe(200);
    });
  });

  describe('retention', () => {
    it('keeps the schedule to admins and refuses values out of range', async () => {
      expect((await p.http().get('/Privacy/retention').set(bearer(client.token))).status).toBe(403);
      expect((await p.http().get('/Privacy/retention').set(bearer(admin.token))).body.result).toEqual({
        contactMessageMonths: 24,
        unconfirmedAccountDays: 30,
        auditPersonalMonths: 72,
      });
      const bad = await p
        .http()
        .put('/Privacy/retention')
        .set(bearer(admin.token))
        .send({ contactMessageMonths: 0, unconfirmedAccountDays: 'x', auditPersonalMonths: 24 });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['contactMessageMonths', 'unconfirmedAccountDays']);
      expect((await p.http().post('/Privacy/retention/run').set(bearer(client.token))).status).toBe(403);
    });

    it('deletes old contact messages and never-confirmed accounts, strips old audit entries, and logs the run', async () => {
      const saved = await p
        .http()
        .put('/Privacy/retention')
        .set(bearer(admin.token))
        .send({ contactMessageMonths: 12, unconfirmedAccountDays: 10, auditPersonalMonths: 36 });
      expect(saved.status).toBe(200);
      const longAgo = new Date(Date.now() - 400 * DAY_MS);
      const old = await p.db
        .insertInto('contact_messages')
        .values({
          name: 'Old Sender',
          email: 'old.sender@example.com',
          phone: '',
          subject: 's',
          description: 'd',
          priorite: '',
          prefered_contact_methode: '',
          created_at: longAgo,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const unconfirmed = await p.user({ confirmed: false, fullName: 'Never Confirmed' });
      await p.db
        .updateTable('users')
        .set({ created_at: longAgo } as never)
        .where('id', '=', unconfirmed.id)
        .execute();
      const fresh = await p.user({ confirmed: false });
      const entry = await p.db
        .insertInto('audit_log')
        .values({
          actor_id: admin.id,
          actor_name: 'Privacy Admin',
          actor_email: admin.email,
          action: 'user.update',
          entity: 'user',
          entity_id: client.id,
          before: '{"fullName":"Old Name"}',
          after: null,
          request_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await p.db
        .updateTable('audit_log')
        .set({ at: new Date(Date.now() - 4 * 365 * DAY_MS) } as never)
        .where('id', '=', entry.id)
        .execute();
      const run = await p.http().post('/Privacy/retention/run').set(bearer(admin.token));
      expect(run.status).toBe(200);
      expect(run.body.result).toMatchObject({ contactMessages: 1, unconfirmedAccounts: 1, auditEntries: 1 });
      expect(await p.db.selectFrom('contact_messages').select('id').where('id', '=', old.id).executeTakeFirst()).toBeUndefined();
      expect(await p.db.selectFrom('users').select('id').where('id', '=', unconfirmed.id).executeTakeFirst()).toBeUndefined();
      expect(await p.db.selectFrom('users').select('id').where('id', '=', fresh.id).executeTakeFirst()).toBeDefined();
      const stripped = await p.db.selectFrom('audit_log').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
      expect(stripped).toMatchObject({ actor_id: admin.id, actor_name: `#${admin.id}`, actor_email: '', action: 'user.update', before: null });
      const logged = (await p.http().get('/Audit?page=1&action=privacy.retention').set(bearer(admin.token))).body.result.items;
      expect(logged[0]).toMatchObject({ actorId: null, after: { removed: { contactMessages: 1, unconfirmedAccounts: 1, auditEntries: 1 } } });
      // A second run finds nothing more, and writes nothing.
      expect((await p.http().post('/Privacy/retention/run').set(bearer(admin.token))).body.result).toEqual({
        contactMessages: 0,
        unconfirmedAccounts: 0,
        auditEntries: 0,
      });
    });
  });
});

import pino from 'pino';
import { bearer, describeEachDialect, TINY_PDF, TINY_PNG, type TestProvider, type TestUser } from '../test-support/harness';
import { createTestBooking, createTestService } from '../test-support/fixtures';
import { assignTestPartner, createTestPartner, type TestPartner } from '../test-support/partner-account';
import { DAY_MS } from '../../shared/job-progress/completion';
import type { NotifyRequest } from '../notifications/notification';
import { AUTO_COMPLETE_JOB, completeItself } from './auto-complete';

/** Issue 27 items 4-5: the partner's steps on a job, its photos and checklist, and the client's sign-off. */
describeEachDialect('Job progress', (provider) => {
  let admin: TestUser;
  let client: TestUser;
  let otherClient: TestUser;
  let partner: TestPartner;
  let stranger: TestPartner;
  let serviceId: number;

  const http = () => provider().http();
  const as = (user: { token: string }) => bearer(user.token);
  const job = (id: number, path = '') => `/PartnerPortal/jobs/${id}${path}`;
  const step = (user: { token: string }, id: number, body: Record<string, unknown>, language = 'en') =>
    http().post(job(id, '/progress')).set(as(user)).set('Accept-Language', language).send(body);
  const confirmInProgress = async (bookingId: number) => {
    const res = await http().patch(`/DemandeDeService/update-status/${bookingId}`).set(as(admin)).send({ status: 'in_progress' });
    expect(res.status).toBe(200);
  };
  /** A booking of the client with the partner assigned, confirmed (in progress) unless told otherwise. */
  const bookedJob = async (options: { confirmed?: boolean; status?: 'assigned' | 'accepted' | 'on_the_way' | 'started' } = {}) => {
    const bookingId = await createTestBooking(provider(), client, serviceId);
    if (options.confirmed !== false) await confirmInProgress(bookingId);
    const assignmentId = await assignTestPartner(provider(), bookingId, partner.partnerId, { status: options.status, assignedBy: admin.id });
    return { bookingId, assignmentId };
  };
  const finish = async (assignmentId: number) => {
    for (const status of ['accepted', 'on_the_way', 'started', 'done']) expect((await step(partner, assignmentId, { status })).status).toBe(200);
  };
  const mailTo = async (p: TestProvider, email: string, from: number) => {
    await p.settle();
    return p.mail.slice(from).filter((m) => m.to === email);
  };

  beforeAll(async () => {
    const p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Noura Client' });
    otherClient = await p.user();
    serviceId = await createTestService(p, admin, 'AC maintenance');
    partner = await createTestPartner(p, { serviceId, name: 'Cool Air Co', arabicName: 'شركة الهواء البارد' });
    stranger = await createTestPartner(p, { serviceId, name: 'Other Partner' });
  });

  describe("a service's checklist (admins)", () => {
    it('is written whole, in both languages, keeping unchanged items and archiving those left out', async () => {
      const url = `/Services/${serviceId}/checklist`;
      const first = await http()
        .put(url)
        .set(as(admin))
        .send({
          items: [
            { labelEn: 'Filters cleaned', labelAr: 'تنظيف الفلاتر' },
            { labelEn: 'Gas checked', labelAr: 'فحص الغاز' },
          ],
        });
      expect(first.status).toBe(200);
      expect(first.body.result.map((i: { labelEn: string }) => i.labelEn)).toEqual(['Filters cleaned', 'Gas checked']);
      const kept = first.body.result[0].id;
      const second = await http()
        .put(url)
        .set(as(admin))
        .send({
          items: [
            { labelEn: 'Filters cleaned', labelAr: 'تنظيف الفلاتر' },
            { labelEn: 'Drain flushed', labelAr: 'تنظيف التصريف' },
          ],
        });
      expect(second.status).toBe(200);
      expect(second.body.result[0].id).toBe(kept);
      expect(second.body.result.map((i: { labelAr: string }) => i.labelAr)).toEqual(['تنظيف الفلاتر', 'تنظيف التصريف']);
      const archived = await provider().db.selectFrom('service_checklist_items').select('label_en').where('archived_at', 'is not', null).execute();
      expect(archived.map((r) => r.label_en)).toContain('Gas checked');
      const read = await http().get(url).set(as(admin));
      expect(read.status).toBe(200);
      expect(read.body.result).toHaveLength(2);
    });

    it('refuses a label in one language only, strangers, and unknown services', async () => {
      const url = `/Services/${serviceId}/checklist`;
      const bad = await http()
        .put(url)
        .set(as(admin))
        .send({ items: [{ labelEn: 'Only English', labelAr: '' }] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors['items[0].labelAr']).toBeDefined();
      expect((await http().put(url).send({ items: [] })).status).toBe(401);
      expect((await http().put(url).set(as(client)).send({ items: [] })).status).toBe(403);
      expect((await http().get(url).set(as(partner))).status).toBe(403);
      expect((await http().put('/Services/999999/checklist').set(as(admin)).send({ items: [] })).status).toBe(404);
    });
  });

  describe("the partner's steps", () => {
    it('lists the partner their jobs with the address and the client to call, and no one else', async () => {
      const { assignmentId, bookingId } = await bookedJob();
      const res = await http().get('/PartnerPortal/jobs').set(as(partner));
      expect(res.status).toBe(200);
      const mine = res.body.result.find((j: { assignmentId: number }) => j.assignmentId === assignmentId);
      expect(mine).toMatchObject({ bookingId, status: 'assigned', nextStep: 'accepted', partnerName: 'Cool Air Co' });
      expect(mine.booking).toMatchObject({ id: bookingId, clientName: 'Noura Client', location: 'Al Khobar, Al Rakah district' });
      expect(mine.booking.clientPhone).toEqual(expect.any(String));
      expect(mine.checklist.map((i: { labelEn: string }) => i.labelEn)).toEqual(['Filters cleaned', 'Drain flushed']);
      const theirs = await http().get('/PartnerPortal/jobs').set(as(stranger));
      expect(theirs.body.result.map((j: { assignmentId: number }) => j.assignmentId)).not.toContain(assignmentId);
      expect((await http().get('/PartnerPortal/jobs')).status).toBe(401);
      expect((await http().get('/PartnerPortal/jobs').set(as(client))).status).toBe(403);
      expect((await http().get('/PartnerPortal/jobs').set(as(admin))).status).toBe(403);
    });

    it('refuses another partner every route of a job (403), and an unknown job (404)', async () => {
      const { assignmentId } = await bookedJob({ status: 'started' });
      expect((await http().get(job(assignmentId)).set(as(stranger))).status).toBe(403);
      expect((await step(stranger, assignmentId, { status: 'done' })).status).toBe(403);
      expect((await http().post(job(assignmentId, '/photos')).set(as(stranger)).attach('files', TINY_PNG, 'a.png')).status).toBe(403);
      expect((await http().put(job(assignmentId, '/checklist/1')).set(as(stranger)).send({ ticked: true })).status).toBe(403);
      expect((await http().get(job(999999)).set(as(partner))).status).toBe(404);
      expect((await step(partner, 999999, { status: 'accepted' })).status).toBe(404);
      expect((await step(client, assignmentId, { status: 'done' })).status).toBe(403);
      // Nothing moved.
      expect((await http().get(job(assignmentId)).set(as(partner))).body.result.status).toBe('started');
    });

    it('goes one step at a time, refusing a skipped step with a message in both languages (409)', async () => {
      const { assignmentId } = await bookedJob();
      const skipped = await step(partner, assignmentId, { status: 'started' });
      expect(skipped.status).toBe(409);
      expect(skipped.body.code).toBe('INVALID_STATE');
      expect(skipped.body.message).toMatch(/one step at a time/);
      const arabic = await step(partner, assignmentId, { status: 'done' }, 'ar');
      expect(arabic.status).toBe(409);
      expect(arabic.body.message).toMatch(/خطوةً خطوة/);
      expect((await step(partner, assignmentId, { status: 'withdrawn' })).status).toBe(400);
      expect((await step(partner, assignmentId, { status: 'accepted' })).status).toBe(200);
      // Accepted: no declining any more, no going back.
      expect((await step(partner, assignmentId, { status: 'declined', reason: 'Busy' })).status).toBe(409);
      expect((await step(partner, assignmentId, { status: 'accepted' })).status).toBe(409);
    });

    it('starts only once the booking is confirmed', async () => {
      const { assignmentId, bookingId } = await bookedJob({ confirmed: false });
      expect((await step(partner, assignmentId, { status: 'accepted' })).status).toBe(200);
      expect((await step(partner, assignmentId, { status: 'on_the_way' })).status).toBe(200);
      const early = await step(partner, assignmentId, { status: 'started' });
      expect(early.status).toBe(409);
      expect(early.body.message).toMatch(/confirmed/);
      await confirmInProgress(bookingId);
      expect((await step(partner, assignmentId, { status: 'started' })).status).toBe(200);
    });

    it('takes no step on a cancelled booking', async () => {
      const { assignmentId, bookingId } = await bookedJob({ confirmed: false });
      expect((await http().patch(`/DemandeDeService/update-status/${bookingId}`).set(as(admin)).send({ status: 'cancelled' })).status).toBe(200);
      const res = await step(partner, assignmentId, { status: 'accepted' });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/completed or cancelled/);
    });

    it('declines with a reason only, tells the admins, and loses the job', async () => {
      const p = provider();
      const { assignmentId, bookingId } = await bookedJob();
      const noReason = await step(partner, assignmentId, { status: 'declined' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors.reason).toEqual(['Please say why you decline the job']);
      const from = p.mail.length;
      const res = await step(partner, assignmentId, { status: 'declined', reason: 'My van broke down' });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe('declined');
      const row = await p.db.selectFrom('booking_assignments').select(['status', 'decline_reason']).where('id', '=', assignmentId).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'declined', decline_reason: 'My van broke down' });
      const notices = await http().get('/Notices').set(as(admin));
      expect(notices.body.result.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'job', entityId: bookingId, summary: expect.objectContaining({ name: 'Cool Air Co', jobEvent: 'declined' }) }),
        ]),
      );
      const mail = await mailTo(p, admin.email, from);
      expect(mail).toHaveLength(1);
      // Both languages, the reader's first; the Arabic half names the partner by its Arabic name.
      expect(mail[0]!.subject).toMatch(new RegExp(`^Cool Air Co declined booking #${bookingId} \\| شركة الهواء البارد اعتذر عن الحجز`));
      expect(mail[0]!.text).toContain('My van broke down');
      // Declined: the job and its booking are no longer the partner's.
      expect((await http().get(job(assignmentId)).set(as(partner))).status).toBe(403);
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(partner))).status).toBe(403);
    });
  });

  describe('photos and the checklist', () => {
    it('are taken only while the work is under way', async () => {
      const { assignmentId } = await bookedJob({ status: 'accepted' });
      const photo = await http().post(job(assignmentId, '/photos')).set(as(partner)).attach('files', TINY_PNG, 'a.png');
      expect(photo.status).toBe(409);
      const item = (await http().get(job(assignmentId)).set(as(partner))).body.result.checklist[0].id;
      expect(
        (
          await http()
            .put(job(assignmentId, `/checklist/${item}`))
            .set(as(partner))
            .send({ ticked: true })
        ).status,
      ).toBe(409);
    });

    it('takes images only, at least one, and keeps nothing of a refused upload', async () => {
      const p = provider();
      const { assignmentId } = await bookedJob({ status: 'started' });
      const pdf = await http().post(job(assignmentId, '/photos')).set(as(partner)).attach('files', TINY_PNG, 'a.png').attach('files', TINY_PDF, 'b.pdf');
      expect(pdf.status).toBe(400);
      expect(pdf.body.code).toBe('UNSUPPORTED_FILE_TYPE');
      const none = await http().post(job(assignmentId, '/photos')).set(as(partner)).field('x', '1');
      expect(none.status).toBe(400);
      expect(none.body.errors.files).toEqual(['Choose at least one photo']);
      const kept = await p.db.selectFrom('job_photos').select('id').where('assignment_id', '=', assignmentId).execute();
      expect(kept).toHaveLength(0);
    });

    it('ticks items of the booking’s service only', async () => {
      const { assignmentId } = await bookedJob({ status: 'started' });
      const item = (await http().get(job(assignmentId)).set(as(partner))).body.result.checklist[1].id;
      const ticked = await http()
        .put(job(assignmentId, `/checklist/${item}`))
        .set(as(partner))
        .send({ ticked: true });
      expect(ticked.status).toBe(200);
      expect(ticked.body.result.checklist[1]).toMatchObject({ id: item, ticked: true, tickedAt: expect.any(String) });
      const unticked = await http()
        .put(job(assignmentId, `/checklist/${item}`))
        .set(as(partner))
        .send({ ticked: false });
      expect(unticked.body.result.checklist[1]).toMatchObject({ ticked: false, tickedAt: null });
      expect((await http().put(job(assignmentId, '/checklist/999999')).set(as(partner)).send({ ticked: true })).status).toBe(404);
      expect(
        (
          await http()
            .put(job(assignmentId, `/checklist/${item}`))
            .set(as(partner))
            .send({ ticked: 'maybe' })
        ).status,
      ).toBe(400);
    });
  });

  describe('the client following the job', () => {
    it('sees each step with its time, the photos and the checklist; confirms, and the booking completes', async () => {
      const p = provider();
      const { assignmentId, bookingId } = await bookedJob();
      const progress = () => http().get(`/DemandeDeService/${bookingId}/progress`).set(as(client));
      expect((await progress()).body.result).toMatchObject({ bookingId, completion: null, confirmDays: 3, jobs: [{ status: 'assigned', events: [] }] });
      for (const status of ['accepted', 'on_the_way', 'started']) expect((await step(partner, assignmentId, { status })).status).toBe(200);
      const photos = await http()
        .post(job(assignmentId, '/photos'))
        .set(as(partner))
        .attach('files', TINY_PNG, 'before.png')
        .attach('files', TINY_PNG, 'after.png');
      expect(photos.status).toBe(201);
      expect(photos.body.result.photos).toHaveLength(2);
      const item = photos.body.result.checklist[0].id;
      await http()
        .put(job(assignmentId, `/checklist/${item}`))
        .set(as(partner))
        .send({ ticked: true });
      // Not done yet: nothing to confirm.
      expect((await http().post(`/DemandeDeService/${bookingId}/confirm-completion`).set(as(client))).status).toBe(409);
      const from = p.mail.length;
      const done = await step(partner, assignmentId, { status: 'done', note: 'Filters replaced.' });
      expect(done.status).toBe(200);
      expect(done.body.result.nextStep).toBeNull();
      const mail = await mailTo(p, client.email, from);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toMatch(new RegExp(`^The work of your booking #${bookingId} is done \\| أُنجز العمل في حجزك`));
      expect(mail[0]!.text).toContain('within 3 days');
      expect(mail[0]!.text).toContain('خلال ٣ أيام؛');

      const seen = (await progress()).body.result;
      expect(seen.jobs[0].events.map((e: { status: string }) => e.status)).toEqual(['accepted', 'on_the_way', 'started', 'done']);
      expect(seen.jobs[0].events[3].note).toBe('Filters replaced.');
      expect(seen.jobs[0].events.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
      expect(seen.jobs[0].checklist[0]).toMatchObject({ ticked: true });
      expect(seen.completion).toMatchObject({ confirmedAt: null, problemReportedAt: null, autoCompleted: false });
      expect(Date.parse(seen.completion.autoCompleteAt) - Date.parse(seen.completion.doneAt)).toBe(3 * DAY_MS);

      // The photos: the client, the partner and the admins get them; nobody else.
      const url = seen.jobs[0].photos[0].fileUrl as string;
      expect(url).toMatch(/^\/Jobs\/photos\//);
      const image = await http().get(url).set(as(client));
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toMatch(/^private/);
      expect((await http().get(url).set(as(partner))).status).toBe(200);
      expect((await http().get(url).set(as(admin))).status).toBe(200);
      expect((await http().get(url).set(as(otherClient))).status).toBe(404);
      expect((await http().get(url).set(as(stranger))).status).toBe(404);
      expect((await http().get(url)).status).toBe(401);
      expect((await http().get('/Jobs/photos/not-a-name').set(as(client))).status).toBe(404);

      // Who may follow: the client, the admins, the partner; not another client (404) or partner (403).
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(admin))).status).toBe(200);
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(partner))).status).toBe(200);
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(otherClient))).status).toBe(404);
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(stranger))).status).toBe(403);
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`)).status).toBe(401);
      expect((await http().get('/DemandeDeService/999999/progress').set(as(admin))).status).toBe(404);

      // Only the client confirms.
      expect((await http().post(`/DemandeDeService/${bookingId}/confirm-completion`).set(as(otherClient))).status).toBe(404);
      expect((await http().post(`/DemandeDeService/${bookingId}/confirm-completion`).set(as(admin))).status).toBe(403);
      expect((await http().post(`/DemandeDeService/${bookingId}/confirm-completion`).set(as(partner))).status).toBe(403);
      const confirmed = await http().post(`/DemandeDeService/${bookingId}/confirm-completion`).set(as(client));
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.result.completion).toMatchObject({ confirmedAt: expect.any(String), autoCompleted: false });
      expect((await http().get(`/DemandeDeService/${bookingId}`).set(as(client))).body.result.status).toBe('completed');
      // Completion unlocks the rating, as an admin's completing always did.
      const eligibility = await http().get(`/Rates/eligibility/${serviceId}`).set(as(client));
      expect(JSON.stringify(eligibility.body.result)).toContain(String(bookingId));
      expect((await http().post(`/DemandeDeService/${bookingId}/confirm-completion`).set(as(client))).status).toBe(409);
      expect((await http().post(`/DemandeDeService/${bookingId}/report-problem`).set(as(client)).send({ note: 'Late' })).status).toBe(409);
    });

    it('waits for every partner of the booking before asking the client', async () => {
      const { assignmentId, bookingId } = await bookedJob();
      const second = await assignTestPartner(provider(), bookingId, stranger.partnerId, { status: 'started' });
      await finish(assignmentId);
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(client))).body.result.completion).toBeNull();
      expect((await step(stranger, second, { status: 'done' })).status).toBe(200);
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(client))).body.result.completion).not.toBeNull();
    });

    it('reports a problem once, within the days: the admins are told and it no longer completes itself', async () => {
      const p = provider();
      const { assignmentId, bookingId } = await bookedJob();
      const url = `/DemandeDeService/${bookingId}/report-problem`;
      expect((await http().post(url).set(as(client)).send({ note: 'Too early' })).status).toBe(409);
      await finish(assignmentId);
      expect((await http().post(url).set(as(client)).send({ note: '  ' })).status).toBe(400);
      expect((await http().post(url).set(as(otherClient)).send({ note: 'x' })).status).toBe(404);
      expect((await http().post(url).send({ note: 'x' })).status).toBe(401);
      const from = p.mail.length;
      const res = await http().post(url).set(as(client)).set('Accept-Language', 'ar').send({ note: 'The unit still leaks water' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('شكرًا لك: سنراجع الأمر ونتواصل معك');
      expect(res.body.result.completion).toMatchObject({ problemReportedAt: expect.any(String), problemNote: 'The unit still leaks water' });
      const mail = await mailTo(p, admin.email, from);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toMatch(new RegExp(`^Noura Client reported a problem with booking #${bookingId} \\|`));
      expect(mail[0]!.text).toContain('The unit still leaks water');
      expect((await http().post(url).set(as(client)).send({ note: 'Again' })).status).toBe(409);
      const later = { now: () => Date.now() + 10 * DAY_MS, setTimeout, clearTimeout, setInterval, clearInterval } as never;
      expect(await completeItself({ db: p.db, clock: later, logger: pino({ level: 'silent' }), days: 3, notify: async () => true }, bookingId)).toBe('skipped');
      // Put right, the client confirms after all.
      expect((await http().post(`/DemandeDeService/${bookingId}/confirm-completion`).set(as(client))).status).toBe(200);
    });

    it('completes by itself once the days are over, by a job queued when the work was done', async () => {
      const p = provider();
      const { assignmentId, bookingId } = await bookedJob();
      await finish(assignmentId);
      const queued = await p.db
        .selectFrom('jobs')
        .select(['name', 'run_at'])
        .where('dedupe_key', '=', `booking:${bookingId}:auto-complete`)
        .executeTakeFirstOrThrow();
      expect(queued.name).toBe(AUTO_COMPLETE_JOB);
      const { completion } = (await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(client))).body.result;
      expect(new Date(queued.run_at).toISOString()).toBe(completion.autoCompleteAt);

      const sent: NotifyRequest[] = [];
      const deps = (offset: number) => ({
        db: p.db,
        clock: { now: () => Date.parse(completion.doneAt) + offset, setTimeout, clearTimeout, setInterval, clearInterval } as never,
        logger: pino({ level: 'silent' }),
        days: 3,
        notify: async (request: NotifyRequest) => {
          sent.push(request);
          return true;
        },
      });
      // Too early (a clock that runs behind): retried later, nothing changed.
      await expect(completeItself(deps(3 * DAY_MS - 1000), bookingId)).rejects.toThrow();
      expect((await http().get(`/DemandeDeService/${bookingId}`).set(as(client))).body.result.status).toBe('in_progress');
      expect(await completeItself(deps(3 * DAY_MS), bookingId)).toBe('completed');
      expect((await http().get(`/DemandeDeService/${bookingId}`).set(as(client))).body.result.status).toBe('completed');
      expect((await http().get(`/DemandeDeService/${bookingId}/progress`).set(as(client))).body.result.completion).toMatchObject({ autoCompleted: true });
      expect(sent.map((r) => [r.to.userId, r.event, r.data.status])).toEqual([[client.id, 'booking.status', 'completed']]);
      // Run twice (a retry after a crash): nothing more.
      expect(await completeItself(deps(4 * DAY_MS), bookingId)).toBe('skipped');
      expect(sent).toHaveLength(1);
    });

    it('leaves a booking an admin closed meanwhile as it is', async () => {
      const p = provider();
      const { assignmentId, bookingId } = await bookedJob();
      await finish(assignmentId);
      expect((await http().patch(`/DemandeDeService/update-status/${bookingId}`).set(as(admin)).send({ status: 'cancelled' })).status).toBe(200);
      const later = { now: () => Date.now() + 10 * DAY_MS, setTimeout, clearTimeout, setInterval, clearInterval } as never;
      expect(await completeItself({ db: p.db, clock: later, logger: pino({ level: 'silent' }), days: 3, notify: async () => true }, bookingId)).toBe('skipped');
      expect((await http().get(`/DemandeDeService/${bookingId}`).set(as(client))).body.result.status).toBe('cancelled');
      const completion = await p.db.selectFrom('booking_completions').select('confirmed_at').where('booking_id', '=', bookingId).executeTakeFirstOrThrow();
      expect(completion.confirmed_at).toBeNull();
    });
  });
});

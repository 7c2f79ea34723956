import { createTestBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, TINY_PDF, TINY_PNG, type TestProvider, type TestUser } from '../test-support/harness';
import { FAKE_EXE, TINY_DOCX, TINY_JPEG } from '../test-support/sample-files';
import { assignTestPartner, createTestPartner, type TestPartner } from '../test-support/partner-account';

describeEachDialect('Booking messages', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  let booking: number;
  let strangersBooking: number;
  let partner: TestPartner;
  let otherPartner: TestPartner;
  let declinedPartner: TestPartner;
  const thread = (id: number, user: TestUser) => p.http().get(`/DemandeDeService/${id}/messages`).set(bearer(user.token));
  const post = (id: number, user: TestUser) => p.http().post(`/DemandeDeService/${id}/messages`).set(bearer(user.token));
  const unread = (user: TestUser) => p.http().get('/BookingMessages/unread').set(bearer(user.token));
  const storedCount = async () =>
    Number(
      (
        await p.db
          .selectFrom('booking_message_files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Salem Admin' });
    client = await p.user({ fullName: 'نورة الشمري' });
    stranger = await p.user({ fullName: 'Other Client' });
    const service = await createTestService(p, admin, 'Villa painting');
    booking = await createTestBooking(p, client, service);
    strangersBooking = await createTestBooking(p, stranger, service);
    partner = await createTestPartner(p, { serviceId: service, name: 'Hani Painter' });
    otherPartner = await createTestPartner(p, { serviceId: service, name: 'Other Painter' });
    declinedPartner = await createTestPartner(p, { serviceId: service, name: 'Busy Painter' });
    await assignTestPartner(p, booking, partner.partnerId, { status: 'accepted' });
    await assignTestPartner(p, strangersBooking, otherPartner.partnerId);
    const declined = await assignTestPartner(p, booking, declinedPartner.partnerId);
    await p.db.updateTable('booking_assignments').set({ status: 'declined' }).where('id', '=', declined).execute();
  });

  it("refuses callers without a token (401), unknown bookings (404), another client's booking (404, as every booking route) and partners not assigned to it (403)", async () => {
    expect((await p.http().get(`/DemandeDeService/${booking}/messages`)).status).toBe(401);
    expect((await p.http().post(`/DemandeDeService/${booking}/messages`).send({ body: 'hi' })).status).toBe(401);
    expect((await p.http().get('/BookingMessages/unread')).status).toBe(401);
    expect((await thread(999_999, client)).status).toBe(404);
    expect((await thread(999_999, admin)).status).toBe(404);
    expect((await thread(999_999, partner)).status).toBe(404);
    const hidden = await thread(booking, stranger);
    expect({ status: hidden.status, message: hidden.body.message }).toEqual({ status: 404, message: 'Booking not found' });
    expect((await post(booking, stranger).send({ body: 'let me in' })).status).toBe(404);
    expect((await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(stranger.token)).send({ lastReadId: 1 })).status).toBe(404);
    for (const outsider of [otherPartner, declinedPartner]) {
      const refused = await thread(booking, outsider);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect((await post(booking, outsider).send({ body: 'let me in' })).status).toBe(403);
      expect((await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(outsider.token)).send({ lastReadId: 1 })).status).toBe(403);
    }
  });

  it('lets the client write text, then a photo and a PDF, and shows them oldest first', async () => {
    const first = await post(booking, client).send({ body: '  The kitchen wall has damp patches  ' });
    expect(first.status).toBe(201);
    expect(first.body.result.messages).toEqual([
      expect.objectContaining({
        body: 'The kitchen wall has damp patches',
        side: 'client',
        authorName: 'نورة الشمري',
        authorRole: 'Client',
        mine: true,
        attachments: [],
      }),
    ]);
    const second = await post(booking, client)
      .field('body', 'Photos and the old plan')
      .attach('files', TINY_PNG, 'wall.png')
      .attach('files', TINY_PDF, 'plan.pdf');
    expect(second.status).toBe(201);
    const last = second.body.result.messages.at(-1);
    expect(last.attachments.map((a: { fileName: string; contentType: string }) => [a.fileName, a.contentType])).toEqual([
      ['wall.png', 'image/png'],
      ['plan.pdf', 'application/pdf'],
    ]);
    // The writer has read their own thread.
    expect(second.body.result.unread).toBe(0);
    const photoOnly = await post(booking, client).attach('files', TINY_JPEG, 'ceiling.jpg');
    expect(photoOnly.status).toBe(201);
    expect(photoOnly.body.result.messages.at(-1)).toEqual(
      expect.objectContaining({ body: '', attachments: [expect.objectContaining({ contentType: 'image/jpeg' })] }),
    );
  });

  it('serves a file to the thread readers only: inline photos, PDFs as attachments, privately cached', async () => {
    const messages = (await thread(booking, admin)).body.result.messages as Array<{ attachments: Array<{ fileUrl: string; contentType: string }> }>;
    const [photo, pdf] = messages.flatMap((m) => m.attachments);
    const asAdmin = await p.http().get(photo!.fileUrl).set(bearer(admin.token));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
    expect(asAdmin.headers['content-disposition']).toMatch(/^inline/);
    expect(asAdmin.headers['cache-control']).toMatch(/^private/);
    expect(asAdmin.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(asAdmin.body as Buffer, TINY_PNG)).toBe(0);
    const pdfAnswer = await p.http().get(pdf!.fileUrl).set(bearer(client.token));
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^attachment/);
    expect((await p.http().get(photo!.fileUrl)).status).toBe(401);
    expect((await p.http().get(photo!.fileUrl).set(bearer(stranger.token))).status).toBe(404);
    expect((await p.http().get(photo!.fileUrl).set(bearer(otherPartner.token))).status).toBe(403);
    expect((await p.http().get(photo!.fileUrl).set(bearer(partner.token))).status).toBe(200);
    // The name exists, but not in this booking's thread.
    const storedName = photo!.fileUrl.split('/').at(-1)!;
    expect((await p.http().get(`/DemandeDeService/${strangersBooking}/messages/files/${storedName}`).set(bearer(stranger.token))).status).toBe(404);
    expect((await p.http().get(`/DemandeDeService/${booking}/messages/files/not-a-name`).set(bearer(client.token))).status).toBe(404);
    // Not served on the public files route either.
    expect((await p.http().get(`/files/${storedName}`)).status).toBe(404);
  });

  it('refuses empty messages, too long texts, too many files and files that are not photos or PDFs, keeping nothing', async () => {
    const before = await storedCount();
    const empty = await post(booking, client).send({ body: '   ' });
    expect({ status: empty.status, errors: empty.body.errors }).toEqual({ status: 400, errors: { body: ['Write a message or attach a photo or PDF'] } });
    const long = await post(booking, client).send({ body: 'x'.repeat(2001) });
    expect({ status: long.status, errors: long.body.errors }).toEqual({ status: 400, errors: { body: ['A message can have at most 2000 characters'] } });
    const arabic = await post(booking, client).set('Accept-Language', 'ar').send({ body: '' });
    expect(arabic.body.errors).toEqual({ body: ['اكتب رسالة أو أرفق صورة أو ملف PDF'] });
    const exe = await post(booking, client).field('body', 'see').attach('files', FAKE_EXE, 'photo.png');
    expect({ status: exe.status, code: exe.body.code }).toEqual({ status: 400, code: 'UNSUPPORTED_FILE_TYPE' });
    const docx = await post(booking, client).field('body', 'see').attach('files', TINY_DOCX, 'notes.docx');
    expect({ status: docx.status, errors: docx.body.errors }).toEqual({
      status: 400,
      errors: { files: ['Only photos (PNG, JPEG, GIF, WebP) and PDF files can be sent'] },
    });
    let many = post(booking, client).field('body', 'six');
    for (let i = 0; i < 6; i++) many = many.attach('files', TINY_PNG, `p${i}.png`);
    const tooMany = await many;
    expect({ status: tooMany.status, errors: tooMany.body.errors }).toEqual({ status: 400, errors: { files: ['Attach at most 5 files to one message'] } });
    const refused = await post(booking, stranger).field('body', 'mine?').attach('files', TINY_PNG, 'x.png');
    expect(refused.status).toBe(404);
    const notAssigned = await post(booking, otherPartner).field('body', 'mine?').attach('files', TINY_PNG, 'x.png');
    expect(notAssigned.status).toBe(403);
    expect(await storedCount()).toBe(before);
    expect((await thread(booking, client)).body.result.messages).toHaveLength(3);
  });

  it('counts unread messages per reader and per booking, and marks them read', async () => {
    const adminUnread = await unread(admin);
    expect(adminUnread.status).toBe(200);
    expect(adminUnread.body.result.bookings).toEqual(expect.arrayContaining([{ bookingId: booking, unread: 3 }]));
    expect((await unread(client)).body.result).toEqual({ total: 0, bookings: [] });
    expect((await unread(stranger)).body.result).toEqual({ total: 0, bookings: [] });
    const seen = await thread(booking, admin);
    expect(seen.body.result.unread).toBe(3);
    const ids = (seen.body.result.messages as Array<{ id: number }>).map((m) => m.id);
    const partly = await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(admin.token)).send({ lastReadId: ids[1] });
    expect({ status: partly.status, unread: partly.body.result.unread }).toEqual({ status: 200, unread: 1 });
    // Never moves back.
    const back = await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(admin.token)).send({ lastReadId: ids[0] });
    expect(back.body.result.unread).toBe(1);
    const bad = await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(admin.token)).send({ lastReadId: 'x' });
    expect(bad.status).toBe(400);
    // Past the largest id a row can have (the API fuzz found a 500 here): refused, not sent to the database.
    const huge = await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(admin.token)).send({ lastReadId: 1e20 });
    expect({ status: huge.status, errors: huge.body.errors }).toEqual({ status: 400, errors: { lastReadId: ['Invalid identifier'] } });
    const otherThread = await post(strangersBooking, stranger).send({ body: 'another booking' });
    const foreignId = otherThread.body.result.messages[0].id as number;
    const foreign = await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(admin.token)).send({ lastReadId: foreignId });
    expect({ status: foreign.status, errors: foreign.body.errors }).toEqual({ status: 400, errors: { lastReadId: ['Invalid identifier'] } });
    await p.http().post(`/DemandeDeService/${booking}/messages/read`).set(bearer(admin.token)).send({ lastReadId: ids[2] });
    expect((await unread(admin)).body.result.bookings).not.toEqual(expect.arrayContaining([expect.objectContaining({ bookingId: booking })]));
    // Another admin has not read anything: counts are per reader.
    const second = await p.user({ role: 'Admin' });
    expect((await unread(second)).body.result.bookings).toEqual(expect.arrayContaining([{ bookingId: booking, unread: 3 }]));
  });

  it("lets an admin answer with a photo: the client's unread count grows, only for their booking, and the answer is audited", async () => {
    const answer = await post(booking, admin).field('body', 'We will send a painter on Sunday').attach('files', TINY_PNG, 'sample.png');
    expect(answer.status).toBe(201);
    expect(answer.body.result.messages.at(-1)).toEqual(expect.objectContaining({ side: 'company', authorRole: 'Admin', mine: true }));
    expect((await unread(client)).body.result).toEqual({ total: 1, bookings: [{ bookingId: booking, unread: 1 }] });
    expect((await unread(stranger)).body.result.total).toBe(0);
    const seen = await thread(booking, client);
    expect(seen.body.result.messages.at(-1)).toEqual(expect.objectContaining({ mine: false, authorName: 'Salem Admin' }));
    const photo = seen.body.result.messages.at(-1).attachments[0];
    expect((await p.http().get(photo.fileUrl).set(bearer(client.token))).status).toBe(200);
    const audit = await p.http().get('/Audit?page=1&pageSize=5').set(bearer(admin.token));
    expect(audit.body.result.items[0]).toEqual(expect.objectContaining({ action: 'booking.message', entity: 'booking', entityId: booking }));
  });

  it('lets the assigned partner read and write on the company side, and counts their unread messages over their own jobs only', async () => {
    const before = (await unread(partner)).body.result;
    expect(before.bookings).toEqual([{ bookingId: booking, unread: 4 }]);
    expect((await unread(otherPartner)).body.result.bookings).toEqual([{ bookingId: strangersBooking, unread: 1 }]);
    expect((await unread(declinedPartner)).body.result).toEqual({ total: 0, bookings: [] });
    const written = await post(booking, partner).field('body', 'I will bring the paint samples').attach('files', TINY_PDF, 'samples.pdf');
    expect(written.status).toBe(201);
    expect(written.body.result.messages.at(-1)).toEqual(
      expect.objectContaining({ side: 'company', authorRole: 'Partner', authorName: partner.row.full_name, mine: true }),
    );
    expect((await unread(client)).body.result).toEqual({ total: 2, bookings: [{ bookingId: booking, unread: 2 }] });
    // Not an admin's change: nothing in the audit log.
    const audit = await p.http().get('/Audit?page=1&pageSize=1').set(bearer(admin.token));
    expect(audit.body.result.items[0]).toEqual(expect.objectContaining({ action: 'booking.message', actorId: admin.id }));
  });
});

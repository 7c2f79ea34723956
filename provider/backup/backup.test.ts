import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { TINY_PDF, TINY_PNG, bearer, DIALECTS, startTestProvider, type TestProvider, type TestUser } from '../test-support/harness';
import { createTestRating, createTestBooking, serviceForm } from '../test-support/fixtures';
import { quotePayload } from '../test-support/quote-fixtures';
import { migrateTo, migrateToLatest } from '../db/migrate';
import { END_ENTRY, MANIFEST_ENTRY, type BackupEnd, type BackupManifest, type BackupSummary } from './archive-format';
import { writeBackup } from './dump';
import { ALL_HOSTILE, HOSTILE_PIECES } from './hostile-text';
import { restoreBackup } from './restore';
import { readTar, TarWriter } from './tar';

async function backupOf(p: TestProvider): Promise<{ archive: Buffer; summary: BackupSummary }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const summary = await writeBackup({ db: p.db, schema: p.database.schema, kind: p.database.kind, storage: p.storage }, out);
  return { archive: Buffer.concat(chunks), summary };
}

/** The archive as version 1 wrote it: no checksums, and U+2028 / U+2029 raw inside the rows. */
async function asVersion1(archive: Buffer): Promise<Buffer> {
  const entries: Array<{ name: string; bytes: Buffer }> = [];
  for await (const entry of readTar(Readable.from([gunzipSync(archive)]))) entries.push({ name: entry.name, bytes: await entry.buffer() });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = new TarWriter(out);
  for (const { name, bytes } of entries) {
    let body = bytes;
    if (name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest;
      body = Buffer.from(JSON.stringify({ ...manifest, version: 1, tables: manifest.tables.map(({ sha256: _, ...t }) => t) }));
    } else if (name === END_ENTRY) {
      const { sha256: _, ...end } = JSON.parse(bytes.toString('utf8')) as BackupEnd;
      body = Buffer.from(JSON.stringify(end));
    } else if (name.endsWith('.jsonl')) {
      // An escape \u2028 or \u2029 (not an escaped backslash before "u2028") back to the raw character.
      body = Buffer.from(
        bytes
          .toString('utf8')
          .replace(/(?<!\\)((?:\\\\)*)\\u(2028|2029)/g, (_, slashes: string, hex: string) => slashes + String.fromCharCode(Number.parseInt(hex, 16))),
      );
    }
    await tar.entry(name, body.length, body);
  }
  await tar.finish();
  return gzipSync(Buffer.concat(chunks));
}

const restoreInto = (target: TestProvider, archive: Buffer, replace = false) =>
  restoreBackup({ db: target.db, schema: target.database.schema, storage: target.storage }, Readable.from([archive]), { replace });

/** What a person would compare after a restore: the lists the admin screens show, and every file. */
type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;
type Rated = { verified: boolean };

/** The snapshot as an archive from before verified reviews restores it: the same ratings, none marked verified. */
function unverified(snapshot: Snapshot): Snapshot {
  const unmark = (rates: Rated[]) => rates.map((rate) => ({ ...rate, verified: false }));
  return {
    ...snapshot,
    rates: unmark(snapshot.rates),
    services: snapshot.services.map((service: { rateDtos: Rated[] }) => ({ ...service, rateDtos: unmark(service.rateDtos) })),
  };
}

async function snapshotOf(p: TestProvider, admin: TestUser) {
  const get = async (url: string) => {
    const res = await p.http().get(url).set(bearer(admin.token));
    expect(res.status).toBe(200);
    return res.body.result;
  };
  const services = await get('/Services');
  const files: Record<string, string> = {};
  for (const url of services.flatMap((s: { files: Array<{ fileUrl: string }> }) => s.files.map((f) => f.fileUrl))) {
    const res = await p.http().get(url).buffer(true);
    expect(res.status).toBe(200);
    files[url] = Buffer.from(res.body as Buffer).toString('base64');
  }
  return {
    services,
    files,
    bookings: await get('/DemandeDeService/get-all?page=1&pageSize=100'),
    quotes: await get('/Quotes/get-all?page=1&pageSize=100'),
    users: await get('/User/get-all-users?page=1&pageSize=100'),
    rates: await get('/Rates/get-all'),
    posts: await get('/Blog/admin/posts?page=1&pageSize=100'),
  };
}

describe.each(DIALECTS)('%s: backup and restore', (dialect) => {
  let source: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  const targets: TestProvider[] = [];
  afterAll(async () => {
    await source?.close();
    for (const target of targets) await target.close();
  });

  beforeAll(async () => {
    source = await startTestProvider(dialect);
    admin = await source.user({ role: 'Admin', fullName: 'نورة المشرفة' });
    client = await source.user({ fullName: 'Sara Client' });
    const service = await serviceForm(source.http().post('/Services').set(bearer(admin.token)), { Price: '1234.56', Details: ['First', 'ثانيًا'] })
      .attach('files', TINY_PNG, 'garden.png')
      .attach('files', TINY_PDF, 'brochure.pdf');
    expect(service.status).toBe(201);
    const serviceId = service.body.result.id as number;
    const bookingId = await createTestBooking(source, client, serviceId);
    const second = await createTestBooking(source, client, serviceId, { description: 'A second booking, with an "quoted" word and a line\nbreak' });
    // The second booking is completed and rated (a verified rating).
    for (const status of ['in_progress', 'completed']) {
      await source.http().patch(`/DemandeDeService/update-status/${second}`).set(bearer(admin.token)).send({ status }).expect(200);
    }
    await createTestRating(source, client, serviceId, 4, 'Very good', second);
    const quote = await source.http().post('/Quotes/create').set(bearer(admin.token)).send(quotePayload(bookingId));
    expect(quote.status).toBe(201);
    const post = await source
      .http()
      .post('/Blog/admin/posts')
      .set(bearer(admin.token))
      .send({ en: { title: 'Backups matter', summary: '', body: 'Keep **two** copies.' }, serviceIds: [serviceId] });
    expect(post.status).toBe(201);
    const cover = await source.http().post(`/Blog/admin/posts/${post.body.result.id}/cover`).set(bearer(admin.token)).attach('files', TINY_PNG, 'cover.png');
    expect(cover.status).toBe(200);
  });

  it('restores into an empty setup the same bookings, quotes, users, ratings, posts and files, and new rows continue after them', async () => {
    const before = await snapshotOf(source, admin);
    const { archive, summary } = await backupOf(source);
    expect(summary.missingFiles).toEqual([]);
    expect(summary.files).toBe(3);
    expect(summary.tables).toMatchObject({ users: 2, clients: 1, bookings: 2, quotes: 1, quote_items: 2, service_files: 2, posts: 1, ratings: 1 });

    // A new database without tables, and another kind of file storage: the backup carries the files themselves.
    const target = await startTestProvider(dialect, { FILE_STORAGE: 'database' }, { migrate: false });
    targets.push(target);
    const restored = await restoreInto(target, archive);
    expect(restored.tables).toEqual(summary.tables);
    expect(restored.files).toBe(3);
    expect(await snapshotOf(target, admin)).toEqual(before);
    const coverUrl = before.posts.items[0].cover.fileUrl as string;
    expect(Buffer.compare((await target.http().get(coverUrl)).body as Buffer, TINY_PNG)).toBe(0);

    // The passwords came along (the same account signs in), and ids continue after the restored ones.
    const login = await target.http().post('/Auth/login').send({ email: client.email, password: client.password });
    expect(login.status).toBe(200);
    const next = await createTestBooking(target, client, before.services[0].id);
    expect(next).toBeGreaterThan(Math.max(...before.bookings.items.map((b: { id: number }) => b.id)));
  });

  it('restores every row of text that has line and paragraph separators, control characters, bidi marks, emoji and Arabic (issue 30 item 2)', async () => {
    // The contact message and the booking location that made every later backup unrestorable, and many generated ones.
    const texts = [
      ALL_HOSTILE,
      'before\u2028after',
      ...fc.sample(fc.array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 30 }), { numRuns: 80, seed: 30 }).map((p) => p.join('')),
    ];
    await source.db
      .insertInto('contact_messages')
      .values(
        texts.map((text, i) => ({
          name: text,
          email: `fuzz${i}@example.com`,
          phone: '',
          subject: text,
          description: text,
          priorite: '',
          prefered_contact_methode: '',
        })),
      )
      .execute();
    const booking = (await source.db.selectFrom('bookings').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await source.db.updateTable('bookings').set({ location: 'Riyadh\u2029حي النخيل\u2028' }).where('id', '=', booking).execute();
    const rows = async (p: TestProvider) => ({
      messages: await p.db.selectFrom('contact_messages').selectAll().orderBy('id').execute(),
      locations: await p.db.selectFrom('bookings').select(['id', 'location']).orderBy('id').execute(),
    });
    const before = await rows(source);
    const { archive, summary } = await backupOf(source);
    expect(summary.tables.contact_messages).toBe(before.messages.length);
    // No row is written with a character a line reader splits on.
    expect(gunzipSync(archive).toString('utf8')).not.toMatch(/[\u0085\u2028\u2029]/);

    const target = await startTestProvider(dialect, {}, { migrate: false });
    targets.push(target);
    const restored = await restoreInto(target, archive);
    expect(restored.tables.contact_messages).toBe(before.messages.length);
    expect(await rows(target)).toEqual(before);

    // A version 1 archive of the same rows (separators raw, no checksums) restores too.
    const old = await asVersion1(archive);
    expect(gunzipSync(old).toString('utf8')).toMatch(/\u2028/);
    const oldTarget = await startTestProvider(dialect, {}, { migrate: false });
    targets.push(oldTarget);
    await restoreInto(oldTarget, old);
    expect(await rows(oldTarget)).toEqual(before);
  });

  it('refuses an archive whose rows were altered after it was written (checksum against the manifest)', async () => {
    const { archive } = await backupOf(source);
    const tar = gunzipSync(archive);
    const at = tar.indexOf('Sara Client');
    expect(at).toBeGreaterThan(0);
    const altered = Buffer.from(tar);
    altered.write('Sara Clienx', at);
    const target = await startTestProvider(dialect, {}, { migrate: false });
    targets.push(target);
    await expect(restoreInto(target, gzipSync(altered))).rejects.toThrow(/checksum does not match/);
  });

  it('restores an archive made before the tables were renamed (service_requests, service_request_items, rates)', async () => {
    const before = await snapshotOf(source, admin);
    const at = { db: source.db, schema: source.database.schema };
    let old: Awaited<ReturnType<typeof backupOf>>;
    try {
      // Back to the schema just before the rename (the migrations after it are undone with it).
      expect(await migrateTo(at, '20261124130000-list-counts')).toContain('20261125100000-booking-rating-names');
      old = await backupOf(source);
    } finally {
      await migrateToLatest(at);
    }
    expect(old.summary.tables).toMatchObject({ service_requests: 2, service_request_items: 2, rates: 1 });
    expect(old.summary.tables).not.toHaveProperty('bookings');

    const target = await startTestProvider(dialect, {}, { migrate: false });
    targets.push(target);
    await restoreInto(target, old.archive);
    // An archive from before verified reviews has no link from a rating to its booking: the ratings come back unmarked.
    expect(await snapshotOf(target, admin)).toEqual(unverified(before));
    // The counters the lists read were rebuilt under their new names.
    const kept = await target.db.selectFrom('booking_counts').select(['status', 'n']).where('n', '>', 0).orderBy('status').execute();
    const counted = await target.db
      .selectFrom('bookings')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(kept.map((c) => [c.status, Number(c.n)])).toEqual(counted.map((c) => [c.status, Number(c.n)]));
    expect(counted.length).toBeGreaterThan(0);
  });

  it('refuses a setup that has data, and replaces it with --replace (rows and files)', async () => {
    const { archive } = await backupOf(source);
    const target = await startTestProvider(dialect);
    targets.push(target);
    const other = await target.user({ role: 'Admin' });
    const stale = await serviceForm(target.http().post('/Services').set(bearer(other.token))).attach('files', TINY_PNG, 'stale.png');
    const staleName = (stale.body.result.files[0].fileUrl as string).split('/').pop()!;

    await expect(restoreInto(target, archive)).rejects.toThrow(/not empty/);
    expect((await target.http().get('/Services')).body.result).toHaveLength(1);

    await restoreInto(target, archive, true);
    expect(await snapshotOf(target, admin)).toEqual(await snapshotOf(source, admin));
    expect(await target.storage.exists(staleName)).toBe(false);
    expect((await target.http().get('/User/get-all-users').set(bearer(other.token))).status).toBe(401);
  });

  it('refuses a truncated or foreign archive and leaves the setup as it was', async () => {
    const { archive } = await backupOf(source);
    const target = await startTestProvider(dialect, {}, { migrate: false });
    targets.push(target);
    const tar = gunzipSync(archive);
    await expect(restoreInto(target, gzipSync(tar.subarray(0, tar.length - 4096)))).rejects.toThrow(/truncated|end/);
    await expect(restoreInto(target, gzipSync(Buffer.alloc(2048)))).rejects.toThrow(/not a Khadamat backup|end marker/);
    const tables = await target.db.introspection.getTables();
    expect(tables.filter((t) => t.schema === target.database.schema && !t.name.startsWith('kysely_'))).toEqual([]);
  });

  it('is one consistent snapshot while bookings are being written', async () => {
    const serviceId = (await source.http().get('/Services')).body.result[0].id as number;
    let writing = true;
    const writer = (async () => {
      let made = 0;
      while (writing && made < 40) {
        await createTestBooking(source, client, serviceId, { description: `Concurrent ${made}` });
        made += 1;
      }
      return made;
    })();
    const { archive, summary } = await backupOf(source);
    writing = false;
    await writer;
    const target = await startTestProvider(dialect, {}, { migrate: false });
    targets.push(target);
    await restoreInto(target, archive);
    // Every booking in the snapshot has its service items: none was caught half written.
    const orphans = await target.db
      .selectFrom('bookings as r')
      .leftJoin('booking_items as i', 'i.request_id', 'r.id')
      .select('r.id')
      .where('i.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    expect(summary.tables.booking_items).toBeGreaterThanOrEqual(summary.tables.bookings!);
  });
});

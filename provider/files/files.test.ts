import { readdirSync } from 'node:fs';
import pino from 'pino';
import request from 'supertest';
import { createProviderApp } from '../app';
import { openDatabase } from '../db/database';
import { createMemoryMailer } from '../mail/mailer';
import { createTableQueue } from '../jobs/table-queue';
import { bearer, describeEachStorage, TINY_PDF, TINY_PNG, type TestProvider, type TestUser } from '../test-support/harness';
import { serviceForm } from '../test-support/fixtures';
import { FAKE_EXE, PLAIN_ZIP, SVG_WITH_SCRIPT, TINY_DOC, TINY_DOCX, TINY_GIF, TINY_JPEG, TINY_WEBP } from '../test-support/sample-files';

interface UploadedFile {
  id: number;
  fileUrl: string;
  fileName: string;
  contentType: string;
  size: number;
}

describeEachStorage('Uploads and /files', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
  });
  /** Every stored file, and every upload still waiting in the upload folder. */
  const stored = async () => {
    const names: string[] = readdirSync(p.config.uploadDir).filter((n) => !n.startsWith('.'));
    if (p.storage.kind !== 'disk') for await (const name of p.storage.list()) names.push(name);
    return names.sort();
  };
  const storedName = (file: UploadedFile) => file.fileUrl.split('/').pop()!;
  const isStored = (file: UploadedFile) => p.storage.exists(storedName(file));
  const upload = (files: Array<[Buffer, string]>, fields: Record<string, string | string[]> = {}) => {
    let req = serviceForm(p.http().post('/Services').set(bearer(admin.token)), fields);
    for (const [content, name] of files) req = req.attach('files', content, name);
    return req;
  };

  it('accepts images, PDF, Word (doc and docx) and text, by their content, under random names', async () => {
    const res = await upload([
      [TINY_PNG, 'garden.png'],
      [TINY_JPEG, 'villa.jpeg'],
      [TINY_GIF, 'logo.gif'],
      [TINY_WEBP, 'hall.webp'],
      [TINY_PDF, 'brochure.pdf'],
      [TINY_DOCX, 'offer.docx'],
      [TINY_DOC, 'old-offer.doc'],
      [Buffer.from('Opening hours: 8:00-18:00\nساعات العمل\n'), 'notes.txt'],
    ]);
    expect(res.status).toBe(201);
    const files = res.body.result.files as UploadedFile[];
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['garden.png', 'image/png'],
      ['villa.jpeg', 'image/jpeg'],
      ['logo.gif', 'image/gif'],
      ['hall.webp', 'image/webp'],
      ['brochure.pdf', 'application/pdf'],
      ['offer.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['old-offer.doc', 'application/msword'],
      ['notes.txt', 'text/plain; charset=utf-8'],
    ]);
    for (const file of files) {
      // A random name with the extension of the detected type; never the uploader's name.
      expect(file.fileUrl).toMatch(/^\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|pdf|docx|doc|txt)$/);
      expect(await isStored(file)).toBe(true);
    }
    expect(files[0]!.size).toBe(TINY_PNG.length);
    const again = await upload([[TINY_PNG, 'garden.png']]);
    expect(again.body.result.files[0].fileUrl).not.toBe(files[0]!.fileUrl);
  });

  it('serves images inline and everything else as an attachment, always with nosniff', async () => {
    const res = await upload([
      [TINY_PNG, 'حديقة "الفيلا".png'],
      [TINY_PDF, 'brochure.pdf'],
      [Buffer.from('<b>not html here</b>'), 'notes.txt'],
      [TINY_DOCX, 'offer.docx'],
    ]);
    const [image, pdf, text, docx] = res.body.result.files as UploadedFile[];

    const shown = await p.http().get(image!.fileUrl);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="_____ ______.png"; filename*=UTF-8''${encodeURIComponent('حديقة الفيلا.png')}`);
    expect(shown.headers['content-security-policy']).toContain('sandbox');
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(shown.body as Buffer, TINY_PNG)).toBe(0);

    for (const [file, type, name] of [
      [pdf!, 'application/pdf', 'brochure.pdf'],
      [text!, 'text/plain; charset=utf-8', 'notes.txt'],
      [docx!, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'offer.docx'],
    ] as const) {
      const res2 = await p.http().get(file.fileUrl);
      expect(res2.status).toBe(200);
      expect(res2.headers['content-type']).toBe(type);
      expect(res2.headers['x-content-type-options']).toBe('nosniff');
      expect(res2.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${name.replace('.', '\\.')}"`));
    }
  });

  it.each([
    ['a program renamed to .png', FAKE_EXE, 'photo.png'],
    ['an SVG with a script', SVG_WITH_SCRIPT, 'logo.svg'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'page.html'],
    ['a plain zip renamed to .docx', PLAIN_ZIP, 'offer.docx'],
    ['a Word 97 container renamed to .png', TINY_DOC, 'picture.png'],
    ['binary content named .txt', Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]), 'notes.txt'],
    ['text not named .txt', Buffer.from('just words'), 'notes.md'],
  ])('refuses %s (400 UNSUPPORTED_FILE_TYPE) and keeps nothing of the request', async (_kind, content, name) => {
    const before = await stored();
    const res = await upload([
      [TINY_PNG, 'fine.png'],
      [content, name],
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      isSuccess: false,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Only images, PDF, Word documents and text files are allowed',
      // The second file of the request, by its place: the form names it.
      errors: { 'files[1]': ['Only images, PDF, Word documents and text files are allowed'] },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 10 MB (413) and keeps nothing', async () => {
    const before = await stored();
    const res = await upload([[Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), 'big.txt']]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Each file must be at most 10 MB',
      errors: { files: ['Each file must be at most 10 MB'] },
    });
    expect(await stored()).toEqual(before);
  });

  it('takes 10 files and refuses 11 (413)', async () => {
    const ten = await upload(Array.from({ length: 10 }, (_, i): [Buffer, string] => [TINY_PNG, `f${i}.png`]));
    expect(ten.status).toBe(201);
    expect(ten.body.result.files).toHaveLength(10);
    const before = await stored();
    const eleven = await upload(Array.from({ length: 11 }, (_, i): [Buffer, string] => [TINY_PNG, `f${i}.png`]));
    expect(eleven.status).toBe(413);
    expect(eleven.body.message).toBe('At most 10 files per upload');
    expect(await stored()).toEqual(before);
  });

  it('refuses files under another field name, and ids of files to remove that are not numbers', async () => {
    const before = await stored();
    const stray = await serviceForm(p.http().post('/Services').set(bearer(admin.token))).attach('avatar', TINY_PNG, 'a.png');
    expect(stray.status).toBe(400);
    expect(stray.body.errors.files).toEqual(['Files must be sent in the field named files']);
    const created = (await upload([[TINY_PNG, 'keep.png']])).body.result;
    const afterCreate = await stored();
    const badIds = await serviceForm(p.http().put(`/Services/${created.id}`).set(bearer(admin.token)), { RemoveFileIds: ['first'] }).attach(
      'files',
      TINY_PDF,
      'new.pdf',
    );
    expect(badIds.status).toBe(400);
    expect(badIds.body.errors.RemoveFileIds).toEqual(['Invalid identifier']);
    expect(await stored()).toEqual(afterCreate);
    expect(afterCreate.length).toBe(before.length + 1);
  });

  it('removes the files an update removes, and keeps them with an archived service', async () => {
    const created = (
      await upload([
        [TINY_PNG, 'a.png'],
        [TINY_PDF, 'b.pdf'],
        [TINY_JPEG, 'c.jpg'],
      ])
    ).body.result;
    const [a, b, c] = created.files as UploadedFile[];
    const updated = await serviceForm(p.http().put(`/Services/${created.id}`).set(bearer(admin.token)), { RemoveFileIds: [String(a!.id)] });
    expect(updated.status).toBe(200);
    expect(await isStored(a!)).toBe(false);
    expect((await p.http().get(a!.fileUrl)).status).toBe(404);
    expect(updated.body.result.files.map((f: UploadedFile) => f.id)).toEqual([b!.id, c!.id]);

    // Archived, not deleted: its pictures stay for the records and a restore.
    await p.http().delete(`/Services/${created.id}`).set(bearer(admin.token)).expect(200);
    for (const file of [b!, c!]) {
      expect(await isStored(file)).toBe(true);
      expect((await p.http().get(file.fileUrl)).status).toBe(200);
    }
  });

  it('answers 404 for names that are not stored uploads', async () => {
    const orphan = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f.png';
    await p.storage.put(orphan, TINY_PNG, 'image/png');
    for (const url of [`/files/${orphan}`, '/files/incoming-123.part', '/files/..%2F..%2Fetc%2Fpasswd', '/files/provider-token-secret', '/files/']) {
      const res = await p.http().get(url);
      expect(res.status).toBe(404);
      expect(res.body.isSuccess).toBe(false);
    }
  });

  it('answers one byte range with 206, a range past the end with 416, and HEAD without a body', async () => {
    const content = Buffer.from(Array.from({ length: 3000 }, (_, i) => `line ${i}\n`).join(''));
    const [file] = (await upload([[content, 'long.txt']])).body.result.files as UploadedFile[];
    const part = await p.http().get(file!.fileUrl).set('Range', 'bytes=10-29').buffer(true).parse(binary);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${content.length}`);
    expect(part.headers['content-length']).toBe('20');
    expect(part.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(part.body).toEqual(content.subarray(10, 30));
    const tail = await p.http().get(file!.fileUrl).set('Range', 'bytes=-5').buffer(true).parse(binary);
    expect([tail.status, tail.body]).toEqual([206, content.subarray(content.length - 5)]);
    const open = await p
      .http()
      .get(file!.fileUrl)
      .set('Range', `bytes=${content.length - 3}-`)
      .buffer(true)
      .parse(binary);
    expect([open.status, open.body]).toEqual([206, content.subarray(content.length - 3)]);
    for (const whole of [{ Range: 'bytes=0-1,5-6' }, { Range: 'bytes=0-9', 'If-Range': '"other"' }, { Range: 'pages=1' }]) {
      const res = await p.http().get(file!.fileUrl).set(whole).buffer(true).parse(binary);
      expect([res.status, res.headers['content-length'], Buffer.compare(res.body, content)]).toEqual([200, String(content.length), 0]);
    }
    const past = await p
      .http()
      .get(file!.fileUrl)
      .set('Range', `bytes=${content.length}-${content.length + 10}`);
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${content.length}`);
    expect(past.body).toMatchObject({ isSuccess: false, message: 'The requested range is outside the file' });
    const head = await p.http().head(file!.fileUrl);
    expect([head.status, head.headers['content-length'], head.headers['accept-ranges'], head.headers['content-type']]).toEqual([
      200,
      String(content.length),
      'bytes',
      'text/plain; charset=utf-8',
    ]);
  });

  it('streams a file of several megabytes whole, byte for byte', async () => {
    // Past the database storage's read chunk, so the file comes in several pieces.
    const content = Buffer.alloc(3 * 1024 * 1024 + 123);
    for (let i = 0; i < content.length; i++) content[i] = (i * 31 + (i >> 10)) % 251;
    const pdf = Buffer.concat([TINY_PDF, content]);
    const [file] = (await upload([[pdf, 'big.pdf']])).body.result.files as UploadedFile[];
    expect(file!.size).toBe(pdf.length);
    const res = await p.http().get(file!.fileUrl).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
    const middle = await p.http().get(file!.fileUrl).set('Range', `bytes=1000000-2100000`).buffer(true).parse(binary);
    expect(Buffer.compare(middle.body as Buffer, pdf.subarray(1_000_000, 2_100_001))).toBe(0);
  });

  it('is served by a second provider instance on the same database and storage (database and S3 storage on PostgreSQL)', async () => {
    // Disk storage is one machine's, and an in-memory PGlite one process's: nothing to share there.
    if (p.dialect !== 'postgres' || p.storage.kind === 'disk') return;
    const [file] = (await upload([[TINY_PNG, 'shared.png']])).body.result.files as UploadedFile[];
    const second = await openDatabase(p.config);
    try {
      const other = createProviderApp({
        config: p.config,
        db: second.db,
        mailer: createMemoryMailer(),
        jobs: createTableQueue({ db: second.db, logger: pino({ level: 'silent' }) }),
        logger: pino({ level: 'silent' }),
      });
      const res = await request(other).get(file!.fileUrl).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body as Buffer, TINY_PNG)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('uses only the storage it is configured with', async () => {
    const [file] = (await upload([[TINY_PNG, 'where.png']])).body.result.files as UploadedFile[];
    const inUploadDir = readdirSync(p.config.uploadDir).includes(storedName(file!));
    expect(inUploadDir).toBe(p.storage.kind === 'disk');
    if (p.s3) {
      expect(p.s3.objects.has(storedName(file!))).toBe(true);
      expect(p.s3.refused).toBe(0);
    }
    if (p.storage.kind === 'database') {
      const row = await p.db.selectFrom('stored_files').select(['size', 'content_type']).where('name', '=', storedName(file!)).executeTakeFirst();
      expect(row).toEqual({ size: TINY_PNG.length, content_type: 'image/png' });
    }
  });
});

/** supertest reads text/* as text; these tests compare bytes. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

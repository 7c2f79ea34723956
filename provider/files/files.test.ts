import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bearer, describeEachDialect, TINY_PDF, TINY_PNG, type TestProvider, type TestUser } from '../test-support/harness';
import { serviceForm } from '../test-support/fixtures';
import { FAKE_EXE, PLAIN_ZIP, SVG_WITH_SCRIPT, TINY_DOC, TINY_DOCX, TINY_GIF, TINY_JPEG, TINY_WEBP } from '../test-support/sample-files';

interface UploadedFile {
  id: number;
  fileUrl: string;
  fileName: string;
  contentType: string;
  size: number;
}

describeEachDialect('Uploads and /files', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
  });
  /** Every file in the upload folder, finished or not. */
  const onDisk = () => readdirSync(p.config.uploadDir).filter((n) => !n.startsWith('.'));
  const storedPath = (file: UploadedFile) => path.join(p.config.uploadDir, file.fileUrl.split('/').pop()!);
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
      expect(existsSync(storedPath(file))).toBe(true);
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
    const before = onDisk().sort();
    const res = await upload([
      [TINY_PNG, 'fine.png'],
      [content, name],
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      isSuccess: false,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Only images, PDF, Word documents and text files are allowed',
      errors: { files: ['Only images, PDF, Word documents and text files are allowed'] },
    });
    expect(onDisk().sort()).toEqual(before);
  });

  it('refuses a file over 10 MB (413) and keeps nothing', async () => {
    const before = onDisk().sort();
    const res = await upload([[Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), 'big.txt']]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Each file must be at most 10 MB', errors: { files: ['Each file must be at most 10 MB'] } });
    expect(onDisk().sort()).toEqual(before);
  });

  it('takes 10 files and refuses 11 (413)', async () => {
    const ten = await upload(Array.from({ length: 10 }, (_, i): [Buffer, string] => [TINY_PNG, `f${i}.png`]));
    expect(ten.status).toBe(201);
    expect(ten.body.result.files).toHaveLength(10);
    const before = onDisk().sort();
    const eleven = await upload(Array.from({ length: 11 }, (_, i): [Buffer, string] => [TINY_PNG, `f${i}.png`]));
    expect(eleven.status).toBe(413);
    expect(eleven.body.message).toBe('At most 10 files per upload');
    expect(onDisk().sort()).toEqual(before);
  });

  it('refuses files under another field name, and ids of files to remove that are not numbers', async () => {
    const before = onDisk().sort();
    const stray = await serviceForm(p.http().post('/Services').set(bearer(admin.token))).attach('avatar', TINY_PNG, 'a.png');
    expect(stray.status).toBe(400);
    expect(stray.body.errors.files).toEqual(['Files must be sent in the field named files']);
    const created = (await upload([[TINY_PNG, 'keep.png']])).body.result;
    const afterCreate = onDisk().sort();
    const badIds = await serviceForm(p.http().put(`/Services/${created.id}`).set(bearer(admin.token)), { RemoveFileIds: ['first'] }).attach('files', TINY_PDF, 'new.pdf');
    expect(badIds.status).toBe(400);
    expect(badIds.body.errors.RemoveFileIds).toEqual(['Invalid identifier']);
    expect(onDisk().sort()).toEqual(afterCreate);
    expect(afterCreate.length).toBe(before.length + 1);
  });

  it('removes the files from disk with their service, and when an update removes them', async () => {
    const created = (await upload([[TINY_PNG, 'a.png'], [TINY_PDF, 'b.pdf'], [TINY_JPEG, 'c.jpg']])).body.result;
    const [a, b, c] = created.files as UploadedFile[];
    const updated = await serviceForm(p.http().put(`/Services/${created.id}`).set(bearer(admin.token)), { RemoveFileIds: [String(a!.id)] });
    expect(updated.status).toBe(200);
    expect(existsSync(storedPath(a!))).toBe(false);
    expect((await p.http().get(a!.fileUrl)).status).toBe(404);
    expect(updated.body.result.files.map((f: UploadedFile) => f.id)).toEqual([b!.id, c!.id]);

    await p.http().delete(`/Services/${created.id}`).set(bearer(admin.token)).expect(200);
    for (const file of [b!, c!]) {
      expect(existsSync(storedPath(file))).toBe(false);
      expect((await p.http().get(file.fileUrl)).status).toBe(404);
    }
  });

  it('answers 404 for names that are not stored uploads', async () => {
    const orphan = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f.png';
    writeFileSync(path.join(p.config.uploadDir, orphan), TINY_PNG);
    for (const url of [`/files/${orphan}`, '/files/incoming-123.part', '/files/..%2F..%2Fetc%2Fpasswd', '/files/provider-token-secret', '/files/']) {
      const res = await p.http().get(url);
      expect(res.status).toBe(404);
      expect(res.body.isSuccess).toBe(false);
    }
  });
});

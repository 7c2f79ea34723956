import { rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_STORAGE_KINDS, type FileStorageKind } from '../../config';
import { startTestProvider, type TestProvider } from '../../test-support/harness';
import { startFakeS3, type FakeS3 } from '../../test-support/fake-s3';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';
import { authorization, EMPTY_SHA256 } from './sigv4';

const NAME = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f.pdf';
const OTHER = '1a1a1a1a-1a1a-4a1a-8a1a-1a1a1a1a1a1a.png';

async function bytes(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no such file');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function names(storage: FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const name of storage.list()) found.push(name);
  return found.sort();
}

describe.each(FILE_STORAGE_KINDS)('%s storage', (kind: FileStorageKind) => {
  let p: TestProvider;
  let storage: FileStorage;
  beforeAll(async () => {
    p = await startTestProvider('pglite', { FILE_STORAGE: kind });
    storage = p.storage;
  });
  afterAll(() => p.close());

  it('puts, tells the size, reads whole or a range, lists and deletes', async () => {
    const content = Buffer.from('%PDF-1.4 0123456789 the rest of the file');
    await storage.put(NAME, content, 'application/pdf');
    expect(await storage.stat(NAME)).toEqual({ size: content.length });
    expect(await storage.exists(NAME)).toBe(true);
    expect(await bytes(await storage.get(NAME))).toEqual(content);
    expect(await bytes(await storage.get(NAME, { start: 9, end: 18 }))).toEqual(content.subarray(9, 19));
    expect(await names(storage)).toEqual([NAME]);

    await storage.delete(NAME);
    expect(await storage.exists(NAME)).toBe(false);
    expect(await storage.stat(NAME)).toBeNull();
    expect(await storage.get(NAME)).toBeNull();
    await storage.delete(NAME); // gone already: not an error
    expect(await names(storage)).toEqual([]);
  });

  it('takes an upload waiting on disk, and replaces a file of the same name', async () => {
    const waiting = path.join(p.config.uploadDir, 'incoming-test.part');
    writeFileSync(waiting, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await storage.put(OTHER, { path: waiting }, 'image/png');
    expect(await bytes(await storage.get(OTHER))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // Disk storage moves it; the others copy it and the upload code removes it.
    expect(existsSync(waiting)).toBe(kind !== 'disk');
    rmSync(waiting, { force: true });
    await storage.put(OTHER, Buffer.from('again'), 'image/png');
    expect((await bytes(await storage.get(OTHER))).toString()).toBe('again');
    await storage.delete(OTHER);
  });

  it('refuses names that are not stored-file names, so nothing outside its files is reachable', async () => {
    for (const bad of ['../provider-token-secret', 'pglite/PG_VERSION', '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f.exe', '', 'a/b.png']) {
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a stored file name/);
      await expect(storage.get(bad)).rejects.toThrow(/not a stored file name/);
      await expect(storage.delete(bad)).rejects.toThrow(/not a stored file name/);
    }
  });
});

describe('S3 client', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  const config = (overrides: Record<string, unknown> = {}) => ({
    endpoint: s3.url,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    prefix: '',
    pathStyle: true,
    ...overrides,
  });

  it('signs as AWS documents it (SigV4 example: GET Object with a Range)', () => {
    // From the S3 API reference, "Signature Calculations for the Authorization Header", example GET Object.
    expect(
      authorization({
        method: 'GET',
        path: '/test.txt',
        query: {},
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        service: 's3',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        amzDate: '20130524T000000Z',
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('is refused by the server with a wrong secret, and says so', async () => {
    const wrong = createS3Storage(config({ secretAccessKey: 'not-the-secret' }));
    const refusedBefore = s3.refused;
    await expect(wrong.put(NAME, Buffer.from('x'), 'application/pdf')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(s3.refused).toBe(refusedBefore + 1);
  });

  it('keeps its files under S3_PREFIX and lists past one page of 1000', async () => {
    const storage = createS3Storage(config({ prefix: 'site-a/' }));
    await storage.put(NAME, Buffer.from('%PDF'), 'application/pdf');
    expect([...s3.objects.keys()]).toContain(`site-a/${NAME}`);
    expect(s3.objects.get(`site-a/${NAME}`)!.contentType).toBe('application/pdf');
    // Another site's files and stray keys in the same bucket are not ours.
    s3.objects.set(`site-b/${OTHER}`, { body: Buffer.from('x'), contentType: 'image/png' });
    s3.objects.set('site-a/notes.txt', { body: Buffer.from('x'), contentType: 'text/plain' });
    for (let i = 0; i < 1500; i++) {
      const name = `${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000.png`;
      s3.objects.set(`site-a/${name}`, { body: Buffer.from('x'), contentType: 'image/png' });
    }
    const listed = await names(storage);
    expect(listed).toHaveLength(1501);
    expect(listed).toContain(NAME);
    expect(listed).not.toContain(OTHER);
    expect(s3.log.filter((line) => line === `GET /${s3.bucket}`)).toHaveLength(2);
  });
});

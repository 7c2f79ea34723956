import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 look-alike over real HTTP for tests: path-style PUT, GET (with one Range), HEAD, DELETE
 * and ListObjectsV2 on one bucket, kept in memory. Every request must carry a SigV4 Authorization
 * that this server recomputes on its own (canonical request, scope, signing key) from the known
 * secret, and a PUT's x-amz-content-sha256 must be the hash of its body; otherwise 403, as S3 does.
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests refused for their signature. */
  refused: number;
  /** Every request, as "METHOD /path". */
  log: string[];
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

const hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const mac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const strictEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function expectedSignature(req: http.IncomingMessage, url: URL, signedHeaders: string[], scope: string[], secret: string): string {
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [strictEncode(k), strictEncode(v)] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders.join(';'), String(req.headers['x-amz-content-sha256'])].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope.join('/'), hex(canonical)].join('\n');
  const [day, region, service] = scope;
  const key = mac(mac(mac(mac(`AWS4${secret}`, day!), region!), service!), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'khadamat-test';
  const region = options.region ?? 'me-south-1';
  const accessKeyId = 'AKIDFAKES3TEST';
  const secretAccessKey = 'fake/secret+key=for-tests-only';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: string[] = [];

  const error = (res: http.ServerResponse, status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      log.push(`${req.method} ${url.pathname}`);
      // The signature: header form, credential scope, date, payload hash, then the signature itself.
      const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? ''),
      );
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      const signed = auth?.[4]?.split(';') ?? [];
      const skewMs = Math.abs(Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')) - Date.now());
      const bodyHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (
        !auth ||
        auth[1] !== accessKeyId ||
        auth[3] !== region ||
        !amzDate.startsWith(auth[2]!) ||
        !(skewMs < 15 * 60_000) ||
        !['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => signed.includes(h)) ||
        (req.headers.range !== undefined && !signed.includes('range')) ||
        bodyHash !== hex(body) ||
        auth[5] !== expectedSignature(req, url, signed, [auth[2]!, auth[3]!, 's3', 'aws4_request'], secretAccessKey)
      ) {
        fake.refused += 1;
        return error(res, 403, bodyHash !== hex(body) ? 'XAmzContentSHA256Mismatch' : 'SignatureDoesNotMatch');
      }
      const [, first, ...rest] = url.pathname.split('/');
      if (first !== bucket) return error(res, 404, 'NoSuchBucket');
      const key = rest.map(decodeURIComponent).join('/');
      if (key === '' && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const max = Number(url.searchParams.get('max-keys') ?? 1000);
        const after = url.searchParams.get('continuation-token') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = keys.slice(0, max);
        const truncated = keys.length > page.length;
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
            page.map((k) => `<Contents><Key>${xml(k)}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`).join('') +
            (truncated ? `<NextContinuationToken>${xml(page[page.length - 1]!)}</NextContinuationToken>` : '') +
            '</ListBucketResult>',
        );
      }
      const object = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
          res.writeHead(200, { etag: `"${hex(body).slice(0, 32)}"` });
          return res.end();
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        case 'HEAD':
        case 'GET': {
          if (!object) return error(res, 404, 'NoSuchKey');
          const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
          if (range) {
            const start = Number(range[1]);
            const end = Math.min(Number(range[2]), object.body.length - 1);
            if (start >= object.body.length) return error(res, 416, 'InvalidRange');
            res.writeHead(206, {
              'content-type': object.contentType,
              'content-length': end - start + 1,
              'content-range': `bytes ${start}-${end}/${object.body.length}`,
            });
            return res.end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
          }
          res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
          return res.end(req.method === 'HEAD' ? undefined : object.body);
        }
        default:
          return error(res, 405, 'MethodNotAllowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const fake: FakeS3 = {
    url,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    refused: 0,
    log,
    env: (prefix = '') => ({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

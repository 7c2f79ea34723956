import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { STORED_NAME_PATTERN } from '../stored-name';
import { checkStoredName, readSource, type ByteRange, type FileSource, type FileStorage } from './file-storage';
import { amzDateOf, authorization, canonicalQuery, EMPTY_SHA256, sha256Hex, uriEncode } from './sigv4';

interface S3Request {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  /** Object key (without the prefix of S3_PREFIX: added here), or null for the bucket. */
  key: string | null;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer;
}

const xmlText = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_m, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()]!;
    return String.fromCodePoint(entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
  });

const keepAlive = { http: new http.Agent({ keepAlive: true, maxSockets: 32 }), https: new https.Agent({ keepAlive: true, maxSockets: 32 }) };

/**
 * Files in an S3-compatible bucket, through a small SigV4-signed HTTP client of our own (five
 * calls: PUT, GET with Range, HEAD, DELETE and ListObjectsV2), so no SDK is needed.
 */
export function createS3Storage(config: S3Config, timeoutMs = 30_000): FileStorage {
  const endpoint = new URL(config.endpoint);

  function send(request: S3Request): Promise<http.IncomingMessage> {
    const key = request.key === null ? null : `${config.prefix}${request.key}`;
    const host = config.pathStyle ? endpoint.host : `${config.bucket}.${endpoint.host}`;
    const basePath = endpoint.pathname.replace(/\/+$/, '');
    const keyPath = key === null ? '' : `/${key.split('/').map(uriEncode).join('/')}`;
    const path = `${basePath}${config.pathStyle ? `/${config.bucket}` : ''}${keyPath}` || '/';
    const payloadHash = request.body ? sha256Hex(request.body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDateOf(new Date()),
      ...request.headers,
    };
    const query = request.query ?? {};
    headers.authorization = authorization({
      method: request.method,
      path,
      query,
      headers,
      payloadHash,
      region: config.region,
      service: 's3',
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      amzDate: headers['x-amz-date']!,
    });
    if (request.body) headers['content-length'] = String(request.body.length);
    const search = canonicalQuery(query);
    const client = endpoint.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        {
          protocol: endpoint.protocol,
          hostname: config.pathStyle ? endpoint.hostname : `${config.bucket}.${endpoint.hostname}`,
          port: endpoint.port || undefined,
          method: request.method,
          path: search ? `${path}?${search}` : path,
          headers,
          agent: endpoint.protocol === 'https:' ? keepAlive.https : keepAlive.http,
          timeout: timeoutMs,
        },
        resolve,
      );
      req.on('timeout', () => req.destroy(new Error(`S3 ${request.method} timed out after ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(request.body);
    });
  }

  async function readAll(res: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function failure(res: http.IncomingMessage, what: string): Promise<Error> {
    const body = await readAll(res).catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? '';
    return new Error(`S3 ${what} failed: ${res.statusCode}${code ? ` ${code}` : ''}`);
  }

  const storage: FileStorage = {
    kind: 's3',
    async put(name: string, source: FileSource, contentType: string) {
      checkStoredName(name);
      const body = await readSource(source);
      const res = await send({ method: 'PUT', key: name, body, headers: { 'content-type': contentType } });
      if (res.statusCode !== 200) throw await failure(res, `PUT ${name}`);
      res.resume();
    },
    async stat(name) {
      checkStoredName(name);
      const res = await send({ method: 'HEAD', key: name });
      res.resume();
      if (res.statusCode === 404) return null;
      if (res.statusCode !== 200) throw new Error(`S3 HEAD ${name} failed: ${res.statusCode}`);
      return { size: Number(res.headers['content-length'] ?? 0) };
    },
    async get(name: string, range?: ByteRange) {
      checkStoredName(name);
      const res = await send({ method: 'GET', key: name, headers: range ? { range: `bytes=${range.start}-${range.end}` } : {} });
      if (res.statusCode === 404) {
        res.resume();
        return null;
      }
      if (res.statusCode !== (range ? 206 : 200) && res.statusCode !== 200) throw await failure(res, `GET ${name}`);
      return res as Readable;
    },
    async exists(name) {
      return (await storage.stat(name)) !== null;
    },
    async delete(name) {
      checkStoredName(name);
      const res = await send({ method: 'DELETE', key: name });
      if (res.statusCode !== 204 && res.statusCode !== 200 && res.statusCode !== 404) throw await failure(res, `DELETE ${name}`);
      res.resume();
    },
    async *list() {
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', 'max-keys': '1000', ...(config.prefix ? { prefix: config.prefix } : {}) };
        if (token) query['continuation-token'] = token;
        const res = await send({ method: 'GET', key: null, query });
        if (res.statusCode !== 200) throw await failure(res, 'list');
        const xml = await readAll(res);
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const name = xmlText(match[1]!).slice(config.prefix.length);
          if (STORED_NAME_PATTERN.test(name)) yield name;
        }
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        token = truncated ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') : undefined;
      } while (token);
    },
  };
  return storage;
}

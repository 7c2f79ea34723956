/**
 * A small MIME reader for the outbox's .eml files in tests (mailparser is not a dependency): headers
 * (unfolded, RFC 2047 words decoded), and every leaf part with its decoded body (base64, quoted-printable).
 */
export interface EmlPart {
  headers: Record<string, string>;
  contentType: string;
  filename: string | null;
  body: string;
}

export interface ParsedEml {
  headers: Record<string, string>;
  subject: string;
  to: string;
  parts: EmlPart[];
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const body = end === -1 ? '' : text.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?B?...?= and =?UTF-8?Q?...?= words, adjacent ones joined. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

const param = (header: string, name: string): string | null => {
  const match = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, 'i').exec(header);
  return match ? decodeWords(match[2] ?? match[1]!) : null;
};

function leaves(raw: string): EmlPart[] {
  const { headers, body } = splitHead(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(contentType)) {
    const boundary = param(contentType, 'boundary');
    if (!boundary) throw new Error('a multipart without boundary');
    const chunks = body.replace(/\r\n/g, '\n').split(`--${boundary}`);
    return chunks
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => leaves(chunk.replace(/^\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  const filename = param(headers['content-disposition'] ?? '', 'filename') ?? param(contentType, 'name');
  return [{ headers, contentType, filename, body: bytes.toString('utf8') }];
}

export function parseEml(raw: string): ParsedEml {
  const { headers } = splitHead(raw);
  return { headers, subject: decodeWords(headers.subject ?? ''), to: headers.to ?? '', parts: leaves(raw) };
}

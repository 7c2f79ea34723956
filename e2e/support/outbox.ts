import fs from 'node:fs';
import path from 'node:path';

/**
 * The mails the site wrote to DATA_DIR/outbox (no SMTP_URL on the embedded defaults). e2e/run.ts
 * passes the folder as E2E_OUTBOX_DIR.
 */
export const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? '';

/** Quoted-printable text as written by nodemailer: soft line breaks and =XX bytes, UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The plain-text part of one .eml file, decoded (nodemailer picks base64 for mostly-Arabic text). */
function plainTextOf(eml: string): string {
  const part = /Content-Type: text\/plain[^\n]*\n((?:[^\n]+\n)*?)\n([\s\S]*?)\n--/i.exec(eml);
  if (!part) return eml;
  const [, headers = '', body = ''] = part;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/**
 * Waits for the newest mail to `to` whose link goes to `pagePath` and returns that link. Mails
 * already used are passed in `seen`, so a second mail to the same address is told apart.
 */
export async function waitForMailLink(to: string, pagePath: string, seen: Set<string> = new Set(), timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(OUTBOX_DIR)
      ? fs
          .readdirSync(OUTBOX_DIR)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      if (seen.has(file)) continue;
      const eml = fs.readFileSync(path.join(OUTBOX_DIR, file), 'utf8');
      if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml)) continue;
      const link = plainTextOf(eml)
        .match(/https?:\/\/\S+/g)
        ?.find((url) => new URL(url).pathname === pagePath);
      if (link) {
        seen.add(file);
        return link;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with a link to ${pagePath} in ${OUTBOX_DIR}`);
}

import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

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

/** A header's value, unfolded, its MIME encoded words (=?UTF-8?B?...?= / ?Q?) decoded. */
function headerOf(eml: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\r?\n[ \t].*)*)`, 'mi').exec(eml)?.[1] ?? '';
  return folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export interface ReadMail {
  subject: string;
  text: string;
}

/** The mails the site wrote to DATA_DIR/outbox (no SMTP_URL on the embedded defaults), read as a person reads a mailbox. */
export class MailOutbox {
  constructor(private readonly dir: string) {}

  /** The newest mail to `to` not in `seen` with a link to `pagePath`: its file and the link. */
  private find(to: string, pagePath: string, seen: Set<string>): { file: string; link: string } | undefined {
    if (!fs.existsSync(this.dir)) return undefined;
    const files = fs
      .readdirSync(this.dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    const recipient = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi');
    for (const file of files) {
      if (seen.has(file)) continue;
      const eml = fs.readFileSync(path.join(this.dir, file), 'utf8');
      if (!recipient.test(eml)) continue;
      const link = plainTextOf(eml)
        .match(/https?:\/\/\S+/g)
        ?.find((url) => new URL(url).pathname === pagePath);
      if (link) return { file, link };
    }
    return undefined;
  }

  /**
   * Waits for the newest mail to `to` whose link goes to `pagePath` and returns that link. Mails
   * already used are passed in `seen`, so a second mail to the same address is told apart.
   */
  async linkTo(to: string, pagePath: string, seen: Set<string> = new Set()): Promise<string> {
    let found: { file: string; link: string } | undefined;
    await expect
      .poll(() => (found = this.find(to, pagePath, seen))?.link, { message: `a mail to ${to} with a link to ${pagePath} in ${this.dir}`, timeout: 15_000 })
      .toBeTruthy();
    seen.add(found!.file);
    return found!.link;
  }

  /** Every mail to `to` so far, oldest first: subject and plain text, decoded. */
  mailsTo(to: string): ReadMail[] {
    if (!fs.existsSync(this.dir)) return [];
    const recipient = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi');
    return fs
      .readdirSync(this.dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((file) => fs.readFileSync(path.join(this.dir, file), 'utf8'))
      .filter((eml) => recipient.test(eml))
      .map((eml) => ({ subject: headerOf(eml, 'Subject'), text: plainTextOf(eml) }));
  }

  /** Waits for a mail to `to` whose subject matches, and returns it (the queue sends after the answer). */
  async mailTo(to: string, subject: RegExp): Promise<ReadMail> {
    let found: ReadMail | undefined;
    await expect
      .poll(() => (found = this.mailsTo(to).find((mail) => subject.test(mail.subject)))?.subject, {
        message: `a mail to ${to} with the subject ${subject} in ${this.dir}`,
        timeout: 30_000,
      })
      .toBeTruthy();
    return found!;
  }

  /** The same link on the site under test (the mails carry PUBLIC_SITE_URL), as a path to open with the test's baseURL. */
  async pathTo(to: string, pagePath: string, seen?: Set<string>): Promise<string> {
    const link = new URL(await this.linkTo(to, pagePath, seen));
    return `${link.pathname}${link.search}`;
  }
}

import { pino } from 'pino';
import type { MailMessage } from '../mail/mailer';
import { describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { sendContactDigest } from './contact-digest';

const message = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '+966 50 123 4567',
  subject: `Question ${n}`,
  description: 'Please call me back.',
  priorite: 'urgent',
  preferedContactMethode: 'whatsapp',
});

describeEachDialect(
  'Contact message e-mails beyond the hourly rate',
  (provider) => {
    let p: TestProvider;
    let admin: TestUser;
    beforeAll(async () => {
      p = provider();
      admin = await p.user({ role: 'Admin' });
    });

    it('e-mails the first messages of the hour one by one, then queues one digest for the hour, which lists the rest', async () => {
      for (let n = 1; n <= 5; n++) {
        const res = await p.http().post('/ContactUs/create-message').send(message(n));
        expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
      }
      const toAdmin = () => p.mail.filter((m) => m.to === admin.email);
      expect(toAdmin().map((m) => m.subject)).toEqual([expect.stringContaining('Question 1'), expect.stringContaining('Question 2')]);
      const digests = await p.db.selectFrom('jobs').select(['payload', 'run_at']).where('name', '=', 'contact-digest').execute();
      expect(digests).toHaveLength(1);
      const payload = (typeof digests[0]!.payload === 'string' ? JSON.parse(digests[0]!.payload) : digests[0]!.payload) as { hour: number; skip: number };
      expect(payload.skip).toBe(2);
      expect(digests[0]!.run_at.getTime()).toBe(payload.hour + 3_600_000);

      // What the job sends at the hour's end.
      const mailer = { send: async (mail: MailMessage) => void p.mail.push(mail) };
      await sendContactDigest({ db: p.db, mailer, logger: pino({ level: 'silent' }), publicSiteUrl: 'http://site.test' }, payload.hour, payload.skip);
      const digest = toAdmin().at(-1)!;
      expect(digest.subject).toContain('3 more contact messages this hour');
      for (const n of [3, 4, 5]) expect(digest.text).toContain(`Visitor ${n} (visitor${n}@example.com): Question ${n}`);
      expect(digest.text).not.toContain('Question 1');
      expect(toAdmin()).toHaveLength(3);
    });
  },
  { CONTACT_EMAILS_PER_HOUR: '2' },
);

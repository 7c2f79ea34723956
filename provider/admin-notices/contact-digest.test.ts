import type { MailMessage } from '../mail/mailer';
import { describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { sendContactDigest, sendContactMessageMail } from './contact-digest';

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
      await p.settle();
      const toAdmin = () => p.mail.filter((m) => m.to === admin.email);
      expect(toAdmin().map((m) => m.subject)).toEqual([expect.stringContaining('Question 1'), expect.stringContaining('Question 2')]);
      type DigestPayload = { hour: number; skip: number; adminId: number };
      const digests = (await p.db.selectFrom('jobs').select(['payload', 'run_at']).where('name', '=', 'contact-digest').execute())
        .map((job) => ({ runAt: job.run_at, payload: (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as DigestPayload }))
        .filter((job) => job.payload.adminId === admin.id);
      // One digest for the hour per admin, however many messages came after the first two.
      expect(digests).toHaveLength(1);
      const { payload, runAt } = digests[0]!;
      expect(payload.skip).toBe(2);
      expect(runAt.getTime()).toBe(payload.hour + 3_600_000);

      // What the job sends at the hour's end.
      const mailer = { send: async (mail: MailMessage) => void p.mail.push(mail) };
      await sendContactDigest({ db: p.db, mailer, publicSiteUrl: 'http://site.test' }, payload.hour, payload.skip, admin.id);
      const digest = toAdmin().at(-1)!;
      expect(digest.subject).toContain('3 more contact messages this hour');
      for (const n of [3, 4, 5]) expect(digest.text).toContain(`Visitor ${n} (visitor${n}@example.com): Question ${n}`);
      expect(digest.text).not.toContain('Question 1');
      expect(toAdmin()).toHaveLength(3);
    });

    it('keeps each message e-mail in the outbox, per admin, until it is sent; a send the mail server refuses throws, so the queue retries it', async () => {
      const first = await p.db.selectFrom('contact_messages').select('id').orderBy('id').executeTakeFirstOrThrow();
      const kept = await p.db
        .selectFrom('job_outbox')
        .select(['name', 'done_at'])
        .where('dedupe_key', '=', `contact-message:${first.id}:admin:${admin.id}`)
        .executeTakeFirst();
      expect(kept).toMatchObject({ name: 'contact-message-mail', done_at: expect.any(Date) });
      const down = { send: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) };
      await expect(sendContactMessageMail({ db: p.db, mailer: down, publicSiteUrl: 'http://site.test' }, first.id, admin.id)).rejects.toThrow('ECONNREFUSED');
    });
  },
  { CONTACT_EMAILS_PER_HOUR: '2' },
);

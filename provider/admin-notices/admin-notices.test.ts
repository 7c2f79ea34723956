import { createTestBooking, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { quotePayload } from '../test-support/quote-fixtures';
import type { AdminNotice } from '../../shared/types/admin-notice';

const message = {
  name: 'Huda Visitor',
  email: 'huda@example.com',
  phone: '',
  subject: 'Pool maintenance',
  description: 'Do you service pools in Dhahran?',
  priorite: 'normal',
  preferedContactMethode: 'gmail',
};

describeEachDialect('admin notices', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let other: TestUser;
  let client: TestUser;
  let serviceId: number;

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'First Admin' });
    other = await p.user({ role: 'Admin', fullName: 'Second Admin' });
    client = await p.user({ fullName: 'Noura Client' });
    serviceId = await createTestService(p, admin, 'Pool care');
  });

  const notices = async (user: TestUser) => {
    const res = await p.http().get('/Notices?page=1&pageSize=50').set(bearer(user.token));
    expect(res.status).toBe(200);
    return res.body.result as { items: AdminNotice[]; unread: number; total: number };
  };

  it('tells every admin of a new booking, a contact message and a quote answer, unread', async () => {
    const before = (await notices(admin)).unread;
    const bookingId = await createTestBooking(p, client, serviceId);
    expect((await p.http().post('/ContactUs/create-message').send(message)).status).toBe(201);
    const quote = await p.http().post('/Quotes/create').set(bearer(admin.token)).send(quotePayload(bookingId));
    expect((await p.http().patch(`/Quotes/accept/${quote.body.result.id}`).set(bearer(client.token)).send()).status).toBe(200);
    const list = await notices(admin);
    expect(list.unread).toBe(before + 3);
    expect(list.items.slice(0, 3).map((n) => [n.kind, n.read])).toEqual([
      ['quote', false],
      ['message', false],
      ['booking', false],
    ]);
    expect(list.items[0]).toMatchObject({
      entityId: quote.body.result.id,
      summary: { name: 'Sara Client', number: quote.body.result.quoteNumber, answer: 'accepted' },
    });
    expect(list.items[1]!.summary).toMatchObject({ name: 'Huda Visitor', title: 'Pool maintenance' });
    expect(list.items[2]).toMatchObject({ entityId: bookingId, summary: { name: 'Noura Client', title: 'Pool care' } });
    expect((await notices(other)).unread).toBe(list.unread);
  });

  it('marks read for the admin who read it only, and all at once; the count says so', async () => {
    const [first] = (await notices(admin)).items;
    const read = await p.http().patch(`/Notices/read/${first!.id}`).set(bearer(admin.token));
    expect(read.status).toBe(200);
    const after = await notices(admin);
    expect(after.items[0]!.read).toBe(true);
    expect(read.body.result.unread).toBe(after.unread);
    expect((await p.http().get('/Notices/unread-count').set(bearer(admin.token))).body.result.unread).toBe(after.unread);
    expect((await notices(other)).items[0]!.read).toBe(false);
    // Reading it again changes nothing.
    expect((await p.http().patch(`/Notices/read/${first!.id}`).set(bearer(admin.token))).body.result.unread).toBe(after.unread);
    const all = await p.http().patch('/Notices/read-all').set(bearer(admin.token));
    expect(all.body.result.unread).toBe(0);
    expect((await notices(admin)).items.every((n) => n.read)).toBe(true);
    expect((await notices(other)).unread).toBeGreaterThan(0);
  });

  it('e-mails a contact message to the admins who want it, and no longer to one who opted out', async () => {
    const saved = await p.http().put('/Notices/preferences').set(bearer(other.token)).send({ emails: false });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Notification e-mails saved');
    expect((await p.http().get('/Notices/preferences').set(bearer(other.token))).body.result).toEqual({ emails: false });
    expect((await p.http().get('/Notices/preferences').set(bearer(admin.token))).body.result).toEqual({ emails: true });
    p.mail.length = 0;
    expect(
      (
        await p
          .http()
          .post('/ContactUs/create-message')
          .send({ ...message, subject: 'Second question' })
      ).status,
    ).toBe(201);
    await createTestBooking(p, client, serviceId);
    await p.settle();
    const to = (address: string) => p.mail.filter((m) => JSON.stringify(m.to).includes(address));
    expect(to(admin.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('New contact message from Huda Visitor: Second question')]),
    );
    expect(to(admin.email).length).toBeGreaterThanOrEqual(2);
    expect(to(other.email)).toEqual([]);
    // The dashboard still shows them to the admin who opted out of the e-mails.
    expect((await notices(other)).items[0]!.kind).toBe('booking');
  });

  it('is for admins only, refuses an unknown notice and a bad choice', async () => {
    expect((await p.http().get('/Notices')).status).toBe(401);
    expect((await p.http().get('/Notices').set(bearer(client.token))).status).toBe(403);
    expect((await p.http().patch('/Notices/read-all').set(bearer(client.token))).status).toBe(403);
    expect((await p.http().patch('/Notices/read/999999').set(bearer(admin.token))).status).toBe(404);
    const bad = await p.http().put('/Notices/preferences').set(bearer(admin.token)).send({ emails: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['emails']);
    const arabic = await p.http().patch('/Notices/read/999999').set(bearer(admin.token)).set('Accept-Language', 'ar');
    expect(arabic.body.message).toBe('لم يتم العثور على الإشعار');
  });
});

import { bearer, describeEachDialect, STRONG_PASSWORD, uniqueEmail, type TestProvider, type TestUser } from '../test-support/harness';

/** The profile page's body: the loaded user sent back with the edits. */
const profileBody = (user: { id: number; fullName: string; email: string; phoneNumber: string; typeUser: number; startDate: string }) => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  typeUser: user.typeUser,
  startDate: user.startDate,
});

describeEachDialect('E-mail change', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Main Admin' });
  });
  const me = async (user: TestUser) => (await p.http().get(`/User/get-user/${user.id}`).set(bearer(user.token))).body.result;
  const change = async (user: TestUser, email: string, currentPassword?: string, language = 'en') =>
    p
      .http()
      .put(`/User/update-user/${user.id}`)
      .set(bearer(user.token))
      .set('Accept-Language', language)
      .send({ ...profileBody(await me(user)), email, ...(currentPassword === undefined ? {} : { currentPassword }) });
  const mailsTo = (email: string) => p.mail.filter((m) => m.to === email);
  const linkIn = (text: string) => {
    const url = new URL(/https?:\/\/\S*confirm-email-change\S*/.exec(text)![0]);
    return { id: Number(url.searchParams.get('id')), token: url.searchParams.get('token')! };
  };

  it('needs the current password to change the own e-mail (400, both languages), and changes nothing without it', async () => {
    const user = await p.user();
    const newEmail = uniqueEmail('new');
    const missing = await change(user, newEmail);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ currentPassword: ['Current password is required'] });
    const wrong = await change(user, newEmail, 'Wrong#Pass1', 'ar');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('كلمة المرور الحالية غير صحيحة');
    expect(await me(user)).toMatchObject({ email: user.email, pendingEmail: null });
    expect(mailsTo(newEmail)).toHaveLength(0);
  });

  it('keeps the old address until the link sent to the new one is opened, and tells the old address', async () => {
    const user = await p.user({ fullName: 'Huda Mover' });
    const newEmail = uniqueEmail('moved');
    const res = await change(user, newEmail, STRONG_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/open the link we sent to the new address/);
    expect(res.body.result).toMatchObject({ email: user.email, pendingEmail: newEmail });
    // Not taken over: the old address still logs in, the new one does not (yet).
    expect((await p.http().post('/Auth/login').send({ email: user.email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await p.http().post('/Auth/login').send({ email: newEmail, password: STRONG_PASSWORD })).status).toBe(400);
    // A reset asked for the new address sends nothing: it is no account's address.
    await p.http().post('/Auth/send-reset-password-email').send({ email: newEmail });
    expect(mailsTo(newEmail).map((m) => m.subject)).toEqual(['Confirm your new email address']);
    const notice = mailsTo(user.email).at(-1)!;
    expect(notice.subject).toBe('A change of your Khadamat email address was requested');
    expect(notice.text).toContain(newEmail);

    const link = linkIn(mailsTo(newEmail)[0]!.text);
    expect(link.id).toBe(user.id);
    const confirmed = await p.http().post('/User/confirm-email-change').send(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your new email address is confirmed and now used for your account');
    expect(await me(user)).toMatchObject({ email: newEmail, userName: newEmail, pendingEmail: null, emailConfirmed: true });
    expect((await p.http().post('/Auth/login').send({ email: newEmail, password: STRONG_PASSWORD })).status).toBe(200);
    // Single use.
    const again = await p.http().post('/User/confirm-email-change').send(link);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired. Please ask for a new one.');
  });

  it('answers a taken address exactly like a free one, and tells that address instead of sending a link', async () => {
    const user = await p.user();
    const owner = await p.user();
    const free = uniqueEmail('free');
    const toFree = await change(user, free, STRONG_PASSWORD);
    const toTaken = await change(user, owner.email.toUpperCase(), STRONG_PASSWORD);
    expect(toTaken.status).toBe(200);
    expect(toTaken.body.message).toBe(toFree.body.message);
    expect(toTaken.body.code).toBeUndefined();
    const told = mailsTo(owner.email).at(-1)!;
    expect(told.subject).toBe('This address already has a Khadamat account');
    expect(told.text).not.toMatch(/confirm-email-change/);
    // The earlier pending change was replaced: its link no longer works, and the account is unchanged.
    const stale = await p
      .http()
      .post('/User/confirm-email-change')
      .send(linkIn(mailsTo(free)[0]!.text));
    expect(stale.status).toBe(400);
    expect(await me(user)).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('refuses a link whose address was taken meanwhile, a wrong token, an expired one and a bad body', async () => {
    const user = await p.user();
    const newEmail = uniqueEmail('race');
    await change(user, newEmail, STRONG_PASSWORD);
    const link = linkIn(mailsTo(newEmail)[0]!.text);
    expect(
      (
        await p
          .http()
          .post('/User/confirm-email-change')
          .send({ ...link, token: 'not-the-token' })
      ).status,
    ).toBe(400);
    expect((await p.http().post('/User/confirm-email-change').send({ id: 'x' })).body.errors).toMatchObject({
      id: expect.any(Array),
      token: expect.any(Array),
    });
    // Someone registers the address before the link is opened.
    await p.http().post('/Auth/register').send({
      fullName: 'Late Comer',
      email: newEmail,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      phoneNumber: '0551234567',
      typeUser: 1,
      startDate: '2024-01-01',
      acceptedPrivacyVersion: 1,
      acceptedTermsVersion: 1,
    });
    expect((await p.http().post('/User/confirm-email-change').send(link)).status).toBe(400);
    expect((await me(user)).email).toBe(user.email);

    const later = await p.user();
    const expiring = uniqueEmail('expiring');
    await change(later, expiring, STRONG_PASSWORD);
    await p.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', later.id)
      .execute();
    expect(
      (
        await p
          .http()
          .post('/User/confirm-email-change')
          .send(linkIn(mailsTo(expiring)[0]!.text))
      ).status,
    ).toBe(400);
  });

  it("writes the old address's notice in the user's language", async () => {
    const user = await p.user();
    await p.db.updateTable('users').set({ language: 'ar' }).where('id', '=', user.id).execute();
    await change(user, uniqueEmail('lang'), STRONG_PASSWORD, 'en');
    expect(mailsTo(user.email).at(-1)!.subject).toBe('طلب تغيير عنوان بريدك الإلكتروني في خدمات');
  });

  it("lets an admin change someone else's e-mail without a password, through the same confirmation, and tells them if it is taken", async () => {
    const user = await p.user();
    const newEmail = uniqueEmail('by-admin');
    const body = { ...profileBody(await me(user)), email: newEmail };
    const res = await p.http().put(`/User/update-user/${user.id}`).set(bearer(admin.token)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(mailsTo(newEmail)).toHaveLength(1);
    const taken = await p
      .http()
      .put(`/User/update-user/${user.id}`)
      .set(bearer(admin.token))
      .send({ ...body, email: admin.email });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_IN_USE');
  });

  it('changes nothing about the e-mail when it is sent back unchanged (no password needed)', async () => {
    const user = await p.user();
    const res = await change(user, user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.result).toMatchObject({ email: user.email, pendingEmail: null });
  });
});

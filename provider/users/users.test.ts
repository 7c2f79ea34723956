import { bearer, describeEachDialect, STRONG_PASSWORD, type TestProvider, type TestUser } from '../test-support/harness';
import { createCompletedBooking, createTestRating, createTestBooking, createTestService } from '../test-support/fixtures';

/** The spec's profile body: the loaded user sent back with the edits (and a password field it ignores). */
const profileBody = (user: { id: number; fullName: string; email: string; phoneNumber: string; isActive: boolean; typeUser: number; startDate: string }) => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  isActive: user.isActive,
  typeUser: user.typeUser,
  startDate: user.startDate,
  password: null,
});

describeEachDialect('Users', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let serviceId: number;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'Main Admin' });
    client = await p.user({ fullName: 'Sara Client' });
    other = await p.user({ fullName: 'Omar Other' });
    serviceId = await createTestService(p, admin);
  });
  const me = async (user: TestUser) => (await p.http().get(`/User/get-user/${user.id}`).set(bearer(user.token))).body.result;

  describe('GET /User/get-all-users', () => {
    it('lists every user for an admin as a plain array, without passwords', async () => {
      const res = await p.http().get('/User/get-all-users').set(bearer(admin.token));
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.result)).toBe(true);
      const ids = res.body.result.map((u: { id: number }) => u.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, client.id, other.id]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const user of res.body.result) {
        expect(user).not.toHaveProperty('password');
        expect(user).not.toHaveProperty('passwordHash');
      }
    });

    it('pages, searches and filters by status, type and role', async () => {
      const tag = `Pager${Date.now()}`;
      const made: TestUser[] = [];
      for (let i = 0; i < 5; i++) made.push(await p.user({ fullName: `${tag} ${i}` }));
      await p.db.updateTable('users').set({ is_active: false, type_user: 1 }).where('id', 'in', [made[0]!.id, made[1]!.id]).execute();
      const get = (query: string) => p.http().get(`/User/get-all-users?${query}`).set(bearer(admin.token));

      const page = await get(`search=${tag.toLowerCase()}&page=2&pageSize=2`);
      expect(page.status).toBe(200);
      expect(page.body.result).toEqual({
        items: [expect.objectContaining({ id: made[2]!.id }), expect.objectContaining({ id: made[3]!.id })],
        total: 5,
        page: 2,
        pageSize: 2,
      });
      expect((await get(`search=${tag}&isActive=false`)).body.result.map((u: { id: number }) => u.id)).toEqual([made[0]!.id, made[1]!.id]);
      expect((await get(`search=${tag}&isActive=true`)).body.result).toHaveLength(3);
      expect((await get(`search=${tag}&typeUser=1`)).body.result.map((u: { typeUser: number }) => u.typeUser)).toEqual([1, 1]);
      expect((await get(`search=${tag}&typeUser=3&isActive=true&page=1`)).body.result.total).toBe(3);
      expect((await get('role=Admin')).body.result.every((u: { roles: string[] }) => u.roles[0] === 'Admin')).toBe(true);
      expect((await get('search=0501234567&page=1&pageSize=1')).body.result.total).toBeGreaterThanOrEqual(5);
      expect((await get('search=%25')).body.result).toEqual([]);
      // Search text is a parameter, never SQL.
      expect((await get(`search=${encodeURIComponent("' OR '1'='1")}`)).body.result).toEqual([]);
      expect((await get(`search=${encodeURIComponent("x'); drop table users; --")}`)).status).toBe(200);
      expect((await get('page=1&pageSize=1')).body.result.total).toBeGreaterThan(5);
    });

    it.each([
      ['isActive=maybe', 'isActive', 'Must be true or false'],
      ['typeUser=7', 'typeUser', 'User type must be Individual, Business or Organization'],
      ['role=Boss', 'role', 'Role must be Admin or Client'],
      ['page=0', 'page', 'Page must be a whole number of 1 or more'],
      ['page=1&pageSize=101', 'pageSize', 'Page size must be a whole number from 1 to 100'],
      [`search=${'x'.repeat(101)}`, 'search', 'Search text must be at most 100 characters'],
    ])('refuses %s (400)', async (query, field, text) => {
      const res = await provider().http().get(`/User/get-all-users?${query}`).set(bearer(admin.token));
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toEqual([text]);
    });

    it('is for admins only', async () => {
      expect((await p.http().get('/User/get-all-users')).status).toBe(401);
      expect((await p.http().get('/User/get-all-users').set(bearer(client.token))).status).toBe(403);
    });
  });

  describe('GET /User/get-user/{id}', () => {
    it('gives a user their own record and an admin anyone', async () => {
      const own = await p.http().get(`/User/get-user/${client.id}`).set(bearer(client.token));
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        isSuccess: true,
        result: {
          id: client.id,
          email: client.email,
          fullName: 'Sara Client',
          roles: ['Client'],
          client: { id: client.clientId },
          isActive: true,
          typeUser: 3,
        },
      });
      expect(own.body.result).not.toHaveProperty('password');
      expect((await p.http().get(`/User/get-user/${client.id}`).set(bearer(admin.token))).body.result.id).toBe(client.id);
    });

    it("refuses another user's record (403), no token (401), and unknown ids (404)", async () => {
      const res = await p.http().get(`/User/get-user/${other.id}`).set(bearer(client.token));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Forbidden - You do not have permission to access' });
      expect((await p.http().get(`/User/get-user/${client.id}`)).status).toBe(401);
      const unknown = await p.http().get('/User/get-user/999999').set(bearer(admin.token));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
      expect((await p.http().get('/User/get-user/abc').set(bearer(admin.token))).status).toBe(404);
    });
  });

  describe('PUT /User/update-user/{id}', () => {
    it('saves the own profile from the spec body, ignoring its password field', async () => {
      const user = await p.user({ fullName: 'Before Name' });
      const body = { ...profileBody(await me(user)), fullName: '  After Name  ', phoneNumber: '+966 55 123 4567', password: 'Ignored#123' };
      const res = await p.http().put(`/User/update-user/${user.id}`).set(bearer(user.token)).send(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        isSuccess: true,
        message: 'Profile updated successfully!',
        result: { id: user.id, fullName: 'After Name', phoneNumber: '+966 55 123 4567' },
      });
      expect((await me(user)).fullName).toBe('After Name');
      // The password did not change: the old one still logs in, the token still works.
      expect((await p.http().post('/Auth/login').send({ email: user.email, password: STRONG_PASSWORD })).status).toBe(200);
    });

    it('answers each validation error', async () => {
      const res = await p
        .http()
        .put(`/User/update-user/${client.id}`)
        .set(bearer(client.token))
        .send({ fullName: 'S', email: 'bad', phoneNumber: '12', typeUser: 9, startDate: '2150-01-01', isActive: 'perhaps' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        fullName: ['Full name must be at least 2 characters'],
        email: ['Please enter a valid email'],
        phoneNumber: ['Phone number must be at least 10 characters', 'Phone number must contain 8 to 15 digits'],
        typeUser: ['User type must be Individual, Business or Organization'],
        startDate: ['Start date cannot be in the future'],
        isActive: ['Must be true or false'],
      });
      const mismatch = await p
        .http()
        .put(`/User/update-user/${client.id}`)
        .set(bearer(client.token))
        .send({ ...profileBody(await me(client)), id: other.id });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors).toEqual({ id: ['The identifier in the body does not match the address'] });
    });

    it('lets only an admin change activity, type and start date', async () => {
      const user = await p.user();
      const current = profileBody(await me(user));
      for (const change of [{ isActive: false }, { typeUser: 1 }, { startDate: '2020-05-05' }]) {
        const res = await p
          .http()
          .put(`/User/update-user/${user.id}`)
          .set(bearer(user.token))
          .send({ ...current, ...change });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Only administrators can do this');
      }
      const byAdmin = await p
        .http()
        .put(`/User/update-user/${user.id}`)
        .set(bearer(admin.token))
        .send({ ...current, typeUser: 1, startDate: '2020-05-05', isActive: false });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.result).toMatchObject({ typeUser: 1, isActive: false, startDate: '2020-05-05T00:00:00.000Z' });
      const self = await p
        .http()
        .put(`/User/update-user/${admin.id}`)
        .set(bearer(admin.token))
        .send({ ...profileBody(await me(admin)), isActive: false });
      expect(self.status).toBe(409);
      expect(self.body).toMatchObject({ code: 'INVALID_STATE', message: 'You cannot deactivate your own account' });
    });

    it('keeps the Hijri dates choice on the account (null: the default), unchanged when absent, and logs in with it', async () => {
      const user = await p.user();
      expect((await me(user)).hijri).toBeNull();
      const off = await p
        .http()
        .put(`/User/update-user/${user.id}`)
        .set(bearer(user.token))
        .send({ ...profileBody(await me(user)), hijri: false });
      expect(off.status).toBe(200);
      expect(off.body.result.hijri).toBe(false);
      // An edit that does not send it (an admin's of someone else's account) leaves it as it was.
      await p
        .http()
        .put(`/User/update-user/${user.id}`)
        .set(bearer(admin.token))
        .send(profileBody(await me(user)));
      expect((await me(user)).hijri).toBe(false);
      const login = await p.http().post('/Auth/login').send({ email: user.email, password: STRONG_PASSWORD });
      expect(login.body.result.hijri).toBe(false);
      const reset = await p
        .http()
        .put(`/User/update-user/${user.id}`)
        .set(bearer(user.token))
        .send({ ...profileBody(await me(user)), hijri: null });
      expect(reset.body.result.hijri).toBeNull();
      const bad = await p
        .http()
        .put(`/User/update-user/${user.id}`)
        .set(bearer(user.token))
        .send({ ...profileBody(await me(user)), hijri: 'sometimes' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ hijri: ['Must be true or false'] });
    });

    it("refuses another user's profile (403), no token (401), unknown ids (404)", async () => {
      const body = profileBody(await me(other));
      expect((await p.http().put(`/User/update-user/${other.id}`).set(bearer(client.token)).send(body)).status).toBe(403);
      expect((await p.http().put(`/User/update-user/${other.id}`).send(body)).status).toBe(401);
      const unknown = await p
        .http()
        .put('/User/update-user/999999')
        .set(bearer(admin.token))
        .send({ ...body, id: 999999 });
      expect(unknown.status).toBe(404);
    });
  });

  describe('PATCH /User/update-password/{id}', () => {
    it('changes the own password, ends older tokens and returns a fresh one', async () => {
      const user = await p.user();
      const res = await p
        .http()
        .patch(`/User/update-password/${user.id}`)
        .set(bearer(user.token))
        .send({ oldPassword: STRONG_PASSWORD, newPassword: 'Changed#456', confirmPassword: 'Changed#456' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Password changed successfully!');
      expect((await p.http().get('/Auth/me').set(bearer(user.token))).status).toBe(401);
      expect((await p.http().get('/Auth/me').set(bearer(res.body.result.token))).status).toBe(200);
      expect((await p.http().post('/Auth/login').send({ email: user.email, password: 'Changed#456' })).status).toBe(200);
    });

    it('answers each validation error and a wrong current password', async () => {
      const empty = await p.http().patch(`/User/update-password/${client.id}`).set(bearer(client.token)).send({});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({
        oldPassword: ['Current password is required'],
        newPassword: ['New password is required'],
        confirmPassword: ['Please confirm your password'],
      });
      const weak = await p
        .http()
        .patch(`/User/update-password/${client.id}`)
        .set(bearer(client.token))
        .send({ oldPassword: STRONG_PASSWORD, newPassword: 'weakpass', confirmPassword: 'other' });
      expect(weak.body.errors.newPassword).toEqual([
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
        'Password must contain at least one special character (! @ # $ % ^ & *)',
      ]);
      expect(weak.body.errors.confirmPassword).toEqual(['New passwords do not match']);
      const wrong = await p
        .http()
        .patch(`/User/update-password/${client.id}`)
        .set(bearer(client.token))
        .send({ oldPassword: 'Wrong#123', newPassword: 'Changed#456', confirmPassword: 'Changed#456' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: 'The current password is incorrect', errors: { oldPassword: ['The current password is incorrect'] } });
    });

    it("refuses anyone else's password, even for an admin (403), and no token (401)", async () => {
      const body = { oldPassword: STRONG_PASSWORD, newPassword: 'Changed#456', confirmPassword: 'Changed#456' };
      const res = await p.http().patch(`/User/update-password/${client.id}`).set(bearer(admin.token)).send(body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only change your own password');
      expect((await p.http().patch(`/User/update-password/${client.id}`).send(body)).status).toBe(401);
      expect((await p.http().patch('/User/update-password/abc').set(bearer(client.token)).send(body)).status).toBe(404);
    });
  });

  describe('PATCH /User/set-active/{id}', () => {
    it('deactivates a user at once (tokens and login refused) and activates them again', async () => {
      const user = await p.user();
      const off = await p.http().patch(`/User/set-active/${user.id}`).set(bearer(admin.token)).send({ isActive: false });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ message: 'User deactivated', result: { id: user.id, isActive: false } });
      expect((await p.http().get(`/User/get-user/${user.id}`).set(bearer(user.token))).body.code).toBe('ACCOUNT_INACTIVE');
      expect((await p.http().post('/Auth/login').send({ email: user.email, password: user.password })).status).toBe(403);
      const on = await p.http().patch(`/User/set-active/${user.id}`).set(bearer(admin.token)).set('Accept-Language', 'ar').send({ isActive: true });
      expect(on.body).toMatchObject({ message: 'تم تفعيل المستخدم', result: { isActive: true } });
      expect((await p.http().get(`/User/get-user/${user.id}`).set(bearer(user.token))).status).toBe(200);
    });

    it('validates, refuses self-deactivation (409), unknown ids (404), clients (403) and no token (401)', async () => {
      const invalid = await p.http().patch(`/User/set-active/${client.id}`).set(bearer(admin.token)).send({ isActive: 'soon' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ isActive: ['Must be true or false'] });
      expect((await p.http().patch(`/User/set-active/${client.id}`).set(bearer(admin.token)).send({})).body.errors).toEqual({
        isActive: ['Must be true or false'],
      });
      expect((await p.http().patch(`/User/set-active/${admin.id}`).set(bearer(admin.token)).send({ isActive: false })).status).toBe(409);
      expect((await p.http().patch('/User/set-active/999999').set(bearer(admin.token)).send({ isActive: false })).status).toBe(404);
      expect((await p.http().patch(`/User/set-active/${other.id}`).set(bearer(client.token)).send({ isActive: false })).status).toBe(403);
      expect((await p.http().patch(`/User/set-active/${other.id}`).send({ isActive: false })).status).toBe(401);
    });
  });

  describe("a user's requests and ratings", () => {
    it('lists them for the user and for an admin, with pages and filters', async () => {
      const user = await p.user({ fullName: 'Booking Client' });
      // Ratings are verified: the user rates a booking completed before the two below.
      const rated = await createCompletedBooking(p, user, serviceId, { location: 'Jeddah' });
      const first = await createTestBooking(p, user, serviceId, { location: 'Dammam' });
      const second = await createTestBooking(p, user, serviceId, { location: 'Khobar' });
      await createTestBooking(p, other, serviceId);
      await p.http().patch(`/DemandeDeService/update-status/${first}`).set(bearer(admin.token)).send({ status: 'in_review' }).expect(200);
      const rate = await createTestRating(p, user, serviceId, 4, 'Tidy work', rated);
      await createTestRating(p, other, serviceId, 2, 'Not for me');

      const own = await p.http().get(`/User/get-user/${user.id}/requests`).set(bearer(user.token));
      expect(own.status).toBe(200);
      expect(own.body.result.map((r: { id: number }) => r.id)).toEqual([second, first, rated]);
      const byAdmin = await p.http().get(`/User/get-user/${user.id}/requests?status=in_review&page=1`).set(bearer(admin.token));
      expect(byAdmin.body.result).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ id: first, status: 'in_review', clientName: 'Booking Client' }] });
      expect(
        (await p.http().get(`/User/get-user/${user.id}/requests?search=khobar`).set(bearer(admin.token))).body.result.map((r: { id: number }) => r.id),
      ).toEqual([second]);

      const ratings = await p.http().get(`/User/get-user/${user.id}/ratings`).set(bearer(user.token));
      expect(ratings.status).toBe(200);
      expect(ratings.body.result).toEqual([expect.objectContaining({ id: rate, value: 4, comment: 'Tidy work', clientName: 'Booking Client' })]);
      expect((await p.http().get(`/User/get-user/${user.id}/ratings?value=5&page=1`).set(bearer(admin.token))).body.result).toMatchObject({
        total: 0,
        items: [],
      });
    });

    it('answers empty lists for an account without a client record', async () => {
      expect((await p.http().get(`/User/get-user/${admin.id}/requests`).set(bearer(admin.token))).body.result).toEqual([]);
      expect((await p.http().get(`/User/get-user/${admin.id}/ratings?page=1`).set(bearer(admin.token))).body.result).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
      });
    });

    it("refuses another user's lists (403), bad filters (400), unknown users (404) and no token (401)", async () => {
      for (const kind of ['requests', 'ratings']) {
        expect((await p.http().get(`/User/get-user/${other.id}/${kind}`).set(bearer(client.token))).status).toBe(403);
        expect((await p.http().get(`/User/get-user/${other.id}/${kind}`)).status).toBe(401);
        expect((await p.http().get(`/User/get-user/999999/${kind}`).set(bearer(admin.token))).status).toBe(404);
      }
      const status = await p.http().get(`/User/get-user/${client.id}/requests?status=lost`).set(bearer(client.token));
      expect(status.status).toBe(400);
      expect(status.body.errors).toEqual({ status: ['Unknown status'] });
      const stars = await p.http().get(`/User/get-user/${client.id}/ratings?value=6`).set(bearer(client.token));
      expect(stars.body.errors).toEqual({ value: ['Rating must be a whole number from 1 to 5'] });
    });
  });

  describe('DELETE /User/delete-user/{id}', () => {
    it('archives a user with bookings and ratings instead of deleting them: deactivated, their records kept', async () => {
      const user = await p.user();
      const requestId = await createTestBooking(p, user, serviceId);
      const rateId = await createTestRating(p, user, serviceId);
      const res = await p.http().delete(`/User/delete-user/${user.id}`).set(bearer(admin.token));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isSuccess: true, result: { outcome: 'archived' } });
      expect((await p.http().get(`/User/get-user/${user.id}`).set(bearer(admin.token))).body.result).toMatchObject({
        isActive: false,
        archivedAt: expect.any(String),
      });
      expect((await p.http().get(`/DemandeDeService/${requestId}`).set(bearer(admin.token))).status).toBe(200);
      expect((await p.http().get('/Rates/get-all')).body.result.map((r: { id: number }) => r.id)).toContain(rateId);
      expect((await p.http().get('/Auth/me').set(bearer(user.token))).status).toBe(401);
      // Archiving again changes nothing and still answers archived.
      expect((await p.http().delete(`/User/delete-user/${user.id}`).set(bearer(admin.token))).body.result).toEqual({ outcome: 'archived' });
    });

    it('deletes a user who left no record, with their client record', async () => {
      const user = await p.user();
      const res = await p.http().delete(`/User/delete-user/${user.id}`).set(bearer(admin.token));
      expect(res.body).toMatchObject({ isSuccess: true, result: { outcome: 'deleted' }, message: 'User deleted successfully' });
      expect((await p.http().get(`/User/get-user/${user.id}`).set(bearer(admin.token))).status).toBe(404);
      expect((await p.http().delete(`/User/delete-user/${user.id}`).set(bearer(admin.token))).status).toBe(404);
    });

    it('refuses deleting oneself (409), clients (403) and no token (401)', async () => {
      const self = await p.http().delete(`/User/delete-user/${admin.id}`).set(bearer(admin.token));
      expect(self.status).toBe(409);
      expect(self.body.message).toBe('You cannot delete your own account');
      expect((await p.http().delete(`/User/delete-user/${other.id}`).set(bearer(client.token))).status).toBe(403);
      expect((await p.http().delete(`/User/delete-user/${other.id}`)).status).toBe(401);
    });
  });
});

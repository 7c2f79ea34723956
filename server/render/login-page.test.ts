import request from 'supertest';
import { createTestApp } from '../test/test-app';

const app = createTestApp();

describe('the login page, rendered on the server', () => {
  it('has a labelled e-mail and password form and the links of spec 2.13', async () => {
    const res = await request(app).get('/login?returnTo=%2Fbooking');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Login | Khadamat</title>');
    expect(res.text).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(res.text).toMatch(/<label[^>]*for="login-email"[^>]*>Email/);
    expect(res.text).toMatch(/<input[^>]*autoComplete="username"|<input[^>]*autocomplete="username"/);
    expect(res.text).toMatch(/<label[^>]*for="login-password"[^>]*>Password/);
    expect(res.text).toMatch(/type="password"/);
    expect(res.text).toContain('aria-label="Show password"');
    expect(res.text).toContain('href="/register"');
    expect(res.text).toContain('href="/resend-confirmation"');
    expect(res.text).toContain('href="/forgot-password"');
    expect(res.text).toMatch(/<button[^>]*type="submit"[^>]*>Login/);
  });

  it('speaks Arabic, right to left', async () => {
    const res = await request(app).get('/login').set('Cookie', 'lang=ar');
    expect(res.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(res.text).toMatch(/<h1[^>]*>تسجيل الدخول<\/h1>/);
    expect(res.text).toContain('البريد الإلكتروني');
    expect(res.text).toContain('aria-label="إظهار كلمة المرور"');
  });
});

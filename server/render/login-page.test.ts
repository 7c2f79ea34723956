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

  it("tells an autofilled field by MUI's animation, with its keyframes in the theme's stylesheet and none in the page", async () => {
    for (const language of ['en', 'ar']) {
      const res = await request(app).get('/login').set('Cookie', `lang=${language}`);
      // No <GlobalStyles> of an input's: the browser would compile each further one again while hydrating.
      expect(res.text).not.toContain('-global');
      expect(res.text).not.toContain('@keyframes');
      const inputClass = /<input[^>]*id="login-email"[^>]*class="[^"]*\b(mui(?:rtl)?-[\w-]+MuiOutlinedInput-input)"/.exec(res.text)?.[1];
      expect(inputClass).toBeDefined();
      const rules = res.text.slice(res.text.indexOf(`.${inputClass}{`));
      expect(rules).toMatch(new RegExp(`^\\.${inputClass}\\{[^}]*animation-name:mui-auto-fill-cancel;animation-duration:10ms;`));
      expect(rules).toMatch(new RegExp(`\\.${inputClass}:-webkit-autofill\\{[^}]*animation-duration:5000s;animation-name:mui-auto-fill;`));
      const sheet = /<link rel="stylesheet" href="(\/assets\/theme\/[\w-]+\.css)">/.exec(res.text)?.[1];
      const css = (await request(app).get(sheet!)).text;
      expect(css).toContain('@keyframes mui-auto-fill{from{animation-name:mui-auto-fill;}}');
      expect(css).toContain('@keyframes mui-auto-fill-cancel{from{animation-name:mui-auto-fill-cancel;}}');
    }
  });

  it('speaks Arabic, right to left', async () => {
    const res = await request(app).get('/login').set('Cookie', 'lang=ar');
    expect(res.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(res.text).toMatch(/<h1[^>]*>تسجيل الدخول<\/h1>/);
    expect(res.text).toContain('البريد الإلكتروني');
    expect(res.text).toContain('aria-label="إظهار كلمة المرور"');
  });
});

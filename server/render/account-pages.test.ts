import request from 'supertest';
import { createTestApp } from '../test/test-app';

const app = createTestApp();
/** The page with its scripts removed: the boot state carries every text of the language, rendered or not. */
async function get(path: string, language: 'en' | 'ar' = 'en') {
  const res = await request(app).get(path).set('Cookie', `lang=${language}`);
  return { status: res.status, text: res.text.replace(/<script[\s\S]*?<\/script>/g, '') };
}

describe('the account screens of spec 2.13, rendered on the server', () => {
  it('register: labelled fields, show/hide password, the live rules and the link to /login', async () => {
    const res = await get('/register');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Create an account | Khadamat</title>');
    expect(res.text).toMatch(/<h1[^>]*>Create your account<\/h1>/);
    for (const [id, label] of [
      ['register-full-name', 'Full name'],
      ['register-email', 'Email'],
      ['register-password', 'Password'],
      ['register-confirm-password', 'Confirm password'],
      ['register-phone', 'Phone number'],
    ]) {
      expect(res.text).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>${label}`));
    }
    expect(res.text).toMatch(/<input[^>]*type="email"[^>]*id="register-email"|<input[^>]*id="register-email"[^>]*type="email"/);
    expect(res.text).toMatch(/<input[^>]*id="register-phone"[^>]*type="tel"|<input[^>]*type="tel"[^>]*id="register-phone"/);
    expect(res.text).toContain('aria-label="Show password"');
    expect(res.text).toContain('Password must contain at least one special character (! @ # $ % ^ &amp; *)');
    expect(res.text).toMatch(/aria-describedby="register-password-rules"/);
    expect(res.text).toContain('href="/login"');
    expect(res.text).toMatch(/<button[^>]*type="submit"[^>]*>Create account/);
  });

  it('register in Arabic, right to left', async () => {
    const res = await get('/register', 'ar');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(res.text).toMatch(/<h1[^>]*>أنشئ حسابك<\/h1>/);
    expect(res.text).toContain('الاسم الكامل');
    expect(res.text).toContain('رقم الجوال');
    expect(res.text).toContain('يجب أن تحتوي كلمة المرور على:');
  });

  it.each([
    ['/resend-confirmation', 'Resend confirmation email', 'Send confirmation email', 'إعادة إرسال رسالة التأكيد'],
    ['/forgot-password', 'Forgot your password?', 'Send reset link', 'نسيت كلمة المرور؟'],
  ])('%s: one e-mail field and its button, in both languages', async (path, heading, button, arabicHeading) => {
    const en = await get(path);
    expect(en.status).toBe(200);
    expect(en.text).toMatch(new RegExp(`<h1[^>]*>${heading.replace('?', '\\?')}</h1>`));
    expect(en.text).toMatch(/<label[^>]*for="(resend|forgot)-email"[^>]*>Email/);
    expect(en.text).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${button}`));
    expect(en.text).toContain('href="/login"');
    const ar = await get(path, 'ar');
    expect(ar.status).toBe(200);
    expect(ar.text).toMatch(new RegExp(`<h1[^>]*>${arabicHeading}</h1>`));
  });

  it('resend confirmation fills in the address of ?email=', async () => {
    const res = await get('/resend-confirmation?email=sara%40example.com');
    expect(res.text).toMatch(/<input[^>]*value="sara@example.com"/);
  });

  it('confirm email: confirms in the browser only; an incomplete link says so and offers a new one', async () => {
    const pending = await get('/confirm-email?email=sara%40example.com&token=abc');
    expect(pending.status).toBe(200);
    expect(pending.text).toContain('Confirming sara@example.com...');
    const incomplete = await get('/confirm-email?email=sara%40example.com');
    expect(incomplete.text).toContain('This confirmation link is incomplete.');
    expect(incomplete.text).toContain('href="/resend-confirmation"');
    const arabic = await get('/confirm-email', 'ar');
    expect(arabic.text).toContain('رابط التأكيد هذا غير مكتمل.');
  });

  it('reset password: the form for a complete link, a new-link offer for an incomplete one', async () => {
    const form = await get('/reset-password?email=sara%40example.com&token=abc');
    expect(form.status).toBe(200);
    expect(form.text).toMatch(/<h1[^>]*>Choose a new password<\/h1>/);
    expect(form.text).toMatch(/<label[^>]*for="reset-new-password"[^>]*>New password/);
    expect(form.text).toMatch(/<label[^>]*for="reset-confirm-password"[^>]*>Confirm new password/);
    expect(form.text).toMatch(/<input[^>]*value="sara@example.com"/);
    const incomplete = await get('/reset-password?token=abc');
    expect(incomplete.text).toContain('This reset link is incomplete.');
    expect(incomplete.text).toContain('href="/forgot-password"');
    const arabic = await get('/reset-password?email=sara%40example.com&token=abc', 'ar');
    expect(arabic.text).toMatch(/<h1[^>]*>اختر كلمة مرور جديدة<\/h1>/);
  });
});

import { confirmationEmail } from './templates';

describe('the account e-mails', () => {
  it('write the numbers of the Arabic text in Arabic digits, as the rest of the Arabic e-mails do (issue 32 item 16)', () => {
    const mail = confirmationEmail('ar', 'noura@example.com', 'نورة', 'https://khadamat.example/confirm?token=abc123');
    const body = mail.text.replace('https://khadamat.example/confirm?token=abc123', '');
    expect(body).toContain('٤٨ ساعة');
    expect(body).not.toMatch(/[0-9]/);
    expect(confirmationEmail('en', 'sara@example.com', 'Sara', 'https://x.example').text).toContain('48 hours');
  });
});

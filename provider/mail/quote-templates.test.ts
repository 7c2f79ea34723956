import type { Quote } from '../../shared/types/quote';
import { formatHijri } from '../../shared/format/hijri';
import { quoteIssuedEmail } from './quote-templates';

const quote = {
  id: 7,
  quoteNumber: 'Q-2099-0007',
  clientName: 'Sara',
  clientEmail: 'sara@example.com',
  totalAmount: 1150,
  validUntil: '2099-01-31',
  items: [{ name: 'Garden design', arabicName: 'تصميم حديقة', description: '', quantity: 1, unitPrice: 1000 }],
} as unknown as Quote;

describe('the quote e-mail', () => {
  it('gives the validity date in both calendars in its Arabic half, and in the Gregorian one in its English half', () => {
    const mail = quoteIssuedEmail(quote, 'https://khadamat.example/quote/7');
    const [english, arabic] = mail.text.split('\n\n---\n\n');
    const hijri = formatHijri(new Date('2099-01-31T00:00:00Z'), 'ar', { timeZone: 'UTC' });
    expect(english).toContain('valid until January 31, 2099.');
    expect(english).not.toContain(formatHijri(new Date('2099-01-31T00:00:00Z'), 'en', { timeZone: 'UTC' }));
    expect(arabic).toContain(hijri);
    expect(arabic).toContain('٢٠٩٩');
  });
});

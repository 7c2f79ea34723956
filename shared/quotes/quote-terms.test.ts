import { resources } from '../i18n';
import type { Language } from '../constants';
import { quoteTermTexts } from './quote-terms';

const translator =
  (language: Language) =>
  (key: string, vars: Record<string, string | number> = {}) => {
    const [, path] = key.split(':') as [string, string];
    const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language].quotes) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));
  };

describe('quote terms', () => {
  const blank = { paymentTerms: '', deliveryTime: '', warranty: '', termsAndConditions: '' };
  it('fills empty terms with the standard ones, in the reader’s language', () => {
    expect(quoteTermTexts(blank, 'en', translator('en'))).toEqual({
      paymentTerms: '50% in advance, the rest on completion',
      deliveryTime: 'To be agreed',
      warranty: '30 days',
      termsAndConditions: 'Cancellations must be made at least 48 hours before the scheduled date.',
    });
    const arabic = quoteTermTexts(blank, 'ar', translator('ar'));
    // Intl puts an Arabic letter mark (U+061C) after the percent sign.
    expect(arabic.paymentTerms.replace(/\u061c/g, '')).toBe('٥٠٪ مقدمًا والباقي عند الإنجاز');
    expect(arabic.warranty).toBe('٣٠ يومًا');
    expect(arabic.termsAndConditions).toContain('٤٨ ساعة');
  });
  it('keeps what the admin wrote', () => {
    expect(quoteTermTexts({ ...blank, warranty: '1 year', deliveryTime: '2 weeks' }, 'ar', translator('ar'))).toMatchObject({
      warranty: '1 year',
      deliveryTime: '2 weeks',
    });
  });
});

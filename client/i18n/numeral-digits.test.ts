import { createI18n } from './create-i18n';
import { setNumeralsSource } from '../../shared/format/format';
import { pageNumerals, type Numerals } from '../../shared/format/numerals';

describe('one numeral system per page', () => {
  let preference: Numerals = 'arab';
  let restore = () => {};
  beforeAll(() => {
    restore = setNumeralsSource((language) => pageNumerals(language, preference));
  });
  afterAll(() => restore());

  const resources = {
    ar: { common: { counter: '{{count}}/500', hours: '24 ساعة', owner: 'الحجز #{{id}} لـ {{email}}', copy: '© {{year}} خدمات' } },
    en: { common: { counter: '{{count}}/500', hours: '24 hours' } },
  };

  it('writes the digits of an Arabic text, and the numbers put into it, in Arabic-Indic digits', () => {
    preference = 'arab';
    const i18n = createI18n('ar', resources);
    expect(i18n.t('counter', { count: 12 })).toBe('١٢/٥٠٠');
    expect(i18n.t('hours')).toBe('٢٤ ساعة');
    expect(i18n.t('copy', { year: 2026 })).toBe('© ٢٠٢٦ خدمات');
  });

  it('leaves what the user typed as it is', () => {
    preference = 'arab';
    const i18n = createI18n('ar', resources);
    expect(i18n.t('owner', { id: 3, email: 'sara99@example.com' })).toBe('الحجز #٣ لـ sara99@example.com');
  });

  it('writes Latin digits on an Arabic page whose reader chose them', () => {
    preference = 'latn';
    const i18n = createI18n('ar', { ar: { common: { hours: '٢٤ ساعة', counter: '{{count}}/500' } } });
    expect(i18n.t('hours')).toBe('24 ساعة');
    expect(i18n.t('counter', { count: 7 })).toBe('7/500');
  });

  it('never changes an English page', () => {
    preference = 'arab';
    const i18n = createI18n('en', resources);
    expect(i18n.t('counter', { count: 12 })).toBe('12/500');
    expect(i18n.t('hours')).toBe('24 hours');
  });
});

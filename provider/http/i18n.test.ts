import { translate } from './i18n';

describe('translate: plural forms', () => {
  const days = (language: 'ar' | 'en', count: number) => translate(language, 'provider:notify.dayCount', { count, formatted: String(count) });

  it('takes the Arabic form of each count (one, two, 3-10, 11-99, hundreds)', () => {
    expect(days('ar', 1)).toBe('يوم واحد');
    expect(days('ar', 2)).toBe('يومين');
    expect(days('ar', 3)).toBe('3 أيام');
    expect(days('ar', 10)).toBe('10 أيام');
    expect(days('ar', 11)).toBe('11 يومًا');
    expect(days('ar', 100)).toBe('100 يوم');
    expect(days('ar', 0)).toBe('أقل من يوم');
  });

  it('takes the English singular and plural', () => {
    expect(days('en', 1)).toBe('1 day');
    expect(days('en', 3)).toBe('3 days');
  });

  it('falls back to the key without forms, and a count given as text picks no form', () => {
    expect(translate('en', 'provider:notify.noReason', { count: 2 })).toBe(translate('en', 'provider:notify.noReason'));
    expect(translate('en', 'provider:notify.dayCount', { count: '3' })).toBe('provider:notify.dayCount');
  });
});

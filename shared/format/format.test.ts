import { formatExactMoney, formatInteger, formatMoney, formatNumber, formatPercent } from './format';
import { withDigits } from './numerals';

const arab = { language: 'ar', numerals: 'arab' } as const;
const latn = { language: 'ar', numerals: 'latn' } as const;
const en = { language: 'en', numerals: 'latn' } as const;

/** What a reader sees, without the direction marks Intl puts around an Arabic amount. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('amounts that read one way', () => {
  it('groups Arabic-Indic thousands with a narrow space, never with ٬ (which Cairo draws like the decimal ٫)', () => {
    const text = visible(formatExactMoney(5513.03, arab));
    expect(text).toBe('٥\u202f٥١٣٫٠٣\u00a0ر.س.');
    expect(text).not.toContain('٬');
    expect(visible(formatNumber(1234567, arab))).toBe('١\u202f٢٣٤\u202f٥٦٧');
  });

  it('writes Latin digits with a comma and a point on an Arabic page that chose them', () => {
    expect(visible(formatExactMoney(5513.03, latn))).toBe('5,513.03\u00a0ر.س.');
    expect(visible(formatMoney(4500, latn))).toBe('4,500\u00a0ر.س.');
  });

  it('keeps English as it was', () => {
    expect(formatExactMoney(5513.03, en)).toBe('SAR\u00a05,513.03');
    expect(formatMoney(4500, en)).toBe('SAR\u00a04,500');
    expect(formatPercent(98, en)).toBe('98%');
  });

  it('writes years and references without any separator', () => {
    expect(formatInteger(2026, arab)).toBe('٢٠٢٦');
    expect(formatInteger(2026, latn)).toBe('2026');
  });

  it('uses one digit system for a whole text', () => {
    expect(withDigits('0/500 · ٢٤ ساعة', 'arab')).toBe('٠/٥٠٠ · ٢٤ ساعة');
    expect(withDigits('0/500 · ٢٤ ساعة', 'latn')).toBe('0/500 · 24 ساعة');
  });
});

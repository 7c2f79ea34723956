import type { FormatterModule, PostProcessorModule } from 'i18next';
import { withDigits } from '../../shared/format/numerals';
import { styleOf } from '../../shared/format/format';
import type { Language } from '../../shared/constants';

/**
 * One numeral system per page: the digits a translation writes itself ("24 ساعة", "0/500",
 * "١٠ أحرف", "© 2026") follow the page's (shared/format), while what is put into it is left as the
 * caller made it: a formatted amount is already in the page's digits, and an e-mail address or a
 * name the user typed must not change. Interpolated values are fenced by two private-use marks on
 * the way in (the formatter below, which stands in for i18next's: no text uses a format spec) and the marks are dropped here, after the digits outside them
 * were written in the page's system. A raw number put into a text is written in the page's digits
 * (without grouping, as i18next wrote it before).
 */
const OPEN = '\ue000';
const CLOSE = '\ue001';
const FENCED = /\ue000[^\ue001]*\ue001|[^\ue000]+/g;

export function fenceValue(value: unknown, language: string | undefined): unknown {
  if (language !== 'ar') return value;
  if (typeof value === 'number') return withDigits(String(value), styleOf('ar').numerals);
  if (typeof value === 'string') return `${OPEN}${value}${CLOSE}`;
  return value;
}

export function pageDigits(text: string, language: Language): string {
  if (language !== 'ar') return text;
  const { numerals } = styleOf(language);
  return text.replace(FENCED, (part) => (part.startsWith(OPEN) ? part.slice(1, -1) : withDigits(part, numerals)));
}

export const numeralDigits: PostProcessorModule = {
  type: 'postProcessor',
  name: 'numeralDigits',
  process(value: string, _key: string | string[], _options: unknown, translator: { language?: string }) {
    return typeof value === 'string' ? pageDigits(value, translator.language === 'ar' ? 'ar' : 'en') : value;
  },
};

export const numeralFence: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value, _format, language) => fenceValue(value, language) as string,
};

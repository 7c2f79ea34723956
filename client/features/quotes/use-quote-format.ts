import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/create-i18n';
import {
  formatQuoteAmount,
  formatQuoteDay,
  formatQuoteInstant,
  formatQuoteNumberValue,
  formatQuotePercent,
  quoteItemName,
} from '../../../shared/quotes/quote-format';
import { showsHijri } from '../../../shared/format/hijri';

/** The page language and the quote formatters bound to it (SAR amounts, days, numbers: ar-SA / en-US). */
export function useQuoteFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  // Days of quotes and invoices carry their Hijri date on pages that show it (the reader's choice).
  const hijri = showsHijri(language);
  return {
    language,
    money: (amount: number) => formatQuoteAmount(amount, language),
    day: (day: string) => formatQuoteDay(day, language, hijri),
    instant: (iso: string) => formatQuoteInstant(iso, language, hijri),
    number: (value: number) => formatQuoteNumberValue(value, language),
    percent: (value: number) => formatQuotePercent(value, language),
    /** A line's name in the page's language (its Arabic name on Arabic pages, when it has one). */
    itemName: (item: { name: string; arabicName?: string }) => quoteItemName(item, language),
  };
}

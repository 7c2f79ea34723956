import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from './format';
import { dashboardDate, type DateStyle } from './dates';
import { showsHijri } from '../../shared/format/hijri';
import { useLanguage } from './use-language';

/** Numbers, money and dates of the dashboard in the page's language. */
export function useDashboardFormat() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const dateText = (value: string | null | undefined, style: DateStyle, hijri: boolean) => {
    const result = dashboardDate(value, language, style, hijri);
    if (result.ok) return result.text;
    return result.reason === 'missing' ? t('common.dateMissing') : t('common.dateInvalid');
  };
  return {
    language,
    number: (value: number, fractionDigits = 0) => formatNumber(value, language, fractionDigits),
    money: (amount: number) => formatMoney(amount, language),
    date: (value: string | null | undefined, style: DateStyle = 'date') => dateText(value, style, false),
    /** A date of a booking, quote or invoice: with its Hijri date when the page shows them (shared/format/hijri). */
    recordDate: (value: string | null | undefined, style: DateStyle = 'date') => dateText(value, style, showsHijri(language)),
  };
}

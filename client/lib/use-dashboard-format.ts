import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from './format';
import { dashboardDate, type DateStyle } from './dates';
import { useLanguage } from './use-language';

/** Numbers, money and dates of the dashboard in the page's language. */
export function useDashboardFormat() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return {
    language,
    number: (value: number, fractionDigits = 0) => formatNumber(value, language, fractionDigits),
    money: (amount: number) => formatMoney(amount, language),
    date: (value: string | null | undefined, style: DateStyle = 'date') => {
      const result = dashboardDate(value, language, style);
      if (result.ok) return result.text;
      return result.reason === 'missing' ? t('common.dateMissing') : t('common.dateInvalid');
    },
  };
}

import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../shared/content/company';
import { LOCALE_BY_LANGUAGE, type Language } from '../../shared/constants';

function formatTime(hhmm: string, language: Language): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const date = new Date(Date.UTC(2026, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** The business hours of the one company record, in the reader's language and clock. */
export function useBusinessHours(): { open: string; closed: string } {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const { firstDay, lastDay, opens, closes } = COMPANY.businessHours;
  return {
    open: t('footer.hoursValue', {
      firstDay: t(`days.${firstDay}`),
      lastDay: t(`days.${lastDay}`),
      opens: formatTime(opens, language),
      closes: formatTime(closes, language),
    }),
    closed: t('footer.closedDay', { day: t('days.friday') }),
  };
}

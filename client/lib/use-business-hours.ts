import { useTranslation } from 'react-i18next';
import { LOCALE_BY_LANGUAGE, WEEKDAYS, type Language, type Weekday } from '../../shared/constants';
import type { BusinessHours } from '../../shared/types/site-content';
import { dateTimeFormat, listFormat, localeOfStyle } from './format';

function formatTime(hhmm: string, language: Language): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const date = new Date(Date.UTC(2026, 0, 1, hours, minutes));
  return dateTimeFormat(localeOfStyle(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** The days outside first..last, from the day after the last open day ("Friday and Saturday"). */
export function closedDays(firstDay: Weekday, lastDay: Weekday): Weekday[] {
  const first = WEEKDAYS.indexOf(firstDay);
  const days: Weekday[] = [];
  for (let index = (WEEKDAYS.indexOf(lastDay) + 1) % WEEKDAYS.length; index !== first; index = (index + 1) % WEEKDAYS.length) {
    days.push(WEEKDAYS[index]!);
  }
  return days;
}

/**
 * The company's business hours (one record: the site content) in the reader's language and clock.
 * The texts are made when first read: most pages that read the site content do not show the hours
 * (the hero, for one), and the first time-of-day formatter of a locale costs tens of milliseconds
 * in the browser, in the middle of hydration.
 */
export function useBusinessHours(hours: BusinessHours): { open: string; closed: string } {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  let open: string | undefined;
  let closed: string | undefined;
  return {
    get open() {
      return (open ??= t('footer.hoursValue', {
        firstDay: t(`days.${hours.firstDay}`),
        lastDay: t(`days.${hours.lastDay}`),
        opens: formatTime(hours.opens, language),
        closes: formatTime(hours.closes, language),
      }));
    },
    get closed() {
      const days = closedDays(hours.firstDay, hours.lastDay);
      return (closed ??=
        days.length === 0
          ? ''
          : t('footer.closedDay', { day: listFormat(LOCALE_BY_LANGUAGE[language], { type: 'conjunction' }).format(days.map((day) => t(`days.${day}`))) }));
    },
  };
}

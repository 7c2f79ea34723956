import { useTranslation } from 'react-i18next';
import { LOCALE_BY_LANGUAGE, type Language, type Weekday } from '../../shared/constants';
import type { WeekdayIndex, WorkingDay } from '../../shared/types/availability';
import { dateTimeFormat, listFormat, localeOfStyle } from './format';

function formatTime(hhmm: string, language: Language): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const date = new Date(Date.UTC(2026, 0, 1, hours, minutes));
  return dateTimeFormat(localeOfStyle(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** Weekday 0 is Sunday, as WorkingDay counts. */
const NAMES: Record<WeekdayIndex, Weekday> = { 0: 'sunday', 1: 'monday', 2: 'tuesday', 3: 'wednesday', 4: 'thursday', 5: 'friday', 6: 'saturday' };

/** Open days in a row with the same hours: "Sunday to Thursday, 09:00 to 18:00". */
export interface OpenRun {
  first: Weekday;
  last: Weekday;
  opens: string;
  closes: string;
}

/**
 * The week in words' parts: runs of consecutive days with the same hours, and the closed days. The
 * week is read from an open day after a closed one (the one that starts the longest stretch of open
 * days; Sunday when every day or none is open), so that a run over the week's end ("Saturday to
 * Thursday") stays one run.
 */
export function weekSummary(week: readonly WorkingDay[]): { open: OpenRun[]; closed: Weekday[] } {
  const byDay = new Map(week.map((day) => [day.weekday, day]));
  const isOpen = (index: number) => byDay.has((((index % 7) + 7) % 7) as WeekdayIndex);
  const stretch = (index: number) => {
    let length = 0;
    while (length < 7 && isOpen(index + length)) length++;
    return length;
  };
  const starts = ([0, 1, 2, 3, 4, 5, 6] as const).filter((index) => isOpen(index) && !isOpen(index - 1));
  const start = starts.reduce<number>((best, index) => (stretch(index) > stretch(best) ? index : best), starts[0] ?? 0);
  const open: OpenRun[] = [];
  const closed: Weekday[] = [];
  for (let step = 0; step < 7; step++) {
    const index = ((start + step) % 7) as WeekdayIndex;
    const day = byDay.get(index);
    if (!day) {
      closed.push(NAMES[index]);
      continue;
    }
    const previous = open.at(-1);
    const follows = previous && step > 0 && byDay.has(((start + step - 1) % 7) as WeekdayIndex);
    if (previous && follows && previous.opens === day.opensAt && previous.closes === day.closesAt) previous.last = NAMES[index];
    else open.push({ first: NAMES[index], last: NAMES[index], opens: day.opensAt, closes: day.closesAt });
  }
  return { open, closed };
}

/**
 * The company's business hours (the availability's week, the one source of them) in the reader's
 * language and clock. The texts are made when first read: most pages that read the site content do
 * not show the hours (the hero, for one), and the first time-of-day formatter of a locale costs tens
 * of milliseconds in the browser, in the middle of hydration.
 */
export function useBusinessHours(week: readonly WorkingDay[]): { open: string; closed: string } {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  let summary: ReturnType<typeof weekSummary> | undefined;
  let open: string | undefined;
  let closed: string | undefined;
  const read = () => (summary ??= weekSummary(week));
  return {
    get open() {
      return (open ??= read()
        .open.map((run) =>
          t(run.first === run.last ? 'footer.hoursOneDay' : 'footer.hoursValue', {
            day: t(`days.${run.first}`),
            firstDay: t(`days.${run.first}`),
            lastDay: t(`days.${run.last}`),
            opens: formatTime(run.opens, language),
            closes: formatTime(run.closes, language),
          }),
        )
        .join(language === 'ar' ? '؛ ' : '; '));
    },
    get closed() {
      const days = read().closed;
      return (closed ??=
        days.length === 0
          ? ''
          : t('footer.closedDay', { day: listFormat(LOCALE_BY_LANGUAGE[language], { type: 'conjunction' }).format(days.map((day) => t(`days.${day}`))) }));
    },
  };
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { appointmentOf } from '../../../../shared/bookings/change-policy';
import { timeWasChosen } from '../../../../shared/bookings/preferred-moment';
import { BUSINESS_TIME_ZONE, type Language } from '../../../../shared/constants';
import { formatDateTime } from '../../../../shared/format/format';
import { formatHijri, hijriSeparator, showsHijri } from '../../../../shared/format/hijri';
import type { Booking } from '../../../../shared/types/booking';
import { TONE_COLORS } from '../../../components/tone-chip';
import { formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/text';
import { BookingStatusChip, STATUS_TONES } from '../booking-status-chip';
import { monthOf, monthWeeks } from '../wizard/month-grid';

/** A date's names in the page's language and digits (dates are Saudi calendar dates: read at noon UTC, never a day off). */
const dayDate = (date: string) => new Date(`${date}T12:00:00Z`);
export const weekdayName = (date: string, language: Language, style: 'long' | 'short' = 'long') =>
  formatDateTime(dayDate(date), language, { weekday: style, timeZone: 'UTC' });
/** A day in full, followed by its Umm al-Qura date on a page that shows Hijri dates. */
export const longDate = (date: string, language: Language) => {
  const gregorian = formatDateTime(dayDate(date), language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return showsHijri(language) ? `${gregorian}${hijriSeparator(language)}${formatHijri(dayDate(date), language, { timeZone: 'UTC' })}` : gregorian;
};
/** The Hijri day and month of a calendar day ("١٣ جمادى الآخرة"), or its day alone. */
const hijriDay = (date: string, language: Language, form: 'dayMonth' | 'day') => formatHijri(dayDate(date), language, { timeZone: 'UTC', form });

function timeText(booking: Booking, language: Language, noTime: string): string {
  const at = appointmentOf(booking);
  if (booking.slotStartsAt === null && !timeWasChosen(booking.preferedDateAndTime)) return noTime;
  return formatDateTime(at, language, { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
}

interface EntryProps {
  booking: Booking;
  language: Language;
  onOpen(id: number): void;
  compact?: boolean;
}

/**
 * One booking on the calendar: a button (to its details) whose own text says when, what, for whom and
 * its status in words (its name, so what is read is what is seen), with the status colour at its edge.
 */
export function BookingEntry({ booking, language, onOpen, compact = false }: EntryProps) {
  const { t } = useTranslation('dashboard');
  const main = booking.demandeDeServiceItems.find((item) => !item.isAdditionalService) ?? booking.demandeDeServiceItems[0];
  const service = main ? localized(language, main.serviceTitle, main.serviceArabicTitle) : '';
  const time = timeText(booking, language, t('calendar.noTime'));
  const tone = TONE_COLORS[STATUS_TONES[booking.status]];
  return (
    <Box
      component="button"
      type="button"
      data-booking={booking.id}
      data-status={booking.status}
      onClick={() => onOpen(booking.id)}
      sx={(theme: Theme) => ({
        display: 'grid',
        gap: 0.25,
        width: '100%',
        textAlign: 'start',
        font: 'inherit',
        color: 'text.primary',
        cursor: 'pointer',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderInlineStartWidth: 4,
        borderInlineStartColor: tone.light[1],
        ...theme.applyStyles('dark', { borderInlineStartColor: tone.dark[1] }),
        borderRadius: 1,
        p: compact ? 0.5 : 1,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      })}
    >
      <Typography component="span" variant="caption" sx={{ fontWeight: 700 }}>
        {time}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{service}</bdi>
      </Typography>
      {!compact && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{booking.clientName}</bdi>
        </Typography>
      )}
      <Box component="span">
        <BookingStatusChip status={booking.status} />
      </Box>
    </Box>
  );
}

interface ViewProps {
  dates: string[];
  days: Map<string, Booking[]>;
  today: string;
  language: Language;
  onOpen(id: number): void;
}

/** The week, a column a day (stacked on phones): each day's bookings in time order. */
export function WeekView({ dates, days, today, language, onOpen }: ViewProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(7, minmax(0, 1fr))' } }}>
      {dates.map((date) => {
        const list = days.get(date) ?? [];
        const headingId = `calendar-day-${date}`;
        return (
          <Box
            key={date}
            component="section"
            aria-labelledby={headingId}
            data-date={date}
            sx={{ border: 1, borderColor: date === today ? 'primary.main' : 'divider', borderRadius: 2, p: 1, minHeight: { md: 200 } }}
          >
            <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }} aria-current={date === today ? 'date' : undefined}>
              {weekdayName(date, language)}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                {formatDateTime(dayDate(date), language, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
              </Box>
              {showsHijri(language) && (
                <Box component="span" data-hijri sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, fontSize: 12 }}>
                  {hijriDay(date, language, 'dayMonth')}
                </Box>
              )}
            </Typography>
            {list.length === 0 ? (
              <Typography variant="caption" color="text.secondary">
                {t('calendar.noBookings')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {list.map((booking) => (
                  <li key={booking.id}>
                    <BookingEntry booking={booking} language={language} onOpen={onOpen} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** How many bookings a month's day shows before "+N more". */
const MONTH_CELL_ENTRIES = 2;

/** The month as the slot picker's grid (Sunday first); a busy day lists its first bookings and opens its week for the rest. */
export function MonthView({ month, days, today, language, onOpen, onWeek }: Omit<ViewProps, 'dates'> & { month: string; onWeek(date: string): void }) {
  const { t } = useTranslation('dashboard');
  const weeks = monthWeeks(month);
  const header = weeks.find((week) => week.every(Boolean)) ?? weeks[1]!;
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }} aria-labelledby="calendar-range-title">
      <thead>
        <tr>
          {header.map((date) => (
            <Box component="th" scope="col" key={date} sx={{ py: 0.5, fontSize: 13, color: 'text.secondary' }}>
              <abbr title={weekdayName(date!, language)} style={{ textDecoration: 'none' }}>
                {weekdayName(date!, language, 'short')}
              </abbr>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              if (date === null || monthOf(date) !== month) {
                // biome-ignore lint/suspicious/noArrayIndexKey: the blanks of a week are its positions
                return <td key={`blank-${index}`} />;
              }
              const list = days.get(date) ?? [];
              const more = list.length - MONTH_CELL_ENTRIES;
              return (
                <Box
                  component="td"
                  key={date}
                  data-date={date}
                  sx={{ verticalAlign: 'top', border: 1, borderColor: date === today ? 'primary.main' : 'divider', p: 0.5, height: 132 }}
                >
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}
                    aria-label={longDate(date, language)}
                    aria-current={date === today ? 'date' : undefined}
                  >
                    {formatNumber(Number(date.slice(8)), language)}
                    {showsHijri(language) && (
                      <Box component="span" data-hijri aria-hidden sx={{ color: 'text.secondary', fontWeight: 400, marginInlineStart: 0.75 }}>
                        {hijriDay(date, language, 'day')}
                      </Box>
                    )}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                    {list.slice(0, MONTH_CELL_ENTRIES).map((booking) => (
                      <li key={booking.id}>
                        <BookingEntry booking={booking} language={language} onOpen={onOpen} compact />
                      </li>
                    ))}
                  </Box>
                  {more > 0 && (
                    <Button size="small" onClick={() => onWeek(date)} sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}>
                      {t('calendar.more', { count: more, formatted: formatNumber(more, language) })}
                    </Button>
                  )}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** On phones: the days of the view that have bookings, one after another. */
export function AgendaView({ dates, days, language, onOpen }: Omit<ViewProps, 'today'>) {
  const { t } = useTranslation('dashboard');
  const busy = dates.filter((date) => (days.get(date) ?? []).length > 0);
  if (busy.length === 0) return <Typography color="text.secondary">{t('calendar.emptyRange')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {busy.map((date) => (
        <Box key={date} component="section" aria-labelledby={`calendar-agenda-${date}`} data-date={date}>
          <Typography id={`calendar-agenda-${date}`} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {longDate(date, language)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {(days.get(date) ?? []).map((booking) => (
              <li key={booking.id}>
                <BookingEntry booking={booking} language={language} onOpen={onOpen} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

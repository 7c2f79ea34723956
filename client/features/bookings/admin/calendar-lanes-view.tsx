import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { formatDateTime } from '../../../../shared/format/format';
import { formatNumber } from '../../../lib/format';
import type { CalendarLane } from './calendar-lanes';
import { byDate } from './calendar-range';
import { BookingEntry, longDate, weekdayName } from './calendar-views';

interface LanesProps {
  lanes: CalendarLane[];
  dates: string[];
  today: string;
  language: Language;
  onOpen(id: number): void;
}

const laneKey = (lane: CalendarLane) => (lane.partnerId === null ? 'unassigned' : String(lane.partnerId));

/** A lane's heading: the partner (or "no partner yet") and how many bookings it holds, in the language's plural form. */
function LaneName({ lane, language }: { lane: CalendarLane; language: Language }) {
  const { t } = useTranslation('dashboard');
  const count = lane.bookings.length;
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
        {lane.partnerId === null ? t('calendar.unassigned') : <bdi>{lane.name}</bdi>}
      </Box>
      <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: 12, color: 'text.secondary' }}>
        {t('calendar.laneCount', { count, formatted: formatNumber(count, language) })}
      </Box>
    </>
  );
}

/**
 * The week with a row per partner (desktop): the partner in the first column, then a cell a day with
 * that partner's bookings of the day; the bookings without a partner on the first row.
 */
export function LanesWeekView({ lanes, dates, today, language, onOpen }: LanesProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        data-testid="calendar-lanes"
        aria-labelledby="calendar-range-title"
        sx={{
          width: '100%',
          minWidth: 900,
          borderCollapse: 'collapse',
          tableLayout: 'fixed',
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' },
        }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ width: 150, textAlign: 'start', fontSize: 13, color: 'text.secondary' }}>
              {t('calendar.partner')}
            </Box>
            {dates.map((date) => (
              <Box
                component="th"
                scope="col"
                key={date}
                aria-current={date === today ? 'date' : undefined}
                sx={{ fontSize: 13, fontWeight: 700, textAlign: 'start', bgcolor: date === today ? 'action.selected' : undefined }}
              >
                <abbr title={longDate(date, language)} style={{ textDecoration: 'none' }}>
                  {weekdayName(date, language, 'short')}{' '}
                  {formatDateTime(new Date(`${date}T12:00:00Z`), language, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
                </abbr>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {lanes.map((lane) => {
            const days = byDate(lane.bookings);
            return (
              <tr key={laneKey(lane)} data-lane={laneKey(lane)}>
                <Box component="th" scope="row" sx={{ textAlign: 'start', fontSize: 14 }}>
                  <LaneName lane={lane} language={language} />
                </Box>
                {dates.map((date) => (
                  <td key={date} data-date={date}>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                      {(days.get(date) ?? []).map((booking) => (
                        <li key={booking.id}>
                          <BookingEntry booking={booking} language={language} onOpen={onOpen} compact />
                        </li>
                      ))}
                    </Box>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

/** On phones and for a month: a section per lane, its bookings day by day. */
export function LanesListView({ lanes, language, onOpen }: Omit<LanesProps, 'dates' | 'today'>) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="calendar-lanes">
      {lanes.map((lane) => {
        const key = laneKey(lane);
        const days = [...byDate(lane.bookings).entries()].sort(([a], [b]) => a.localeCompare(b));
        return (
          <Box
            key={key}
            component="section"
            data-lane={key}
            aria-labelledby={`calendar-lane-${key}`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 1.5,
              borderInlineStartWidth: 4,
              borderInlineStartColor: lane.partnerId === null ? 'warning.main' : 'primary.main',
            }}
          >
            <Typography id={`calendar-lane-${key}`} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              <LaneName lane={lane} language={language} />
            </Typography>
            {days.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('calendar.noBookings')}
              </Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {days.map(([date, list]) => (
                  <Box key={date} data-date={date}>
                    <Typography component="h4" variant="caption" sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 0.5 }}>
                      {longDate(date, language)}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                      {list.map((booking) => (
                        <li key={booking.id}>
                          <BookingEntry booking={booking} language={language} onOpen={onOpen} />
                        </li>
                      ))}
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

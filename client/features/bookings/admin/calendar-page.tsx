import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saudiDate } from '../../../../shared/scheduling/saudi-clock';
import { formatDateTime } from '../../../../shared/format/format';
import { formatHijriRange, showsHijri } from '../../../../shared/format/hijri';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { readPositiveInt } from '../../../lib/list-params';
import { localized } from '../../../lib/text';
import { useLanguage } from '../../../lib/use-language';
import type { AppStore } from '../../../store';
import { useGetServicesQuery } from '../../services';
import { dispatchApi, useCalendarAssignmentsQuery } from '../../dispatch/admin';
import { BookingDetailsDialog } from './booking-details-dialog';
import { bookingsAdminApi, useCalendarBookingsQuery } from './bookings-admin-api';
import { lanesOf } from './calendar-lanes';
import { LanesListView, LanesWeekView } from './calendar-lanes-view';
import { byDate, type CalendarGroup, type CalendarView, calendarGroupOf, calendarParams, datesOf, shiftAnchor, viewRange } from './calendar-range';
import { AgendaView, MonthView, WeekView } from './calendar-views';
import { FilterSelect } from '../../../components/filter-select';

/** Pointing icons turn around in Arabic (convention 8). */
const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

function argsOf(params: URLSearchParams, now: Date) {
  const { view, anchor } = calendarParams(params, now);
  const serviceId = readPositiveInt(params, 'service');
  return { view, anchor, serviceId, group: calendarGroupOf(params), range: viewRange(view, anchor) };
}

export function prefetch(store: AppStore, url: URL) {
  const { range, serviceId, group } = argsOf(url.searchParams, new Date());
  const args = { ...range, ...(serviceId ? { serviceId } : {}) };
  void store.dispatch(bookingsAdminApi.endpoints.calendarBookings.initiate(args, { subscribe: false }));
  if (group === 'partner') void store.dispatch(dispatchApi.endpoints.calendarAssignments.initiate(args, { subscribe: false }));
}

/**
 * /dashboard/calendar (issue 16 item 3): the bookings of a week or a month by their time, every
 * status in words and colour, filtered by service. A booking opens its details, where it can be moved
 * to another free slot with the same dialog (and move service) clients reschedule with.
 */
export default function CalendarPage() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const { view, anchor, serviceId, group, range } = argsOf(params, now);
  const today = saudiDate(now);
  const services = useGetServicesQuery();
  const args = { ...range, ...(serviceId ? { serviceId } : {}) };
  const { data, error, isLoading, isFetching, refetch } = useCalendarBookingsQuery(args);
  // Who is on each booking: asked only while the lanes are shown.
  const assignments = useCalendarAssignmentsQuery(args, { skip: group !== 'partner' });
  const days = useMemo(() => byDate(data ?? []), [data]);
  const lanes = useMemo(
    () => (group === 'partner' && data && assignments.data ? lanesOf(data, assignments.data, language) : null),
    [group, data, assignments.data, language],
  );
  const openId = readPositiveInt(params, 'booking');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true });
  };
  const show = (nextView: CalendarView, date: string) => update({ view: nextView, date });

  const title =
    view === 'month'
      ? formatDateTime(new Date(`${range.from}T12:00:00Z`), language, { month: 'long', year: 'numeric', timeZone: 'UTC' })
      : t('calendar.weekOf', {
          from: formatDateTime(new Date(`${range.from}T12:00:00Z`), language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
          to: formatDateTime(new Date(`${range.to}T12:00:00Z`), language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
        });
  // The Hijri months (month view) or days (week view) the range spans, on a page that shows Hijri dates.
  const hijriTitle = showsHijri(language)
    ? formatHijriRange(new Date(`${range.from}T12:00:00Z`), new Date(`${range.to}T12:00:00Z`), language, {
        timeZone: 'UTC',
        form: view === 'month' ? 'month' : 'long',
      })
    : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, pb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <IconButton
            aria-label={view === 'week' ? t('calendar.previousWeek') : t('calendar.previousMonth')}
            onClick={() => show(view, shiftAnchor(view, anchor, -1))}
          >
            <ChevronLeftIcon sx={mirrored} />
          </IconButton>
          <Button variant="outlined" size="small" onClick={() => show(view, today)}>
            {t('calendar.today')}
          </Button>
          <IconButton aria-label={view === 'week' ? t('calendar.nextWeek') : t('calendar.nextMonth')} onClick={() => show(view, shiftAnchor(view, anchor, 1))}>
            <ChevronRightIcon sx={mirrored} />
          </IconButton>
          <Typography id="calendar-range-title" component="h2" variant="h6" aria-live="polite" sx={{ fontWeight: 700, marginInlineStart: 1 }}>
            {title}
            {hijriTitle && (
              <Box component="span" data-hijri sx={{ display: 'block', fontSize: 14, fontWeight: 500, color: 'text.secondary' }}>
                {hijriTitle}
              </Box>
            )}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={group}
            aria-label={t('calendar.group')}
            onChange={(_event, next: CalendarGroup | null) => next && update({ by: next === 'partner' ? 'partner' : null })}
          >
            <ToggleButton value="day">{t('calendar.byDay')}</ToggleButton>
            <ToggleButton value="partner">{t('calendar.byPartner')}</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label={t('calendar.view')}
            onChange={(_event, next: CalendarView | null) => next && show(next, anchor)}
          >
            <ToggleButton value="week">{t('calendar.week')}</ToggleButton>
            <ToggleButton value="month">{t('calendar.month')}</ToggleButton>
          </ToggleButtonGroup>
          <FilterSelect
            label={t('calendar.service')}
            value={serviceId ? String(serviceId) : null}
            onChange={(service) => update({ service: service ?? '' })}
            allLabel={t('calendar.allServices')}
            options={(services.data ?? []).map((service) => ({ value: String(service.id), label: localized(language, service.title, service.arabicTitle) }))}
            minWidth={220}
          />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(group === 'partner' ? 'calendar.helpLanes' : 'calendar.help')}
      </Typography>

      {isLoading || (group === 'partner' && assignments.isLoading) ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={apiErrorText(error, t, 'calendar.loadError')} onRetry={() => void refetch()} />
      ) : group === 'partner' && assignments.error && !assignments.data ? (
        <ErrorState message={apiErrorText(assignments.error, t, 'calendar.lanesLoadError')} onRetry={() => void assignments.refetch()} />
      ) : (
        <Box aria-busy={isFetching || assignments.isFetching} data-testid="calendar">
          {lanes ? (
            phone || view === 'month' ? (
              <LanesListView lanes={lanes} language={language} onOpen={(id) => update({ booking: String(id) })} />
            ) : (
              <LanesWeekView lanes={lanes} dates={datesOf(range)} today={today} language={language} onOpen={(id) => update({ booking: String(id) })} />
            )
          ) : phone ? (
            <AgendaView dates={datesOf(range)} days={days} language={language} onOpen={(id) => update({ booking: String(id) })} />
          ) : view === 'week' ? (
            <WeekView dates={datesOf(range)} days={days} today={today} language={language} onOpen={(id) => update({ booking: String(id) })} />
          ) : (
            <MonthView
              month={range.from.slice(0, 7)}
              days={days}
              today={today}
              language={language}
              onOpen={(id) => update({ booking: String(id) })}
              onWeek={(date) => show('week', date)}
            />
          )}
        </Box>
      )}
      {openId && <BookingDetailsDialog id={openId} onClose={() => update({ booking: null })} />}
    </Box>
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TIME_ZONE, type Language } from '../../../../shared/constants';
import { formatDateTime } from '../../../../shared/format/format';
import { formatGregorianAndHijri, formatHijriRange, showsHijri } from '../../../../shared/format/hijri';
import { formatNumber } from '../../../lib/format';
import { saudiDate, saudiMinutes, timeOf } from '../../../../shared/scheduling/saudi-clock';
import type { AvailabilityDay } from '../../../../shared/types/availability';
import { useGetServiceSlotsQuery } from '../availability-api';
import { fieldId } from './booking-form';
import { addMonths, monthOf, monthRange, monthWeeks, movedFocus } from './month-grid';

export interface SlotPickerProps {
  serviceId: number | null;
  /** The chosen Saudi date (YYYY-MM-DD) and time (HH:MM), '' when none. */
  date: string;
  time: string;
  onDate(date: string): void;
  onTime(time: string): void;
  language: Language;
  dateError?: string;
  timeError?: string;
}

/** Pointing icons turn around in Arabic (convention 8). */
const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

type DayState = 'free' | 'full' | 'closed' | 'unknown';

function stateOf(day: AvailabilityDay | undefined): DayState {
  if (!day) return 'unknown';
  if (day.closed) return 'closed';
  return day.slots.some((slot) => slot.remaining > 0) ? 'free' : 'full';
}

/** A day of the calendar in words, with its Umm al-Qura date when the page shows Hijri dates. */
const dateLabel = (date: string, language: Language) => {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  const day = new Date(`${date}T00:00:00Z`);
  return showsHijri(language) ? formatGregorianAndHijri(day, language, options) : formatDateTime(day, language, options);
};

/** Sunday 1 November 2026 and the six days after it: the weekday names of the grid's header. */
const WEEK = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2026, 10, 1 + index)));

/** The visitor's own zone when its clock is not Saudi time now (known only in the browser). */
function useOtherZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    if (new Date().getTimezoneOffset() !== -180) setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  }, []);
  return zone;
}

/**
 * The booking's day and time (issue 16): a month of the service's availability, then the chosen
 * day's free times, all in Saudi time and labelled as such. The grid follows the WAI-ARIA date
 * picker pattern: one day in the tab order, arrows by day and week (left and right by the reading
 * direction), Home/End to the week's ends, Page Up/Down by month; unavailable days can be focused
 * (they say why) but not chosen.
 */
export function SlotPicker({ serviceId, date, time, onDate, onTime, language, dateError, timeError }: SlotPickerProps) {
  const { t } = useTranslation('account');
  const rtl = language === 'ar';
  const [today] = useState(() => saudiDate(new Date()));
  const [month, setMonth] = useState(() => monthOf(date && date >= today ? date : today));
  const [focused, setFocused] = useState(date || today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const otherZone = useOtherZone();
  const range = monthRange(month);
  const { data, isFetching, isError, refetch } = useGetServiceSlotsQuery(serviceId ? { serviceId, ...range } : skipToken);
  const days = useMemo(() => new Map((data?.days ?? []).map((day) => [day.date, day])), [data]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const chosenDay = date ? days.get(date) : undefined;
  const firstMonth = monthOf(today);

  // The tabbable day: the focused one when it is in this month, else the chosen one, else the month's first.
  const tabbable = monthOf(focused) === month ? focused : date && monthOf(date) === month ? date : range.from;

  // A day chosen elsewhere (a restored draft) brings its month into view.
  useEffect(() => {
    if (date) setMonth(monthOf(date));
  }, [date]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const focusDay = (next: string) => {
    const nextMonth = monthOf(next);
    if (nextMonth < firstMonth) return;
    moved.current = true;
    setFocused(next);
    if (nextMonth !== month) setMonth(nextMonth);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = movedFocus(tabbable, event.key, rtl);
    if (!next) return;
    event.preventDefault();
    focusDay(next);
  };
  const choose = (day: string) => {
    if (stateOf(days.get(day)) !== 'free') return;
    setFocused(day);
    if (day !== date) onDate(day);
  };
  const showMonth = (count: number) => {
    const next = addMonths(month, count);
    setMonth(next);
    setFocused(`${next}-01`);
  };

  const monthTitle = formatDateTime(new Date(`${range.from}T00:00:00Z`), language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // The Hijri months the Gregorian one spans, on a page that shows Hijri dates (as the admin calendar).
  const hijriMonths = showsHijri(language)
    ? formatHijriRange(new Date(`${range.from}T12:00:00Z`), new Date(`${range.to}T12:00:00Z`), language, { timeZone: 'UTC', form: 'month' })
    : null;
  const dayText = (day: string, info: AvailabilityDay | undefined) => {
    const label = dateLabel(day, language);
    const state = stateOf(info);
    if (state === 'free') {
      const count = info!.slots.filter((slot) => slot.remaining > 0).length;
      return t('booking.slots.dayFree', { date: label, count, formatted: formatNumber(count, language) });
    }
    if (state === 'full') return t('booking.slots.dayFull', { date: label });
    if (info?.closed === 'blackout') return t('booking.slots.dayBlackout', { date: label, name: rtl ? info.blackout?.arabicName : info.blackout?.name });
    if (info?.closed === 'past') return t('booking.slots.dayPast', { date: label });
    if (info?.closed === 'closedDay') return t('booking.slots.dayClosed', { date: label });
    return label;
  };
  const timeLabel = (iso: string) => formatDateTime(new Date(iso), language, { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
  const freeDays = [...days.values()].filter((day) => stateOf(day) === 'free').length;

  return (
    <Box component="section" aria-labelledby="booking-slots-title" sx={{ gridColumn: { md: '1 / -1' } }}>
      <Typography id="booking-slots-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('booking.slots.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('booking.slots.saudiTime')} {serviceId ? t('booking.slots.hint') : t('booking.slots.chooseServiceFirst')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('booking.slots.timeMeaning')}
      </Typography>
      {otherZone && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('booking.slots.otherZone', { zone: otherZone })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 22rem) 1fr' }, mt: 2, alignItems: 'start' }}>
        <Box id={fieldId('preferredDate')} tabIndex={-1} sx={{ outline: 'none' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <IconButton aria-label={t('booking.slots.previousMonth')} disabled={month <= firstMonth} onClick={() => showMonth(-1)}>
              <ChevronLeftIcon sx={mirrored} />
            </IconButton>
            <Typography id="booking-month-title" component="h4" variant="subtitle2" aria-live="polite" sx={{ fontWeight: 700, textAlign: 'center' }}>
              {monthTitle}
              {hijriMonths && (
                <Box component="span" data-hijri sx={{ display: 'block', fontSize: 12, fontWeight: 500, color: 'text.secondary' }}>
                  {hijriMonths}
                </Box>
              )}
            </Typography>
            <IconButton aria-label={t('booking.slots.nextMonth')} onClick={() => showMonth(1)}>
              <ChevronRightIcon sx={mirrored} />
            </IconButton>
          </Box>
          <Box
            component="table"
            ref={grid}
            role="grid"
            aria-labelledby="booking-month-title"
            aria-busy={isFetching}
            onKeyDown={onKeyDown}
            sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
          >
            <thead>
              <tr>
                {WEEK.map((day) => (
                  <Box component="th" key={day.getUTCDay()} scope="col" sx={{ py: 0.5, fontSize: 12, fontWeight: 600, color: 'text.secondary' }}>
                    <abbr title={formatDateTime(day, language, { weekday: 'long', timeZone: 'UTC' })} style={{ textDecoration: 'none' }}>
                      {formatDateTime(day, language, { weekday: 'short', timeZone: 'UTC' })}
                    </abbr>
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, index) =>
                    day === null ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the blanks of a week are its positions
                      <td key={`blank-${index}`} />
                    ) : (
                      <DayCell
                        key={day}
                        day={day}
                        number={formatNumber(Number(day.slice(8)), language)}
                        state={stateOf(days.get(day))}
                        selected={day === date}
                        today={day === today}
                        tabbable={day === tabbable}
                        label={dayText(day, days.get(day))}
                        onChoose={() => choose(day)}
                        onFocus={() => setFocused(day)}
                      />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Box>
          <Legend />
          {isError && (
            <Alert
              severity="error"
              sx={{ mt: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {t('booking.slots.retry')}
                </Button>
              }
            >
              {t('booking.slots.failed')}
            </Alert>
          )}
          {serviceId && isFetching && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('booking.slots.loading')}
            </Typography>
          )}
          {serviceId && data && !isFetching && freeDays === 0 && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('booking.slots.noneThisMonth')}
            </Typography>
          )}
          {dateError && <FormHelperText error>{dateError}</FormHelperText>}
        </Box>

        <Box id={fieldId('preferredTime')} tabIndex={-1} sx={{ outline: 'none' }}>
          {date && chosenDay ? (
            <>
              <Typography id="booking-times-title" component="h4" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('booking.slots.timesOn', { date: dateLabel(date, language) })}
              </Typography>
              {chosenDay.slots.some((slot) => slot.remaining > 0) ? (
                <RadioGroup
                  aria-labelledby="booking-times-title"
                  name="preferredTime"
                  value={time}
                  onChange={(event) => onTime(event.target.value)}
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
                >
                  {chosenDay.slots.map((slot) => {
                    const value = timeOf(saudiMinutes(new Date(slot.startsAt)));
                    const places = t('booking.slots.placesLeft', { count: slot.remaining, formatted: formatNumber(slot.remaining, language) });
                    return (
                      <FormControlLabel
                        key={slot.startsAt}
                        value={value}
                        disabled={slot.remaining === 0}
                        control={<Radio />}
                        label={
                          <span>
                            <Box component="span" sx={{ fontWeight: 600 }}>
                              {timeLabel(slot.startsAt)}
                            </Box>
                            <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
                              {` · ${places}`}
                            </Box>
                          </span>
                        }
                      />
                    );
                  })}
                </RadioGroup>
              ) : (
                <Typography variant="body2">{t('booking.slots.noneThisDay')}</Typography>
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {serviceId ? t('booking.slots.chooseDayFirst') : t('booking.slots.chooseServiceFirst')}
            </Typography>
          )}
          {timeError && <FormHelperText error>{timeError}</FormHelperText>}
        </Box>
      </Box>
    </Box>
  );
}

interface DayCellProps {
  day: string;
  number: string;
  state: DayState;
  selected: boolean;
  today: boolean;
  tabbable: boolean;
  label: string;
  onChoose(): void;
  onFocus(): void;
}

function DayCell({ day, number, state, selected, today, tabbable, label, onChoose, onFocus }: DayCellProps) {
  return (
    <Box component="td" aria-selected={selected} sx={{ p: 0.25, textAlign: 'center' }}>
      <Box
        component="button"
        type="button"
        data-date={day}
        data-state={state}
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        aria-disabled={state !== 'free'}
        aria-current={today ? 'date' : undefined}
        onClick={onChoose}
        onFocus={onFocus}
        sx={(theme) => ({
          width: '100%',
          aspectRatio: '1',
          maxWidth: 44,
          borderRadius: '50%',
          border: '2px solid transparent',
          font: 'inherit',
          fontSize: 14,
          cursor: state === 'free' ? 'pointer' : 'default',
          bgcolor: 'transparent',
          color: 'text.disabled',
          ...(state === 'free' && { color: 'text.primary', fontWeight: 700, borderColor: theme.palette.primary.main }),
          ...(state === 'full' && { textDecoration: 'line-through', borderStyle: 'dashed', borderColor: theme.palette.text.disabled }),
          ...(today && { boxShadow: `inset 0 0 0 1px ${theme.palette.text.secondary}` }),
          ...(selected && { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: theme.palette.primary.main }),
          '&:hover': state === 'free' && !selected ? { bgcolor: 'action.hover' } : {},
          '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
        })}
      >
        {number}
      </Box>
    </Box>
  );
}

function Legend() {
  const { t } = useTranslation('account');
  const dot = (sx: object) => (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', verticalAlign: 'middle', width: 12, height: 12, borderRadius: '50%', marginInlineEnd: '6px', ...sx }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, fontSize: 12, color: 'text.secondary' }}>
      <span>
        {dot({ border: 2, borderColor: 'primary.main' })}
        {t('booking.slots.legendFree')}
      </span>
      <span>
        {dot({ border: 2, borderStyle: 'dashed', borderColor: 'text.disabled' })}
        {t('booking.slots.legendFull')}
      </span>
      <span>
        {dot({ bgcolor: 'action.disabledBackground' })}
        {t('booking.slots.legendClosed')}
      </span>
    </Box>
  );
}

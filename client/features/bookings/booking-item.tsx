import { formatPageDate } from '../../../shared/format/hijri';
import { BUSINESS_TIME_ZONE, type Language } from '../../../shared/constants';
import CircleIcon from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Booking } from '../../../shared/types/booking';
import type { Quote } from '../../../shared/types/quote';
import { formatExactMoney } from '../../../shared/format/format';
import { formatMoney } from '../../lib/format';
import { toLanguage } from '../../i18n/create-i18n';
import { paths } from '../../paths';
import { formatNumber } from '../../lib/format';
import { itemTitle, preferredWhen, referenceNumber, splitItems, STATUS_COLOR } from './booking-view';
import { CancelBookingDialog } from './change/cancel-booking-dialog';
import { changeState } from './change/change-deadline';
import { RescheduleDialog } from './change/reschedule-dialog';
import { timeWasChosen } from '../../../shared/bookings/preferred-moment';
import { isOpenBooking } from '../../../shared/bookings/change-policy';
import { AddToCalendar } from './add-to-calendar';
import { BookingProgressSection } from './progress/booking-progress';
import { BookingMessagesButton } from '../booking-messages';
import { BookingRefunds, PayNow } from '../payments';

/**
 * The status in words on an outlined chip with a coloured dot: the text keeps full contrast in both
 * themes, and the colour is never the only sign.
 */
function StatusChip({ status, label }: { status: Booking['status']; label: string }) {
  const color = STATUS_COLOR[status];
  const tone = color === 'default' ? 'text.disabled' : `${color}.main`;
  return (
    <Chip
      variant="outlined"
      icon={<CircleIcon aria-hidden sx={{ fontSize: 10, '&&': { color: tone } }} />}
      label={label}
      sx={{ fontWeight: 600, borderColor: tone, px: 0.5 }}
    />
  );
}

/** When the booking was made, with its Hijri date on a page that shows them (null: not a date). */
function createdText(iso: string, language: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatPageDate(date, language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE });
}

/** One booking of the client: what, when, where, its status, and Cancel while it is pending. */
export function BookingItem({ booking, quote }: { booking: Booking; quote?: Quote }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language = toLanguage(i18n.language);
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  const change = changeState(booking, new Date(), language);
  const { main, additional } = splitItems(booking);
  const agreed = quote?.status === 'accepted' ? quote : undefined;
  const day = preferredWhen(booking.preferedDateAndTime, language);
  const when = day === null ? t('bookings.invalidDate') : timeWasChosen(booking.preferedDateAndTime) ? day : t('bookings.withoutTime', { date: day });
  const created = createdText(booking.createdAt, language);
  const titleId = `booking-${booking.id}-title`;
  const what = { service: main ? itemTitle(main, language) : '', date: when };
  // An open booking with a time can go into the client's calendar (a day alone cannot).
  const startsAt = booking.slotStartsAt ?? (timeWasChosen(booking.preferedDateAndTime) ? booking.preferedDateAndTime : null);
  const calendar =
    isOpenBooking(booking.status) && startsAt ? { startsAt, endsAt: booking.slotEndsAt, service: what.service, location: booking.location } : null;

  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography variant="caption" color="text.secondary">
            {t('bookings.reference', { id: referenceNumber(booking.id, language) })}
          </Typography>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {main ? itemTitle(main, language) : t('bookings.unknownService')}
          </Typography>
          {additional.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.5 }} aria-label={t('bookings.additional')}>
              {additional.map((item) => (
                <Chip
                  key={item.id}
                  size="small"
                  variant="outlined"
                  label={
                    <>
                      + <bdi>{itemTitle(item, language)}</bdi>
                    </>
                  }
                />
              ))}
            </Box>
          )}
        </Box>
        <StatusChip status={booking.status} label={t(`bookings.status.${booking.status}`)} />
      </Box>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 1.5,
          my: 1.5,
          '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
        }}
      >
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('bookings.preferredDate')}
          </Typography>
          <Typography component="dd" variant="body2">
            {when}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('bookings.location')}
          </Typography>
          {/* What the client typed reads in its own direction (an English address on an Arabic page). */}
          <Typography component="dd" variant="body2">
            <bdi>{booking.location}</bdi>
          </Typography>
        </div>
        <div>
          {/* Once a quote is accepted its total is the price, at every status after. */}
          <Typography component="dt" variant="caption" color="text.secondary">
            {agreed ? t('bookings.agreedTotal') : t('bookings.budget')}
          </Typography>
          <Typography component="dd" variant="body2" data-testid="booking-price">
            {agreed ? formatExactMoney(agreed.totalAmount, language) : formatMoney(booking.budget, language)}
          </Typography>
        </div>
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
      >
        <bdi>{booking.description}</bdi>
      </Typography>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {t('bookings.urgencyLine', { urgency: t(`booking.urgency.${booking.priorite}`) })}
          {' · '}
          {created !== null ? t('bookings.createdOn', { date: created }) : t('bookings.invalidDate')}
        </Typography>
        {quote ? (
          // The booking's quote, accepted or still open, at every status.
          <Button component={RouterLink} to={paths.quote(quote.id)} size="small" aria-describedby={titleId}>
            {t('bookings.viewQuoteNumber', { number: quote.quoteNumber })}
          </Button>
        ) : (
          booking.status === 'quoted' && (
            // The price is on a quote now: the client answers it on their quotes page.
            <Button component={RouterLink} to={paths.quotes} size="small" aria-describedby={titleId}>
              {t('bookings.viewQuote')}
            </Button>
          )
        )}
        {change.refusal === null && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {main && (
              <Button size="small" variant="outlined" onClick={() => setOpen('reschedule')} aria-describedby={titleId}>
                {t('bookings.change.reschedule')}
              </Button>
            )}
            <Button color="error" size="small" onClick={() => setOpen('cancel')} aria-describedby={titleId}>
              {t('bookings.cancel')}
            </Button>
          </Box>
        )}
        {calendar && <AddToCalendar bookingId={booking.id} event={calendar} language={language} describedBy={titleId} />}
        <BookingMessagesButton bookingId={booking.id} describedBy={titleId} />
        {agreed && <PayNow bookingId={booking.id} size="small" describedBy={titleId} />}
      </Box>
      {/* Money given back of what was paid online: said where the client follows the booking. */}
      {agreed && <BookingRefunds bookingId={booking.id} />}
      {/* Why the buttons are there, or why they are gone: the terms' notice period, with this booking's own deadline. */}
      {change.refusal === null && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="change-deadline">
          {t(change.grace ? 'bookings.change.untilGrace' : 'bookings.change.until', {
            deadline: change.deadline,
            hours: formatNumber(change.noticeHours, language),
          })}
        </Typography>
      )}
      {change.refusal === 'notice' && (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="change-closed">
          {t(change.grace ? 'bookings.change.closedGrace' : 'bookings.change.closed', {
            deadline: change.deadline,
            hours: formatNumber(change.noticeHours, language),
          })}{' '}
          <Link component={RouterLink} to={paths.contact}>
            {t('bookings.change.contactUs')}
          </Link>
        </Alert>
      )}
      {booking.status === 'cancelled' && booking.cancellationReason && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('bookings.change.cancelledBecause')} <bdi>{booking.cancellationReason}</bdi>
        </Typography>
      )}

      {booking.status !== 'cancelled' && <BookingProgressSection booking={booking} />}

      <CancelBookingDialog booking={booking} open={open === 'cancel'} onClose={() => setOpen(null)} what={what} titleId={titleId} />
      {main && (
        <RescheduleDialog
          booking={booking}
          serviceId={main.serviceId}
          open={open === 'reschedule'}
          onClose={() => setOpen(null)}
          language={language}
          what={what}
          titleId={titleId}
        />
      )}
    </Paper>
  );
}

import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpenBooking } from '../../../../shared/bookings/change-policy';
import type { Booking } from '../../../../shared/types/booking';
import { localized } from '../../../lib/text';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { RescheduleDialog } from '../change/reschedule-dialog';

/**
 * A booking's time in the admin's details: its slot, a way to move it to another free slot (the
 * dialog and move service clients reschedule with), and its moves and cancellation with their reasons.
 */
export function BookingTime({ booking, titleId }: { booking: Booking; titleId: string }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [moving, setMoving] = useState(false);
  const main = booking.demandeDeServiceItems.find((item) => !item.isAdditionalService) ?? booking.demandeDeServiceItems[0];
  const service = main ? localized(format.language, main.serviceTitle, main.serviceArabicTitle) : '';
  const when = booking.slotStartsAt ? format.recordDate(booking.slotStartsAt, 'dateTime') : t('bookings.details.noSlot');
  const who = (role: string) => (role === 'Client' ? t('bookings.details.byClient') : t('bookings.details.byAdmin'));
  const at = (iso: string | null) => (iso ? format.recordDate(iso, 'dateTime') : t('bookings.details.none'));
  return (
    <Box component="section" aria-labelledby={`${titleId}-time`}>
      <Typography id={`${titleId}-time`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('bookings.details.time')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography data-testid="booking-slot">
          {t('bookings.details.slot')}: <strong>{when}</strong>
        </Typography>
        {main && isOpenBooking(booking.status) && (
          <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setMoving(true)}>
            {t('bookings.details.move')}
          </Button>
        )}
      </Box>
      {booking.changes.length > 0 && (
        <>
          <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mt: 1.5 }}>
            {t('bookings.details.history')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {booking.changes.map((change) => (
              <li key={change.id}>
                <Typography variant="body2">
                  {change.kind === 'moved'
                    ? t('bookings.details.moved', { who: who(change.byRole), from: at(change.fromStartsAt), to: at(change.toStartsAt), at: at(change.at) })
                    : t('bookings.details.cancelledBy', { who: who(change.byRole), at: at(change.at) })}
                  {change.reason && (
                    <>
                      {' · '}
                      {t('bookings.details.reason', { reason: '' })}
                      <bdi>{change.reason}</bdi>
                    </>
                  )}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      {main && (
        <RescheduleDialog
          booking={booking}
          serviceId={main.serviceId}
          open={moving}
          onClose={() => setMoving(false)}
          language={format.language}
          what={{ service, date: when }}
          titleId={`${titleId}-move`}
          intro={t('bookings.details.moveIntro', { id: booking.id, service, date: when })}
        />
      )}
    </Box>
  );
}

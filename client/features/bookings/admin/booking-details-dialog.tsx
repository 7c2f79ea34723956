import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BookingStatus } from '../../../../shared/constants';
import { notify } from '../../../lib/notify';
import { BookingStatusChip } from '../booking-status-chip';
import { ToneChip } from '../../../components/tone-chip';
import { URGENCY_TONES } from './booking-labels';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContactActions } from '../../../components/contact-actions';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { moveLabelKey, transitionsOffered } from './transitions';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { localized } from '../../../lib/text';
import { orderedItems } from './booking-labels';
import { useGetBookingQuery } from '../bookings-api';
import { useUpdateBookingStatusMutation } from './bookings-admin-api';
import { timeWasChosen } from '../../../../shared/bookings/preferred-moment';
import { appointmentOf } from '../../../../shared/bookings/change-policy';
import { dashboardPaths } from '../../../dashboard-paths';
import { useAppSelector } from '../../../hooks';
import { rolesMayOpen } from '../../../../shared/access/staff-areas';
import { BookingTime } from './booking-time';
import { BookingMessagesSection } from '../../booking-messages';
import { BookingDispatchSection } from '../../dispatch/admin';
import { BookingPaymentsSection } from '../../payments/admin';

type FinalStatus = 'cancelled' | 'completed';
const isFinalMove = (status: BookingStatus): status is FinalStatus => status === 'cancelled' || status === 'completed';

/** A booking still waiting for its price can be quoted. */
const QUOTABLE: readonly BookingStatus[] = ['pending', 'in_review'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '180px minmax(0, 1fr)' },
        gap: { xs: 0.25, sm: 2 },
        py: 1,
        alignItems: 'baseline',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * One booking in full: the client and how to reach them, the requested services, preferred date,
 * urgency, contact method, location, budget and description, its online payments and their refunds;
 * the status moves along the provider's lifecycle only (BOOKING_TRANSITIONS).
 */
export function BookingDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const titleId = useId();
  const { data: booking, error, isLoading, isFetching, refetch } = useGetBookingQuery(id);
  // Its money (payments, refunds, a quote) is the accounts area's (issue 28): a Staff member sees the rest.
  const inAccounts = rolesMayOpen(
    useAppSelector((state) => state.session.user?.roles ?? []),
    'accounts',
  );
  const [updateStatus, updateState] = useUpdateBookingStatusMutation();
  // The final moves ask first (issue 32 item 7): neither cancelling nor completing can be undone.
  const [confirming, setConfirming] = useState<FinalStatus | null>(null);

  const move = async (status: BookingStatus) => {
    try {
      await updateStatus({ id, status }).unwrap();
      notify('success', t('bookings.toast.statusChanged', { status: t(`bookings.status.${status}`) }));
      setConfirming(null);
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, 'bookings.toast.statusFailed'));
    }
  };

  const offered = booking ? transitionsOffered(booking.status) : [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper" sx={fullScreenOnPhones}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {t('bookings.details.title', { id })}
        {booking && <BookingStatusChip status={booking.status} size="medium" />}
      </DialogTitle>
      <DialogContent dividers>
        {isLoading && <LoadingState />}
        {error && !booking && <ErrorState message={apiErrorText(error, t, 'bookings.details.loadError')} onRetry={() => void refetch()} />}
        {booking && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box component="section" aria-labelledby={`${titleId}-status`}>
              <Typography id={`${titleId}-status`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('bookings.details.changeStatus')}
              </Typography>
              {offered.length === 0 ? (
                <Alert severity="info">{t('bookings.details.final', { status: t(`bookings.status.${booking.status}`) })}</Alert>
              ) : (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('bookings.details.changeStatus')}>
                  {offered.map((status) => (
                    <Button
                      key={status}
                      variant={status === 'cancelled' ? 'outlined' : 'contained'}
                      color={status === 'cancelled' ? 'error' : status === 'completed' ? 'success' : 'primary'}
                      disabled={updateState.isLoading || isFetching}
                      onClick={() => (isFinalMove(status) ? setConfirming(status) : void move(status))}
                      startIcon={
                        updateState.isLoading && updateState.originalArgs?.status === status ? (
                          <CircularProgress size={16} color="inherit" aria-hidden />
                        ) : undefined
                      }
                    >
                      {t(moveLabelKey(booking.status, status))}
                    </Button>
                  ))}
                </Box>
              )}
            </Box>
            <Divider />
            <BookingTime booking={booking} titleId={titleId} />
            <Divider />
            <BookingDispatchSection booking={booking} titleId={titleId} />
            {inAccounts && (
              <>
                <Divider />
                <BookingPaymentsSection bookingId={booking.id} titleId={titleId} />
              </>
            )}
            <Box component="section" aria-labelledby={`${titleId}-client`}>
              <Typography id={`${titleId}-client`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('bookings.details.client')}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                <Row label={t('bookings.details.clientName')}>
                  <bdi>{booking.clientName}</bdi>
                </Row>
                <Row label={t('bookings.details.email')}>
                  <span dir="ltr">{booking.clientEmail}</span>
                </Row>
                <Row label={t('bookings.details.phone')}>
                  <span dir="ltr">{booking.clientPhone || '—'}</span>
                </Row>
                <Row label={t('bookings.details.contactMethod')}>
                  <Chip size="small" label={t(`bookings.contactMethods.${booking.preferedContactMethode}`)} color="primary" variant="outlined" />
                </Row>
              </Box>
              <ContactActions
                name={booking.clientName}
                email={booking.clientEmail}
                phone={booking.clientPhone}
                subject={t('bookings.details.mailSubject', { id: booking.id })}
              />
            </Box>
            <Divider />
            <Box component="section" aria-labelledby={`${titleId}-request`}>
              <Typography id={`${titleId}-request`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('bookings.details.request')}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                <Row label={t('bookings.details.services')}>
                  <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                    {orderedItems(booking).map((item) => (
                      <li key={item.id}>
                        {localized(format.language, item.serviceTitle, item.serviceArabicTitle)}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          ({item.isAdditionalService ? t('bookings.details.additional') : t('bookings.details.main')})
                        </Typography>
                      </li>
                    ))}
                  </Box>
                </Row>
                <Row label={t('bookings.details.preferredDate')}>
                  {timeWasChosen(booking.preferedDateAndTime) || Number.isNaN(Date.parse(booking.preferedDateAndTime))
                    ? format.recordDate(booking.preferedDateAndTime, 'dateTime')
                    : t('bookings.details.noTimeChosen', { date: format.recordDate(booking.preferedDateAndTime) })}
                </Row>
                <Row label={t('bookings.details.urgency')}>
                  <ToneChip label={t(`bookings.urgency.${booking.priorite}`)} tone={URGENCY_TONES[booking.priorite]} />
                </Row>
                <Row label={t('bookings.details.location')}>
                  <bdi>{booking.location}</bdi>
                </Row>
                <Row label={t('bookings.details.budget')}>
                  <bdi>{format.money(booking.budget)}</bdi>
                </Row>
                <Row label={t('bookings.details.description')}>
                  <Typography dir="auto" sx={{ whiteSpace: 'pre-line', textAlign: 'start' }}>
                    {booking.description}
                  </Typography>
                </Row>
                <Row label={t('bookings.details.created')}>{format.date(booking.createdAt, 'dateTime')}</Row>
                <Row label={t('bookings.details.updated')}>{format.date(booking.updatedAt, 'dateTime')}</Row>
              </Box>
            </Box>
            <Divider />
            <BookingMessagesSection bookingId={booking.id} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {booking && inAccounts && QUOTABLE.includes(booking.status) && (
          // The quote form opens filled from this booking: client, and a line per booked service.
          <Button component={RouterLink} to={`${dashboardPaths.createQuote}?requestId=${booking.id}`} variant="contained" startIcon={<RequestQuoteIcon />}>
            {t('bookings.details.createQuote')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'cancelled'}
        title={t('bookings.cancelTitle')}
        message={t('bookings.cancelMessage', { id })}
        confirmLabel={t('bookings.moveTo.cancelled')}
        cancelLabel={t('bookings.keepBooking')}
        busy={updateState.isLoading}
        onConfirm={() => void move('cancelled')}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'completed'}
        tone="primary"
        title={t('bookings.completeTitle')}
        message={[
          t('bookings.completeMessage', { id }),
          // A booking whose day has not come yet is most likely a slip of the hand: said before it is final.
          ...(booking && appointmentOf(booking).getTime() > Date.now()
            ? [t('bookings.completeEarly', { date: format.recordDate(appointmentOf(booking).toISOString(), 'dateTime') })]
            : []),
        ].join(' ')}
        confirmLabel={t('bookings.moveTo.completed')}
        cancelLabel={t('bookings.notYet')}
        busy={updateState.isLoading}
        onConfirm={() => void move('completed')}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
}

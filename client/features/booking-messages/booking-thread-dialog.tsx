import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fullScreenOnPhones } from '../../components/dialog-styles';
import { BookingThread, type ThreadAudience } from './booking-thread';

/**
 * A booking's thread as a dialog over a list of bookings (the client's bookings, the partner's jobs), the
 * whole screen on a phone. `audience` says who reads it: the client, or the company's side (a partner).
 */
export function BookingThreadDialog({
  bookingId,
  reference,
  open,
  onClose,
  audience = 'client',
}: {
  bookingId: number;
  reference: string;
  open: boolean;
  onClose: () => void;
  audience?: ThreadAudience;
}) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" sx={fullScreenOnPhones} scroll="paper">
      <DialogTitle id={titleId}>{t('bookingMessages.titleFor', { reference })}</DialogTitle>
      <DialogContent dividers>{open && <BookingThread bookingId={bookingId} audience={audience} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bookingMessages.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

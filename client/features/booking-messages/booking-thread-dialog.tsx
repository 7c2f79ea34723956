import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fullScreenOnPhones } from '../../components/dialog-styles';
import { BookingThread } from './booking-thread';

/** The client's view of a booking's thread: a dialog over their bookings, the whole screen on a phone. */
export function BookingThreadDialog({ bookingId, reference, open, onClose }: { bookingId: number; reference: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" sx={fullScreenOnPhones} scroll="paper">
      <DialogTitle id={titleId}>{t('bookingMessages.titleFor', { reference })}</DialogTitle>
      <DialogContent dividers>{open && <BookingThread bookingId={bookingId} audience="client" />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bookingMessages.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

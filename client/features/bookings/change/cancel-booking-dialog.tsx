import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_POLICY_LIMITS } from '../../../../shared/scheduling/schedule-defaults';
import type { Booking } from '../../../../shared/types/booking';
import { cancelBookingSchema } from '../../../../shared/validation/booking-change';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText, isSessionExpiry, serverSuccessText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useCancelBookingMutation } from '../bookings-api';

export interface CancelBookingDialogProps {
  booking: Booking;
  open: boolean;
  onClose(): void;
  /** "Garden design on 1 March 2027, 10:00 AM", in the reader's words. */
  what: { service: string; date: string };
  titleId: string;
}

/** Asks once more, and why (optional, kept with the booking and sent to the company). */
export function CancelBookingDialog({ booking, open, onClose, what, titleId }: CancelBookingDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const [cancel] = useCancelBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: cancelBookingSchema,
    async onSubmit(values) {
      setFailure(null);
      try {
        const { message } = await cancel({ id: booking.id, reason: cancelBookingSchema.cast(values).reason }).unwrap();
        notify('success', serverSuccessText(message, t, 'bookings.cancelled'));
        onClose();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        // Refused (the notice period began, or it moved on): said here, where the client is looking.
        setFailure(apiErrorText(error, t, 'bookings.cancelFailed'));
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    setFailure(null);
    onClose();
  };
  const dialogTitle = `${titleId}-cancel`;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={dialogTitle} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={dialogTitle}>{t('bookings.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('bookings.cancelText', what)}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <FormikTextField
            formik={form}
            name="reason"
            label={t('bookings.change.reason')}
            helperText={t('bookings.change.reasonHelp')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: CHANGE_POLICY_LIMITS.reasonMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting} autoFocus>
            {t('bookings.keep')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('bookings.cancelling') : t('bookings.confirmCancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

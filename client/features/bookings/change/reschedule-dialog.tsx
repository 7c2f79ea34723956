import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { appointmentOf, moveClosesChanges } from '../../../../shared/bookings/change-policy';
import type { Language } from '../../../../shared/constants';
import { minutesOf, saudiDate, saudiInstant } from '../../../../shared/scheduling/saudi-clock';
import { CHANGE_POLICY_LIMITS } from '../../../../shared/scheduling/schedule-defaults';
import type { Booking } from '../../../../shared/types/booking';
import { changeReasonField } from '../../../../shared/validation/booking-change';
import { V } from '../../../../shared/validation/rules';
import { FormikTextField, useMessageText } from '../../../components/form/formik-text-field';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { apiErrorText, isSessionExpiry, serverSuccessText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useRescheduleBookingMutation } from '../bookings-api';
import { SlotPicker } from '../wizard/slot-picker';
import { changeState } from './change-deadline';

/** The form: the wizard's day and time (the same slot picker), and why. The provider's schema checks the slot itself. */
const rescheduleFormSchema = yup.object({
  date: yup.string().required(V('dateRequired')),
  time: yup.string().required(V('slotRequired')),
  reason: changeReasonField(),
});

export interface RescheduleDialogProps {
  booking: Booking;
  /** The main service, whose slots the booking can move to. */
  serviceId: number;
  open: boolean;
  onClose(): void;
  language: Language;
  /** What is moved and when it is now, in the reader's words. */
  what: { service: string; date: string };
  titleId: string;
  /** What the dialog says first, instead of the client's own words (the admin's calendar). */
  intro?: string;
}

/**
 * Moving a booking to another free time: the booking wizard's slot picker (the same component), a
 * reason, and the provider's one move service behind it, for clients (within the notice period) and
 * admins (on the calendar) alike.
 */
export function RescheduleDialog({ booking, serviceId, open, onClose, language, what, titleId, intro }: RescheduleDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const messageText = useMessageText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [reschedule] = useRescheduleBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { date: '', time: '', reason: '' },
    validationSchema: rescheduleFormSchema,
    async onSubmit(values, helpers) {
      setFailure(null);
      const slotStartsAt = saudiInstant(values.date, minutesOf(values.time)).toISOString();
      try {
        const { message } = await reschedule({ id: booking.id, serviceId, slotStartsAt, reason: values.reason.trim() }).unwrap();
        notify('success', serverSuccessText(message, t, 'bookings.change.moved'));
        helpers.resetForm();
        onClose();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        const text = apiErrorText(error, t, 'bookings.change.moveFailed');
        // A slot taken meanwhile is said under the times (the picker now shows it full); anything else above the form.
        if (isApiError(error) && error.errors?.slotStartsAt?.[0]) helpers.setFieldError('time', error.errors.slotStartsAt[0]);
        else setFailure(text);
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    setFailure(null);
    onClose();
  };
  const shown = (field: 'date' | 'time') => (form.submitCount > 0 ? messageText(form.errors[field]) : undefined);
  // A time inside the notice period may be chosen, but the booking then cannot be changed online again: said before moving.
  const now = new Date();
  const closesChanges =
    form.values.date !== '' && form.values.time !== '' && moveClosesChanges(booking, saudiInstant(form.values.date, minutesOf(form.values.time)), now);
  const dialogTitle = `${titleId}-reschedule`;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={dialogTitle} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={dialogTitle}>{t('bookings.change.rescheduleTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro ?? t('bookings.change.rescheduleText', what)}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {open && (
            <SlotPicker
              serviceId={serviceId}
              date={form.values.date}
              time={form.values.time}
              onDate={(date) => {
                void form.setFieldValue('date', date);
                void form.setFieldValue('time', '');
              }}
              onTime={(time) => void form.setFieldValue('time', time)}
              language={language}
              dateError={shown('date')}
              timeError={shown('time')}
              openingDay={saudiDate(appointmentOf(booking))}
            />
          )}
          {closesChanges && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="move-closes-changes">
              {t('bookings.change.insideNotice', { hours: formatNumber(changeState(booking, now, language).noticeHours, language) })}
            </Alert>
          )}
          <FormikTextField
            formik={form}
            name="reason"
            label={t('bookings.change.reason')}
            helperText={t('bookings.change.reasonHelp')}
            multiline
            minRows={2}
            sx={{ mt: 3 }}
            slotProps={{ htmlInput: { maxLength: CHANGE_POLICY_LIMITS.reasonMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            {t('bookings.change.keepTime')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('bookings.change.moving') : t('bookings.change.confirmMove')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

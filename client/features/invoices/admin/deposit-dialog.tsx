import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { QUOTE_STANDARD_TERMS, type PaymentMethod } from '../../../../shared/constants';
import { PaymentFields } from './payment-fields';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import { advancePaymentSchema } from '../../../../shared/validation/invoice';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSubmissionKey } from '../../../lib/submission';
import { useQuoteFormat } from '../../quotes';
import { useGetAdvanceableBookingsQuery, useRecordAdvanceMutation } from '../invoices-api';
import { schemaErrors } from '../../../components/form/schema-errors';

interface DepositValues {
  bookingId: string;
  amount: string;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
}

/**
 * Records a deposit received against a booking's accepted quote: the provider issues its
 * advance-payment invoice, paid, and the booking's final invoice deducts it. The amount proposed is
 * the quote's standard advance (50 %) of what its advances do not hold yet.
 */
export function DepositDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const f = useQuoteFormat();
  const { data: bookings = [], isLoading } = useGetAdvanceableBookingsQuery(undefined, { skip: !open });
  const [record] = useRecordAdvanceMutation();
  const keys = useSubmissionKey();
  const first = bookings[0];
  // The standard advance of the quote's total, less what earlier deposits hold.
  const proposal = (booking: (typeof bookings)[number] | undefined) =>
    booking ? Math.max(0, (booking.quoteTotal * QUOTE_STANDARD_TERMS.advancePaymentPercent) / 100 - booking.advanced).toFixed(2) : '';
  const form = useFormik<DepositValues>({
    initialValues: {
      bookingId: first ? String(first.bookingId) : '',
      amount: proposal(first),
      paidOn: businessToday(),
      method: 'bank_transfer',
      reference: '',
    },
    enableReinitialize: true,
    validate(values) {
      return schemaErrors(advancePaymentSchema, { ...values, bookingId: Number(values.bookingId) }, 'amount');
    },
    async onSubmit(values) {
      try {
        const body = {
          bookingId: Number(values.bookingId),
          amount: Number(values.amount),
          paidOn: values.paidOn,
          method: values.method,
          reference: values.reference.trim(),
        };
        const invoice = await record(keys.submit(body)).unwrap();
        keys.renew();
        notify('success', t('invoices.admin.advanceIssued', { number: invoice.invoiceNumber }));
        onClose();
      } catch (failure) {
        notify('error', apiErrorText(failure, t, 'account:invoices.admin.failed'));
      }
    },
  });
  const chosen = bookings.find((booking) => String(booking.bookingId) === form.values.bookingId);
  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="deposit-title">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="deposit-title">{t('invoices.admin.depositTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('invoices.admin.depositHelp')}</DialogContentText>
            {!isLoading && bookings.length === 0 ? (
              <Alert severity="info">{t('invoices.admin.noneToDeposit')}</Alert>
            ) : (
              <>
                <TextField
                  select
                  fullWidth
                  id="deposit-booking"
                  name="bookingId"
                  label={t('invoices.admin.depositBooking')}
                  required
                  value={form.values.bookingId}
                  onChange={(event) => {
                    const next = bookings.find((booking) => String(booking.bookingId) === event.target.value);
                    void form.setValues({ ...form.values, bookingId: event.target.value, amount: proposal(next) });
                  }}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {bookings.map((booking) => (
                    <option key={booking.bookingId} value={booking.bookingId}>
                      {t('invoices.admin.depositOption', {
                        id: f.number(booking.bookingId),
                        client: booking.clientName,
                        quote: booking.quoteNumber,
                        total: f.money(booking.quoteTotal),
                      })}
                    </option>
                  ))}
                </TextField>
                {chosen && chosen.advanced > 0 && <Alert severity="info">{t('invoices.admin.depositHeld', { amount: f.money(chosen.advanced) })}</Alert>}
                <FormikTextField
                  formik={form}
                  name="amount"
                  type="number"
                  label={t('invoices.admin.depositAmount')}
                  required
                  slotProps={{ htmlInput: { min: 0.01, step: 0.01, dir: 'ltr' } }}
                />
                <PaymentFields form={form} idPrefix="deposit" />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('invoices.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting || bookings.length === 0}>
            {t('invoices.actions.recordDeposit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

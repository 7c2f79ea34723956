import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import type { InvoicePaymentInput } from '../../../../shared/types/invoice';
import { invoicePaymentSchema } from '../../../../shared/validation/invoice';
import { PaymentFields } from './payment-fields';

interface MarkPaidDialogProps {
  invoiceNumber: string | null;
  onClose: () => void;
  /** Resolves when the payment was recorded; a thrown error keeps the dialog open with what was typed. */
  onSave: (payment: InvoicePaymentInput) => Promise<void>;
}

/** The payment's day, method and reference, checked with the provider's own schema (shared/validation/invoice.ts). */
export function MarkPaidDialog({ invoiceNumber, onClose, onSave }: MarkPaidDialogProps) {
  const { t } = useTranslation(['account', 'validation']);
  const form = useFormik<InvoicePaymentInput>({
    initialValues: { paidOn: businessToday(), method: 'bank_transfer', reference: '' },
    validationSchema: invoicePaymentSchema,
    enableReinitialize: true,
    async onSubmit(values, helpers) {
      try {
        await onSave(invoicePaymentSchema.cast(values) as InvoicePaymentInput);
        helpers.resetForm();
      } catch {
        // The page has shown the error; what was typed stays for another try.
      }
    },
  });
  return (
    <Dialog open={invoiceNumber !== null} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="mark-paid-title">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="mark-paid-title">{t('invoices.admin.markPaidTitle', { number: invoiceNumber ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PaymentFields form={form} idPrefix="invoice" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('invoices.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {t('invoices.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS, PAYMENT_METHODS } from '../../../../shared/constants';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import type { InvoicePaymentInput } from '../../../../shared/types/invoice';
import { invoicePaymentSchema } from '../../../../shared/validation/invoice';
import { FormikTextField, useMessageText } from '../../../components/form/formik-text-field';
import { DatePartsField, usePickerLanguage } from '../../../components/form/localized-date-fields';

interface MarkPaidDialogProps {
  invoiceNumber: string | null;
  onClose: () => void;
  /** Resolves when the payment was recorded; a thrown error keeps the dialog open with what was typed. */
  onSave: (payment: InvoicePaymentInput) => Promise<void>;
}

/** The years a payment day is chosen from on an Arabic page: this Saudi year and the one before. */
function paymentYears(): number[] {
  const year = Number(businessToday().slice(0, 4));
  return [year, year - 1];
}

/** The payment's day, method and reference, checked with the provider's own schema (shared/validation/invoice.ts). */
export function MarkPaidDialog({ invoiceNumber, onClose, onSave }: MarkPaidDialogProps) {
  const { t } = useTranslation(['account', 'validation']);
  const picker = usePickerLanguage();
  const messageText = useMessageText();
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
            {picker.localized ? (
              // An Arabic page: day, month and year in words and the page's digits, not Chromium's "mm/dd/yyyy".
              <DatePartsField
                id="invoice-paid-on"
                label={t('invoices.fields.paidOn')}
                value={form.values.paidOn}
                onChange={(day) => void form.setFieldValue('paidOn', day)}
                onBlur={() => void form.setFieldTouched('paidOn', true)}
                years={paymentYears()}
                language={picker.language}
                required
                errorText={form.touched.paidOn || form.submitCount > 0 ? messageText(form.errors.paidOn) : undefined}
              />
            ) : (
              <FormikTextField
                formik={form}
                name="paidOn"
                type="date"
                label={t('invoices.fields.paidOn')}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: businessToday() } }}
              />
            )}
            <FormikTextField formik={form} name="method" select label={t('invoices.fields.method')} required slotProps={{ select: { native: true } }}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`invoices.methods.${method}`)}
                </option>
              ))}
            </FormikTextField>
            <FormikTextField
              formik={form}
              name="reference"
              label={t('invoices.fields.reference')}
              required={form.values.method !== 'cash'}
              helperText={t('invoices.admin.referenceHelp')}
              slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.paymentReference, dir: 'auto' } }}
            />
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

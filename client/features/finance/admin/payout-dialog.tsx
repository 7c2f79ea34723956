import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import type { PayoutInput } from '../../../../shared/types/finance';
import { PAYOUT_LIMITS, payoutSchema } from '../../../../shared/validation/finance';
import { FormikTextField, useMessageText } from '../../../components/form/formik-text-field';
import { DatePartsField, usePickerLanguage } from '../../../components/form/localized-date-fields';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSubmissionKey } from '../../../lib/submission';
import { useRecordPayoutMutation } from '../finance-api';

interface PayoutValues {
  partnerId: number;
  amount: number | string;
  paidOn: string;
  reference: string;
  note: string;
}

/** A payout to a partner: amount, day paid, reference and note, checked with the provider's own schema. */
export function PayoutDialog({ partner, onClose }: { partner: { id: number; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation(['finance', 'validation']);
  const keys = useSubmissionKey();
  const picker = usePickerLanguage();
  const messageText = useMessageText();
  const [record] = useRecordPayoutMutation();
  const form = useFormik<PayoutValues>({
    initialValues: { partnerId: partner?.id ?? 0, amount: '', paidOn: businessToday(), reference: '', note: '' },
    validationSchema: payoutSchema,
    enableReinitialize: true,
    async onSubmit(values, helpers) {
      try {
        await record(keys.submit(payoutSchema.cast(values) as PayoutInput)).unwrap();
        keys.renew();
        notify('success', t('server.payoutRecorded'));
        helpers.resetForm();
        onClose();
      } catch (failure) {
        // What was typed stays for another try.
        notify('error', apiErrorText(failure, t, 'finance:statements.loadError'));
      }
    },
  });
  return (
    <Dialog open={partner !== null} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="payout-title">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="payout-title">{t('payout.title', { name: partner?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormikTextField
              formik={form}
              id="payout-amount"
              name="amount"
              type="number"
              label={t('payout.amount')}
              required
              slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
            />
            {picker.localized ? (
              <DatePartsField
                id="payout-paid-on"
                label={t('payout.paidOn')}
                value={form.values.paidOn}
                onChange={(day) => void form.setFieldValue('paidOn', day)}
                onBlur={() => void form.setFieldTouched('paidOn', true)}
                years={[Number(businessToday().slice(0, 4)), Number(businessToday().slice(0, 4)) - 1]}
                language={picker.language}
                required
                errorText={form.touched.paidOn || form.submitCount > 0 ? messageText(form.errors.paidOn) : undefined}
              />
            ) : (
              <FormikTextField
                formik={form}
                id="payout-paid-on"
                name="paidOn"
                type="date"
                label={t('payout.paidOn')}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: businessToday() } }}
              />
            )}
            <FormikTextField
              formik={form}
              id="payout-reference"
              name="reference"
              label={t('payout.reference')}
              slotProps={{ htmlInput: { maxLength: PAYOUT_LIMITS.reference } }}
            />
            <FormikTextField
              formik={form}
              id="payout-note"
              name="note"
              label={t('payout.note')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: PAYOUT_LIMITS.note } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('payout.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {t('payout.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

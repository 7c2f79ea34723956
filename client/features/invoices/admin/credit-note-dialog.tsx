import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS } from '../../../../shared/constants';
import type { Invoice } from '../../../../shared/types/invoice';
import { creditNoteSchema } from '../../../../shared/validation/invoice';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSubmissionKey } from '../../../lib/submission';
import { useQuoteFormat } from '../../quotes';
import { useIssueCreditNoteMutation } from '../invoices-api';

interface CreditValues {
  invoiceId: number;
  reason: string;
  scope: 'full' | 'part';
  amount: string;
}

/**
 * A credit note against an invoice or advance (a refund or a cancellation after issue): the reason
 * always, and the whole of what is left or a part of it (SAR, VAT included). The provider's own
 * schema checks it, and the provider refuses more than is left.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const f = useQuoteFormat();
  const [issue] = useIssueCreditNoteMutation();
  const keys = useSubmissionKey();
  const remaining = invoice ? Math.round((invoice.total - invoice.credited) * 100) / 100 : 0;
  const form = useFormik<CreditValues>({
    initialValues: { invoiceId: invoice?.id ?? 0, reason: '', scope: 'full', amount: '' },
    enableReinitialize: true,
    validate(values) {
      try {
        creditNoteSchema.validateSync({ ...values, amount: values.scope === 'full' ? null : values.amount }, { abortEarly: false });
        return {};
      } catch (error) {
        const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
        return Object.fromEntries(inner.map((e) => [e.path ?? 'reason', e.message]));
      }
    },
    async onSubmit(values) {
      if (!invoice) return;
      try {
        const body = { invoiceId: invoice.id, reason: values.reason.trim(), ...(values.scope === 'part' ? { amount: Number(values.amount) } : {}) };
        const note = await issue(keys.submit(body)).unwrap();
        keys.renew();
        notify('success', t('invoices.admin.credited', { number: note.invoiceNumber, invoice: invoice.invoiceNumber }));
        onClose();
      } catch (failure) {
        notify('error', apiErrorText(failure, t, 'account:invoices.admin.failed'));
      }
    },
  });
  return (
    <Dialog open={invoice !== null} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="credit-note-title">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="credit-note-title">{t('invoices.admin.creditTitle', { number: invoice?.invoiceNumber ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('invoices.admin.creditHelp', { remaining: f.money(remaining) })}</DialogContentText>
            <RadioGroup
              row
              name="scope"
              value={form.values.scope}
              onChange={(event) => void form.setFieldValue('scope', event.target.value)}
              aria-label={t('invoices.admin.creditScope')}
            >
              <FormControlLabel value="full" control={<Radio />} label={t('invoices.admin.creditFull', { amount: f.money(remaining) })} />
              <FormControlLabel value="part" control={<Radio />} label={t('invoices.admin.creditPart')} />
            </RadioGroup>
            {form.values.scope === 'part' && (
              <FormikTextField
                formik={form}
                name="amount"
                type="number"
                label={t('invoices.admin.creditAmount')}
                required
                slotProps={{ htmlInput: { min: 0.01, max: remaining, step: 0.01, dir: 'ltr' } }}
              />
            )}
            <FormikTextField
              formik={form}
              name="reason"
              label={t('invoices.admin.creditReason')}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.creditNoteReason, dir: 'auto' } }}
            />
            <Alert severity="info">{t('invoices.admin.creditKept')}</Alert>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('invoices.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {t('invoices.actions.issueCredit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

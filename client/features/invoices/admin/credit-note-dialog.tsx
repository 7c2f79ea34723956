import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../shared/types/invoice';
import { creditNoteSchema } from '../../../../shared/validation/invoice';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSubmissionKey } from '../../../lib/submission';
import { useQuoteFormat } from '../../quotes';
import { useIssueCreditNoteMutation } from '../invoices-api';
import { AmountScopeFields, type AmountScopeValues } from '../../../components/form/amount-scope-fields';
import { schemaErrors } from '../../../components/form/schema-errors';

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
  const form = useFormik<AmountScopeValues>({
    initialValues: { reason: '', scope: 'full', amount: '' },
    enableReinitialize: true,
    validate(values) {
      return schemaErrors(
        creditNoteSchema,
        { invoiceId: invoice?.id ?? 0, reason: values.reason, amount: values.scope === 'full' ? null : values.amount },
        'reason',
      );
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
            <AmountScopeFields
              form={form}
              maxAmount={remaining}
              texts={{
                scope: t('invoices.admin.creditScope'),
                full: t('invoices.admin.creditFull', { amount: f.money(remaining) }),
                part: t('invoices.admin.creditPart'),
                amount: t('invoices.admin.creditAmount'),
                reason: t('invoices.admin.creditReason'),
              }}
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

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { QUOTE_LIMITS } from '../../../shared/constants';
import { useLanguage } from '../../lib/use-language';
import { quoteRejectionSchema, type QuoteRejectionValues } from '../../../shared/validation/quote-rejection';
import { characterCount } from '../../lib/format';

interface RejectQuoteDialogProps {
  open: boolean;
  quoteNumber: string;
  onClose: () => void;
  /** Resolves when the rejection went through; a thrown error keeps the dialog open with what was typed. */
  onReject: (reason: string) => Promise<void>;
}

/** Rejection needs a reason (spec 5.6): validated with the shared schema, focus on the reason field. */
export function RejectQuoteDialog({ open, quoteNumber, onClose, onReject }: RejectQuoteDialogProps) {
  const { t } = useTranslation(['quotes', 'validation']);
  const language = useLanguage();
  const form = useFormik<QuoteRejectionValues>({
    initialValues: { reason: '' },
    validationSchema: quoteRejectionSchema,
    async onSubmit(values, helpers) {
      try {
        await onReject(values.reason.trim());
        helpers.resetForm();
      } catch {
        // The page has shown the error; the reason stays for another try.
      }
    },
  });
  const error = form.touched.reason && form.errors.reason ? t(form.errors.reason) : undefined;
  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="reject-quote-title">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="reject-quote-title">{t('rejectDialog.title', { number: quoteNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reject-quote-text" sx={{ mb: 2 }}>
            {t('rejectDialog.text')}
          </DialogContentText>
          <TextField
            autoFocus
            id="reject-quote-reason"
            name="reason"
            label={t('rejectDialog.reason')}
            required
            fullWidth
            multiline
            minRows={3}
            value={form.values.reason}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={!!error}
            // The counter in the page's digits (issue 32 item 16), isolated so its slash stays between the two numbers.
            helperText={error ?? characterCount(form.values.reason.length, QUOTE_LIMITS.rejectionReason, language)}
            slotProps={{
              htmlInput: { maxLength: QUOTE_LIMITS.rejectionReason, dir: 'auto', 'aria-describedby': 'reject-quote-text reject-quote-reason-helper-text' },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('rejectDialog.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('actions.rejecting') : t('rejectDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASON_MAX, jobMoveSchema, type JobMoveValues } from '../../../shared/validation/job-progress';
import { useLanguage } from '../../lib/use-language';
import { characterCount } from '../../lib/format';

interface DeclineDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves when the job was declined; a thrown error keeps what was typed for another try. */
  onDecline: (values: JobMoveValues) => Promise<void>;
}

/** Declining a job needs a reason (the admins read it): the shared schema, full screen on a phone. */
export function DeclineDialog({ open, onClose, onDecline }: DeclineDialogProps) {
  const { t } = useTranslation(['portal', 'validation']);
  const language = useLanguage();
  const titleId = useId();
  const textId = useId();
  const form = useFormik<JobMoveValues>({
    initialValues: { status: 'declined', note: '', reason: '' },
    validationSchema: jobMoveSchema,
    async onSubmit(values, helpers) {
      try {
        await onDecline({ ...values, reason: values.reason.trim() });
        helpers.resetForm();
      } catch {
        // The card has shown the error.
      }
    },
  });
  const error = form.touched.reason && form.errors.reason ? t(form.errors.reason) : undefined;
  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={textId}>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{t('declineDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('declineDialog.text')}
          </DialogContentText>
          <TextField
            autoFocus
            name="reason"
            label={t('declineDialog.reason')}
            required
            fullWidth
            multiline
            minRows={3}
            value={form.values.reason}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={!!error}
            helperText={error ?? characterCount(form.values.reason.length, DECLINE_REASON_MAX, language)}
            slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX, dir: 'auto' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('declineDialog.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('actions.working') : t('declineDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

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
import { completionProblemSchema, PROBLEM_NOTE_MAX, type CompletionProblemValues } from '../../../../shared/validation/job-progress';
import { useLanguage } from '../../../lib/use-language';
import { characterCount } from '../../../lib/format';

interface ProblemDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolves when the problem was reported; a thrown error keeps the text for another try. */
  onReport: (note: string) => Promise<void>;
}

/** The client tells what is wrong with the work (the shared schema: a description is required). */
export function ProblemDialog({ open, onClose, onReport }: ProblemDialogProps) {
  const { t } = useTranslation(['account', 'validation']);
  const language = useLanguage();
  const titleId = useId();
  const textId = useId();
  const form = useFormik<CompletionProblemValues>({
    initialValues: { note: '' },
    validationSchema: completionProblemSchema,
    async onSubmit(values, helpers) {
      try {
        await onReport(values.note.trim());
        helpers.resetForm();
      } catch {
        // The section has shown the error.
      }
    },
  });
  const error = form.touched.note && form.errors.note ? t(form.errors.note) : undefined;
  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={textId}>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{t('bookings.progress.problemDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('bookings.progress.problemDialog.text')}
          </DialogContentText>
          <TextField
            autoFocus
            name="note"
            label={t('bookings.progress.problemDialog.note')}
            required
            fullWidth
            multiline
            minRows={3}
            value={form.values.note}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={!!error}
            helperText={error ?? characterCount(form.values.note.length, PROBLEM_NOTE_MAX, language)}
            slotProps={{ htmlInput: { maxLength: PROBLEM_NOTE_MAX, dir: 'auto' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('bookings.progress.problemDialog.cancel')}
          </Button>
          <Button type="submit" color="warning" variant="contained" disabled={form.isSubmitting}>
            {t('bookings.progress.problemDialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

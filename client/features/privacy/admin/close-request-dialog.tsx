import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRequest } from '../../../../shared/types/privacy';
import { dataRequestCloseSchema } from '../../../../shared/validation/privacy';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useCloseDataRequestMutation } from './privacy-admin-api';

/** What the admin does to an open request: carry it out (a deletion erases the account) or refuse it with a reason. */
export type Closing = { request: DataRequest; state: 'done' | 'refused' };

export function CloseRequestDialog({ closing, onClose }: { closing: Closing; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [close] = useCloseDataRequestMutation();
  const { request, state } = closing;
  const erases = state === 'done' && request.kind === 'deletion';
  const form = useFormik({
    initialValues: { state, note: '' },
    validationSchema: dataRequestCloseSchema,
    async onSubmit(values) {
      try {
        await close({ id: request.id, state, note: values.note.trim() }).unwrap();
        notify('success', t(erases ? 'privacy.requests.erased' : state === 'done' ? 'privacy.requests.completed' : 'privacy.requests.refused'));
        onClose();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'privacy.requests.closeFailed'));
      }
    },
  });
  const title = t(erases ? 'privacy.requests.eraseTitle' : state === 'done' ? 'privacy.requests.completeTitle' : 'privacy.requests.refuseTitle');
  return (
    <Dialog open onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" sx={fullScreenOnPhones}>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              <bdi>{request.requester}</bdi> — {t(`privacy.requests.kinds.${request.kind}`)}
            </Typography>
            {request.details && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {request.details}
              </Typography>
            )}
            {erases && <Alert severity="warning">{t('privacy.requests.eraseWarning')}</Alert>}
            <FormikTextField
              formik={form}
              name="note"
              id="close-request-note"
              label={t(state === 'refused' ? 'privacy.requests.refusalLabel' : 'privacy.requests.noteLabel')}
              required={state === 'refused'}
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={erases || state === 'refused' ? 'error' : 'primary'} disabled={form.isSubmitting}>
            {t(erases ? 'privacy.requests.eraseSubmit' : state === 'done' ? 'privacy.requests.completeSubmit' : 'privacy.requests.refuseSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

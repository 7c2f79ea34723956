import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saudiDate } from '../../../../shared/scheduling/saudi-clock';
import { DATA_REQUEST_KINDS, type DataRequestKind } from '../../../../shared/types/privacy';
import { loggedDataRequestSchema } from '../../../../shared/validation/privacy';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useLogDataRequestMutation } from './privacy-admin-api';

interface Values {
  kind: DataRequestKind;
  requester: string;
  userId: string;
  receivedOn: string;
  details: string;
}

const FIELDS = ['kind', 'requester', 'userId', 'receivedOn', 'details'] as const;

const emptyValues = (): Values => ({ kind: 'deletion', requester: '', userId: '', receivedOn: saudiDate(new Date()), details: '' });

/** "Log a request": one received by e-mail or letter, due 30 days after the Saudi day it arrived. */
export function LogRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [log] = useLogDataRequestMutation();
  const form = useFormik<Values>({
    initialValues: emptyValues(),
    validationSchema: loggedDataRequestSchema,
    async onSubmit(values, helpers) {
      try {
        await log({
          kind: values.kind,
          requester: values.requester.trim(),
          details: values.details.trim(),
          receivedOn: values.receivedOn || null,
          userId: values.userId.trim() ? Number(values.userId) : null,
        }).unwrap();
        notify('success', t('privacy.requests.logged'));
        helpers.resetForm({ values: emptyValues() });
        onClose();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        helpers.setErrors(serverFieldErrors(error, FIELDS).fieldErrors);
        notify('error', apiErrorText(error, t, 'privacy.requests.logFailed'));
      }
    },
  });
  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" sx={fullScreenOnPhones}>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{t('privacy.requests.logTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormikTextField formik={form} name="kind" select label={t('privacy.requests.kindLabel')} id="log-request-kind" required>
              {DATA_REQUEST_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`privacy.requests.kinds.${kind}`)}
                </MenuItem>
              ))}
            </FormikTextField>
            <FormikTextField
              formik={form}
              name="requester"
              id="log-request-requester"
              label={t('privacy.requests.requesterLabel')}
              helperText={t('privacy.requests.requesterHelp')}
              required
              autoComplete="off"
            />
            <FormikTextField
              formik={form}
              name="receivedOn"
              id="log-request-received"
              type="date"
              label={t('privacy.requests.receivedLabel')}
              helperText={t('privacy.requests.receivedHelp')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: saudiDate(new Date()) } }}
            />
            <FormikTextField
              formik={form}
              name="userId"
              id="log-request-user"
              label={t('privacy.requests.userIdLabel')}
              helperText={t('privacy.requests.userIdHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
            <FormikTextField formik={form} name="details" id="log-request-details" label={t('privacy.requests.detailsLabel')} multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {t('privacy.requests.logSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

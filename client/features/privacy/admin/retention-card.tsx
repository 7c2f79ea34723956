import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetentionPolicy } from '../../../../shared/types/privacy';
import { retentionPolicySchema } from '../../../../shared/validation/privacy';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { isApiError } from '../../../lib/api';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useRetentionPolicyQuery, useSaveRetentionPolicyMutation } from './privacy-admin-api';

const FIELDS = [
  { name: 'contactMessageMonths', unit: 'months' },
  { name: 'unconfirmedAccountDays', unit: 'days' },
  { name: 'auditPersonalMonths', unit: 'months' },
] as const satisfies readonly { name: keyof RetentionPolicy; unit: string }[];

function RetentionForm({ policy }: { policy: RetentionPolicy }) {
  const { t } = useTranslation('dashboard');
  const [save] = useSaveRetentionPolicyMutation();
  const form = useFormik<RetentionPolicy>({
    initialValues: policy,
    enableReinitialize: true,
    validationSchema: retentionPolicySchema,
    async onSubmit(values, helpers) {
      try {
        const saved = await save(retentionPolicySchema.cast(values) as RetentionPolicy).unwrap();
        // The saved schedule is the form's new starting point at once, before the refetch arrives.
        helpers.resetForm({ values: saved });
        notify('success', t('privacy.retention.saved'));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        if (isApiError(error) && error.errors) for (const [field, messages] of Object.entries(error.errors)) helpers.setFieldError(field, messages[0]);
        notify('error', apiErrorText(error, t, 'privacy.retention.saveFailed'));
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      {/* One under the other: each label is a sentence ('The audit log's personal details are removed
          after'), cut to 'The audit log's personal details a...' three to a row. */}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 480 }}>
        {FIELDS.map(({ name, unit }) => (
          <FormikTextField
            key={name}
            formik={form}
            name={name}
            id={`retention-${name}`}
            type="number"
            label={t(`privacy.retention.fields.${name}`)}
            slotProps={{
              htmlInput: { min: 1, max: unit === 'days' ? 3650 : 240, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">{t(`privacy.retention.units.${unit}`)}</InputAdornment> },
            }}
          />
        ))}
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          disabled={!form.dirty || form.isSubmitting}
          aria-label={t('privacy.retention.save')}
        >
          {t('privacy.retention.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** Settings' retention schedule (issue 28 item 5): how long personal data is kept, carried out daily. */
export function RetentionCard() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const { data } = useRetentionPolicyQuery();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} component="section" aria-labelledby={headingId} data-card="retention">
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('privacy.retention.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('privacy.retention.help')}
      </Typography>
      {data ? <RetentionForm policy={data} /> : <Skeleton variant="rounded" height={120} />}
    </Paper>
  );
}

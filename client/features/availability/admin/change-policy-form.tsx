import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { CHANGE_POLICY_LIMITS } from '../../../../shared/scheduling/schedule-defaults';
import type { AvailabilitySettings } from '../../../../shared/types/availability';
import { changePolicySchema } from '../../../../shared/validation/booking-change';
import { FormSection } from '../../../components/form-section';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { isApiError } from '../../../lib/api';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSaveChangePolicyMutation } from './availability-admin-api';

/** The notice period of the terms: until how many hours before its time a client may move or cancel a booking online. */
export function ChangePolicyForm({ settings }: { settings: AvailabilitySettings }) {
  const { t } = useTranslation('dashboard');
  const [save] = useSaveChangePolicyMutation();
  const form = useFormik<{ changeNoticeHours: number | string }>({
    initialValues: { changeNoticeHours: settings.changeNoticeHours },
    enableReinitialize: true,
    validationSchema: changePolicySchema,
    async onSubmit(values, helpers) {
      try {
        await save(changePolicySchema.cast(values)).unwrap();
        notify('success', t('availability.toast.policySaved'));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'availability.toast.policyFailed'));
        const message = isApiError(error) ? error.errors?.changeNoticeHours?.[0] : undefined;
        if (message) helpers.setFieldError('changeNoticeHours', message);
      }
    },
  });
  return (
    <FormSection id="availability-change-policy" title={t('availability.policy.title')} help={t('availability.policy.help')}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-labelledby="availability-change-policy"
        sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 16rem) auto' } }}
      >
        <FormikTextField
          formik={form}
          name="changeNoticeHours"
          type="number"
          label={t('availability.policy.hours')}
          slotProps={{ htmlInput: { min: 0, max: CHANGE_POLICY_LIMITS.noticeHoursMax, inputMode: 'numeric' } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={form.isSubmitting}
            startIcon={form.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveOutlinedIcon />}
          >
            {t('availability.policy.save')}
          </Button>
        </Box>
      </Box>
    </FormSection>
  );
}

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

/**
 * The notice period of the terms (until how many hours before its time a client may move or cancel a
 * booking online), the grace period in which a booking made inside it may still be undone, and how
 * long before its time the client is reminded of it.
 */
export function ChangePolicyForm({ settings }: { settings: AvailabilitySettings }) {
  const { t } = useTranslation('dashboard');
  const [save] = useSaveChangePolicyMutation();
  const form = useFormik<{ changeNoticeHours: number | string; changeGraceMinutes: number | string; reminderHours: number | string }>({
    initialValues: { changeNoticeHours: settings.changeNoticeHours, changeGraceMinutes: settings.changeGraceMinutes, reminderHours: settings.reminderHours },
    enableReinitialize: true,
    validationSchema: changePolicySchema,
    async onSubmit(values, helpers) {
      try {
        const policy = changePolicySchema.cast(values);
        await save({
          changeNoticeHours: policy.changeNoticeHours,
          changeGraceMinutes: policy.changeGraceMinutes ?? settings.changeGraceMinutes,
          reminderHours: policy.reminderHours ?? settings.reminderHours,
        }).unwrap();
        notify('success', t('availability.toast.policySaved'));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'availability.toast.policyFailed'));
        for (const field of ['changeNoticeHours', 'changeGraceMinutes', 'reminderHours'] as const) {
          const message = isApiError(error) ? error.errors?.[field]?.[0] : undefined;
          if (message) helpers.setFieldError(field, message);
        }
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
        sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 20rem))' } }}
      >
        <FormikTextField
          formik={form}
          name="changeNoticeHours"
          type="number"
          label={t('availability.policy.hours')}
          slotProps={{ htmlInput: { min: 0, max: CHANGE_POLICY_LIMITS.noticeHoursMax, inputMode: 'numeric' } }}
        />
        <FormikTextField
          formik={form}
          name="changeGraceMinutes"
          type="number"
          label={t('availability.policy.graceMinutes')}
          helperText={t('availability.policy.graceHelp')}
          slotProps={{ htmlInput: { min: 0, max: CHANGE_POLICY_LIMITS.graceMinutesMax, inputMode: 'numeric' } }}
        />
        <FormikTextField
          formik={form}
          name="reminderHours"
          type="number"
          label={t('availability.policy.reminderHours')}
          helperText={t('availability.policy.reminderHelp')}
          slotProps={{ htmlInput: { min: 0, max: CHANGE_POLICY_LIMITS.reminderHoursMax, inputMode: 'numeric' } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: '1 / -1' }}>
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

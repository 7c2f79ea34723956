import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZatcaSettingsView } from '../../../../shared/types/zatca';
import { zatcaOnboardSchema } from '../../../../shared/validation/zatca';
import { FormSection } from '../../../components/form-section';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { isApiError } from '../../../lib/api';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useOnboardZatcaMutation } from '../zatca-api';

/** What went wrong, and what ZATCA or the provider listed with it (ZATCA's own messages, or what is missing). */
interface Failure {
  headline: string;
  details: string[];
}

/**
 * Onboarding with the OTP from the Fatoora portal: the provider makes the key and the CSR, gets the
 * compliance certificate, runs the compliance checks and gets the production certificate. The OTP
 * is sent once and kept nowhere.
 */
export function OnboardingCard({ settings }: { settings: ZatcaSettingsView }) {
  const { t } = useTranslation('dashboard');
  const [onboard] = useOnboardZatcaMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const onboarded = settings.productionCertificate !== null;

  const form = useFormik({
    initialValues: { otp: '' },
    validationSchema: zatcaOnboardSchema,
    async onSubmit(values, helpers) {
      setFailure(null);
      try {
        await onboard(zatcaOnboardSchema.cast(values)).unwrap();
        notify('success', t('zatca.server.onboarded'));
        helpers.resetForm();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        const headline = apiErrorText(error, t, 'zatca.screen.failed');
        const errors = isApiError(error) ? (error.errors ?? {}) : {};
        if (errors.otp?.[0]) helpers.setFieldError('otp', errors.otp[0]);
        setFailure({ headline, details: [...(errors.missing ?? []), ...(errors.zatca ?? [])] });
        helpers.setFieldValue('otp', '', false);
      }
    },
  });

  return (
    <FormSection id="zatca-onboarding" title={t('zatca.screen.onboarding.title')} help={t('zatca.screen.onboarding.help')}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2 }} aria-busy={form.isSubmitting}>
        {failure && (
          <Alert severity="error" role="alert" data-zatca-onboarding-error>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {failure.headline}
            </Typography>
            {failure.details.length > 0 && (
              <Typography component="ul" variant="body2" sx={{ m: 0, mt: 0.5, ps: 2.5 }}>
                {failure.details.map((detail) => (
                  <li key={detail}>
                    <bdi>{detail}</bdi>
                  </li>
                ))}
              </Typography>
            )}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormikTextField
            formik={form}
            name="otp"
            id="zatca-otp"
            label={t('zatca.screen.onboarding.otp')}
            helperText={t('zatca.screen.onboarding.otpHelp')}
            required
            disabled={settings.enabled}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 6 } }}
            sx={{ maxWidth: 240 }}
          />
          <Button
            type="submit"
            variant={onboarded ? 'outlined' : 'contained'}
            startIcon={<VerifiedUserOutlinedIcon />}
            disabled={settings.enabled || form.isSubmitting}
            sx={{ mt: 1 }}
          >
            {form.isSubmitting ? t('zatca.screen.onboarding.running') : t(onboarded ? 'zatca.screen.onboarding.again' : 'zatca.screen.onboarding.submit')}
          </Button>
        </Box>
      </Box>
    </FormSection>
  );
}

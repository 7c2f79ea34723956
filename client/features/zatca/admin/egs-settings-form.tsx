import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { ZATCA_ENVIRONMENTS } from '../../../../shared/constants';
import type { ZatcaSettingsView } from '../../../../shared/types/zatca';
import { ZATCA_LIMITS, type ZatcaSettingsValues, zatcaSettingsSchema } from '../../../../shared/validation/zatca';
import { FormSection } from '../../../components/form-section';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { isApiError } from '../../../lib/api';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSaveZatcaSettingsMutation } from '../zatca-api';

const EGS_FIELDS = ['serial', 'commonName', 'branchName', 'businessCategory', 'location'] as const;

/** The Fatoora platform and the EGS unit's data that onboarding puts in the CSR (locked while e-invoicing is on). */
export function EgsSettingsForm({ settings }: { settings: ZatcaSettingsView }) {
  const { t } = useTranslation('dashboard');
  const [save] = useSaveZatcaSettingsMutation();
  const locked = settings.enabled;

  const form = useFormik<ZatcaSettingsValues>({
    initialValues: { environment: settings.environment, egs: settings.egs },
    enableReinitialize: true,
    validationSchema: zatcaSettingsSchema,
    async onSubmit(values, helpers) {
      try {
        await save(zatcaSettingsSchema.cast(values)).unwrap();
        notify('success', t('zatca.server.saved'));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'zatca.screen.failed'));
        if (isApiError(error) && error.errors)
          for (const [path, messages] of Object.entries(error.errors))
            helpers.setFieldError(
              path.replace(/^./, (c) => c.toLowerCase()),
              messages[0],
            );
      }
    },
  });

  return (
    <FormSection id="zatca-platform" title={t('zatca.screen.platform.title')} help={t('zatca.screen.platform.help')}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        <FormikTextField formik={form} select name="environment" id="zatca-environment" label={t('zatca.screen.platform.environment')} disabled={locked}>
          {ZATCA_ENVIRONMENTS.map((environment) => (
            <MenuItem key={environment} value={environment}>
              {t(`zatca.screen.environments.${environment}`)}
            </MenuItem>
          ))}
        </FormikTextField>
        <Typography variant="body2" color="text.secondary" data-zatca-base-url>
          {t('zatca.screen.platform.baseUrl')}{' '}
          <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {settings.baseUrl}
          </Box>
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {EGS_FIELDS.map((field) => (
            <FormikTextField
              key={field}
              formik={form}
              name={`egs.${field}`}
              id={`zatca-egs-${field}`}
              label={t(`zatca.screen.egs.${field}`)}
              // The serial's pattern reads left to right in both languages (its parts are numbered).
              helperText={field === 'serial' ? <bdi dir="ltr">{t('zatca.screen.egs.serialHelp')}</bdi> : t(`zatca.screen.egs.${field}Help`)}
              required
              disabled={locked}
              slotProps={{ htmlInput: { dir: field === 'serial' ? 'ltr' : 'auto', maxLength: ZATCA_LIMITS.egsField } }}
            />
          ))}
        </Box>
        <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} disabled={locked || form.isSubmitting} sx={{ justifySelf: 'start' }}>
          {t('zatca.screen.platform.save')}
        </Button>
      </Box>
    </FormSection>
  );
}

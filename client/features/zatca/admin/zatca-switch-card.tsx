import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ZatcaSettingsView } from '../../../../shared/types/zatca';
import { FormSection } from '../../../components/form-section';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSetZatcaEnabledMutation } from '../zatca-api';

/**
 * E-invoicing on or off, and exactly what stands between the company and turning it on (the
 * provider's `missing` list, each item naming where it is set). Off can always be chosen.
 */
export function ZatcaSwitchCard({ settings }: { settings: ZatcaSettingsView }) {
  const { t } = useTranslation('dashboard');
  const [setEnabled, { isLoading }] = useSetZatcaEnabledMutation();
  const blocked = !settings.enabled && settings.missing.length > 0;

  async function toggle(enabled: boolean) {
    try {
      await setEnabled({ enabled }).unwrap();
      notify('success', t(enabled ? 'zatca.server.turnedOn' : 'zatca.server.turnedOff'));
    } catch (error) {
      if (!isSessionExpiry(error)) notify('error', apiErrorText(error, t, 'zatca.screen.failed'));
    }
  }

  return (
    <FormSection id="zatca-switch" title={t('zatca.screen.switch.title')} help={t('zatca.screen.intro')}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.enabled}
            disabled={blocked || isLoading}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'zatca-switch-state' } }}
          />
        }
        label={t('zatca.screen.switch.label')}
      />
      <Typography id="zatca-switch-state" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(settings.enabled ? 'zatca.screen.switch.on' : 'zatca.screen.switch.off')}
      </Typography>
      {settings.enabled ? null : blocked ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-zatca-missing>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('zatca.screen.switch.missingTitle')}
          </Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, mt: 0.5, ps: 2.5 }}>
            {settings.missing.map((item) => (
              <li key={item} data-missing={item}>
                {t(`zatca.missing.${item}`)}
              </li>
            ))}
          </Typography>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('zatca.screen.switch.ready')}
        </Alert>
      )}
      {settings.enabled && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('zatca.screen.switch.lockedHelp')}
        </Alert>
      )}
    </FormSection>
  );
}

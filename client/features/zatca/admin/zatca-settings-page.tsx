import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorView, LoadingView } from '../../../components/status-views';
import { apiErrorText } from '../../../lib/api-error-text';
import type { AppStore } from '../../../store';
import { contentAdminApi } from '../../content/admin';
import { useGetZatcaSettingsQuery, zatcaApi } from '../zatca-api';
import { CertificatesCard } from './certificates-card';
import { EgsSettingsForm } from './egs-settings-form';
import { OnboardingCard } from './onboarding-card';
import { SellerIdentityCard } from './seller-identity-card';
import { ZatcaSwitchCard } from './zatca-switch-card';

/** /dashboard/e-invoicing: the settings and certificate state start with the page (server rendering waits for them). */
export function prefetch(store: AppStore): void {
  void store.dispatch(zatcaApi.endpoints.getZatcaSettings.initiate(undefined, { subscribe: false }));
  void store.dispatch(contentAdminApi.endpoints.adminSiteContent.initiate(undefined, { subscribe: false }));
}

/**
 * /dashboard/e-invoicing (issue 26 item 4): ZATCA phase 2 in the order onboarding goes: whether it is
 * on and what is missing, the seller's identity, the platform and EGS unit, onboarding with the OTP,
 * and the certificates. Secrets never reach this page.
 */
export default function ZatcaSettingsPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data, error, isLoading, refetch } = useGetZatcaSettingsQuery();
  if (isLoading) return <LoadingView label={t('zatca.screen.loading')} />;
  if (error || !data)
    return (
      <ErrorView
        title={t('zatca.screen.loadError')}
        message={apiErrorText(error, t, 'common:apiErrors.serverError')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('common:errors.tryAgain')}
          </Button>
        }
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <ZatcaSwitchCard settings={data} />
      <SellerIdentityCard settings={data} />
      <EgsSettingsForm settings={data} />
      <OnboardingCard settings={data} />
      <CertificatesCard settings={data} />
    </Box>
  );
}

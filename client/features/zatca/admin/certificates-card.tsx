import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ZatcaCertificateView, ZatcaSettingsView } from '../../../../shared/types/zatca';
import { FormSection } from '../../../components/form-section';
import { ToneChip } from '../../../components/tone-chip';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function Certificate({ certificate }: { certificate: ZatcaCertificateView | null }) {
  const { t } = useTranslation('dashboard');
  if (certificate === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('zatca.screen.certificates.none')}
      </Typography>
    );
  return (
    <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <div>
        {t('zatca.screen.certificates.issuer')} <bdi dir="ltr">{certificate.issuer}</bdi>
      </div>
      <div>
        {t('zatca.screen.certificates.serial')} <bdi dir="ltr">{certificate.serialNumber}</bdi>
      </div>
    </Typography>
  );
}

/** Where onboarding stands: the CSR sent, the certificates ZATCA issued and its compliance checks; never a key or a secret. */
export function CertificatesCard({ settings }: { settings: ZatcaSettingsView }) {
  const { t } = useTranslation('dashboard');
  return (
    <FormSection id="zatca-certificates" title={t('zatca.screen.certificates.title')} help={t('zatca.screen.certificates.help')}>
      <Box sx={{ display: 'grid', gap: 2.5 }} data-zatca-certificates>
        <Fact label={t('zatca.screen.certificates.csr')}>
          {settings.csr === null ? (
            <Typography variant="body2" color="text.secondary">
              {t('zatca.screen.certificates.none')}
            </Typography>
          ) : (
            <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'start' }}>
              {settings.csr}
            </Typography>
          )}
        </Fact>
        <Fact label={t('zatca.screen.certificates.compliance')}>
          <Certificate certificate={settings.complianceCertificate} />
        </Fact>
        <Fact label={t('zatca.screen.certificates.production')}>
          <Certificate certificate={settings.productionCertificate} />
        </Fact>
        {settings.complianceChecks.length > 0 && (
          <Fact label={t('zatca.screen.certificates.checks')}>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
              {settings.complianceChecks.map((check) => (
                <Box component="li" key={check.document} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-check={check.document}>
                  <ToneChip tone={check.ok ? 'green' : 'red'} label={t(check.ok ? 'zatca.screen.certificates.passed' : 'zatca.screen.certificates.failed')} />
                  <Typography variant="body2">
                    {t(`zatca.screen.documents.${check.document.replaceAll(' ', '_')}`, { defaultValue: check.document })}
                  </Typography>
                  {check.status && (
                    <Typography variant="body2" color="text.secondary" dir="ltr">
                      {check.status}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </Fact>
        )}
      </Box>
    </FormSection>
  );
}

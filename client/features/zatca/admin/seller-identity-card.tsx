import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { nationalAddressLine } from '../../../../shared/content/legal-identity';
import type { ZatcaMissing } from '../../../../shared/constants';
import type { ZatcaSettingsView } from '../../../../shared/types/zatca';
import { FormSection } from '../../../components/form-section';
import { ToneChip } from '../../../components/tone-chip';
import { dashboardPaths } from '../../../dashboard-paths';
import { useLanguage } from '../../../lib/use-language';
import { useAdminSiteContentQuery } from '../../content/admin';

/**
 * The seller's identity ZATCA needs (VAT and CR numbers, registered Arabic name, national address),
 * as the legal identity settings hold it: one place edits it (the content screen), this one says
 * what is set and what is missing.
 */
export function SellerIdentityCard({ settings }: { settings: ZatcaSettingsView }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { data } = useAdminSiteContentQuery();
  const invoicing = data?.invoicing;
  const address = invoicing && invoicing.nationalAddress.buildingNumber !== '' ? nationalAddressLine(invoicing.nationalAddress, language) : '';
  const rows: { key: ZatcaMissing; label: string; value: string; ltr: boolean }[] = [
    { key: 'sellerVatNumber', label: t('zatca.screen.seller.vatNumber'), value: invoicing?.vatNumber ?? '', ltr: true },
    { key: 'sellerCrNumber', label: t('zatca.screen.seller.crNumber'), value: invoicing?.crNumber ?? '', ltr: true },
    { key: 'sellerArabicName', label: t('zatca.screen.seller.arabicName'), value: invoicing?.arabicLegalName ?? '', ltr: false },
    { key: 'sellerAddress', label: t('zatca.screen.seller.address'), value: address, ltr: false },
  ];
  return (
    <FormSection id="zatca-seller" title={t('zatca.screen.seller.title')} help={t('zatca.screen.seller.help')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 12rem) minmax(0, 1fr)' } }}>
        {rows.map((row) => {
          const missing = settings.missing.includes(row.key);
          return (
            <Box key={row.key} sx={{ display: 'contents' }} data-seller={row.key}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                {row.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', overflowWrap: 'anywhere' }}
              >
                {row.value !== '' && <bdi dir={row.ltr ? 'ltr' : 'auto'}>{row.value}</bdi>}
                {missing && <ToneChip tone="red" label={t(row.value === '' ? 'zatca.screen.seller.notSet' : 'zatca.screen.seller.invalid')} />}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Button component={RouterLink} to={`${dashboardPaths.content}#content-tax`} variant="outlined" startIcon={<EditOutlinedIcon />} sx={{ mt: 2.5 }}>
        {t('zatca.screen.seller.edit')}
      </Button>
    </FormSection>
  );
}

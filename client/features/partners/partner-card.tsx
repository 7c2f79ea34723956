import LocationOnIcon from '@mui/icons-material/LocationOn';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_CARD_SERVICE_NAME_MAX } from '../../../shared/constants';
import { Stars } from '../../components/stars';
import { truncate } from '../../lib/text';
import { initialOf, type LocalizedPartner } from './partner-view';

export function Badge({ icon, children, tone = 'primary' }: { icon?: ReactNode; children: ReactNode; tone?: 'primary' | 'secondary' }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.25,
        borderRadius: 5,
        fontSize: 13,
        fontWeight: 700,
        color: tone === 'primary' ? 'primary.dark' : 'secondary.dark',
        bgcolor: tone === 'primary' ? 'rgba(15, 110, 99, 0.1)' : 'rgba(184, 134, 43, 0.14)',
        '[data-color-scheme="dark"] &': {
          color: tone === 'primary' ? 'primary.light' : 'secondary.light',
          bgcolor: tone === 'primary' ? 'rgba(79, 184, 168, 0.14)' : 'rgba(224, 182, 92, 0.14)',
        },
        '& svg': { fontSize: 16 },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

function Initials({ name }: { name: string }) {
  const letters = initialOf(name);
  return (
    <Box
      aria-hidden
      sx={{
        width: 52,
        height: 52,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: 22,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {letters}
    </Box>
  );
}

export interface PartnerCardProps {
  partner: LocalizedPartner;
  /** home (spec 2.3): service type, five stars, trusted badge. directory (spec 2.8): service name cut to 15, trusted and certified badges. */
  variant: 'home' | 'directory';
  /** h2 where the cards sit directly under the page's title (the partners page), h3 under a section's heading. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function PartnerCard({ partner, variant, headingLevel = 'h3' }: PartnerCardProps) {
  const { t } = useTranslation('public');
  const service = partner.serviceTitle ?? '';
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        width: '100%',
        p: 3,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Initials name={partner.name} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {partner.name}
          </Typography>
          {service && (
            <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }} title={service}>
              {variant === 'directory' ? (
                <>
                  {t('partners.specializedIn')}: {truncate(service, PARTNER_CARD_SERVICE_NAME_MAX)}
                </>
              ) : (
                service
              )}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <LocationOnIcon aria-hidden sx={{ fontSize: 18 }} />
        <Typography variant="body2">{partner.location}</Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7, flexGrow: 1 }}>
        {partner.description}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {variant === 'home' ? (
          <>
            <Stars value={5} />
            <Badge icon={<VerifiedIcon aria-hidden />}>{t('home.partners.trusted')}</Badge>
          </>
        ) : (
          <Stack direction="row" spacing={1}>
            <Badge icon={<VerifiedIcon aria-hidden />}>{t('partners.trusted')}</Badge>
            <Badge tone="secondary" icon={<WorkspacePremiumIcon aria-hidden />}>
              {t('partners.certified')}
            </Badge>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SERVICE_CARD_DETAILS } from '../../../shared/constants';
import type { Service } from '../../../shared/types/service';
import { useSessionUser } from '../../hooks';
import { paths } from '../../paths';
import { ServiceImage } from './service-image';
import { localizeService, serviceImages } from './service-view';
import { useServiceFormat } from './use-service-format';

/** 'Book Now', or 'Login to Book' for a visitor (spec 2.2); the booking guard sends visitors to log in and back. */
export function BookButton({ serviceId, size = 'medium', fullWidth = false }: { serviceId: number; size?: 'medium' | 'large'; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Button component={Link} to={paths.bookingFor(serviceId)} variant="contained" size={size} fullWidth={fullWidth}>
      {user ? t('header.bookNow') : t('header.loginToBook')}
    </Button>
  );
}

/**
 * Spec 2.6: first picture, title, description, first 3 details, price, duration, rating; Details and Book Now.
 * `eager`, as ServiceImage's: the list's first card, whose picture is the page's largest paint on a phone.
 */
export function ServiceCard({ service, eager = false }: { service: Service; eager?: boolean }) {
  const { t } = useTranslation('public');
  const format = useServiceFormat();
  const { title, description, details } = localizeService(service, format.language);
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <ServiceImage file={serviceImages(service)[0]} alt={title} eager={eager} />
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {description}
        </Typography>
        {details.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {details.slice(0, SERVICE_CARD_DETAILS).map((detail) => (
              <Stack key={detail} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <CheckIcon aria-hidden color="primary" sx={{ fontSize: 20, mt: 0.25 }} />
                <Typography variant="body2">{detail}</Typography>
              </Stack>
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.75,
            alignItems: 'center',
            '& dt': { color: 'text.secondary', fontSize: 14 },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <dt>{t('service.price')}</dt>
          <dd>
            <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', fontSize: 18 }}>
              {format.price(service)}
            </Typography>
          </dd>
          <dt>{t('service.duration')}</dt>
          <dd>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <ScheduleIcon aria-hidden sx={{ fontSize: 18, color: 'text.secondary' }} />
              <span>{format.duration(service)}</span>
            </Stack>
          </dd>
          <dt>{t('service.rating')}</dt>
          <dd>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <StarIcon aria-hidden sx={{ fontSize: 18, color: 'secondary.main' }} />
              <span>{format.rating(service.rating)}</span>
            </Stack>
          </dd>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          <Button component={Link} to={paths.serviceDetail(service.id)} variant="outlined" aria-label={`${t('service.details')}: ${title}`}>
            {t('service.details')}
          </Button>
          <BookButton serviceId={service.id} />
        </Stack>
      </Box>
    </Box>
  );
}

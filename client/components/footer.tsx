import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY } from '../../shared/content/company';
import { useBusinessHours } from '../lib/use-business-hours';
import { NAV_ITEMS } from './top-bar/nav-items';
import { Brand } from './top-bar/brand';

const SOCIAL = [
  { key: 'facebook', href: COMPANY.social.facebook, Icon: FacebookIcon },
  { key: 'twitter', href: COMPANY.social.twitter, Icon: XIcon },
  { key: 'instagram', href: COMPANY.social.instagram, Icon: InstagramIcon },
  { key: 'linkedin', href: COMPANY.social.linkedin, Icon: LinkedInIcon },
] as const;

/** Spec 2.4: description, contact, quick links, social links, hours, credits, year, legal links. */
export function Footer() {
  const { t } = useTranslation();
  const hours = useBusinessHours();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ mt: 8, pt: 6, pb: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Brand />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, lineHeight: 1.8 }}>
              {t('footer.description')}
            </Typography>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 3, mb: 1 }}>
              {t('footer.followTitle')}
            </Typography>
            <Stack direction="row" spacing={1}>
              {SOCIAL.map(({ key, href, Icon }) => (
                <IconButton key={key} component="a" href={href} aria-label={t(`footer.${key}`)} size="small" color="primary">
                  <Icon fontSize="small" />
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footer.quickLinksTitle')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <MuiLink component={Link} to={item.to} color="text.secondary">
                    {t(item.labelKey)}
                  </MuiLink>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footer.contactTitle')}
            </Typography>
            <Stack spacing={1.2} sx={{ color: 'text.secondary' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneIcon fontSize="small" aria-hidden />
                <MuiLink href={COMPANY.phoneHref} color="inherit" aria-label={`${t('footer.phoneLabel')}: ${COMPANY.phone}`}>
                  <bdi dir="ltr">{COMPANY.phone}</bdi>
                </MuiLink>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailIcon fontSize="small" aria-hidden />
                <MuiLink href={`mailto:${COMPANY.infoEmail}`} color="inherit">
                  {COMPANY.infoEmail}
                </MuiLink>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PlaceIcon fontSize="small" aria-hidden />
                <Typography variant="body2">{t('footer.country')}</Typography>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footer.hoursTitle')}
            </Typography>
            <Stack spacing={1} sx={{ color: 'text.secondary' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <ScheduleIcon fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
                <Typography variant="body2">{hours.open}</Typography>
              </Stack>
              <Typography variant="body2" sx={{ paddingInlineStart: 3.5 }}>
                {hours.closed}
              </Typography>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Typography variant="body2" color="text.secondary">
            {t('footer.copyright', { year })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('footer.developedBy')}
          </Typography>
          <Stack direction="row" spacing={2}>
            <MuiLink href="#" color="text.secondary" variant="body2">
              {t('footer.privacy')}
            </MuiLink>
            <MuiLink href="#" color="text.secondary" variant="body2">
              {t('footer.terms')}
            </MuiLink>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

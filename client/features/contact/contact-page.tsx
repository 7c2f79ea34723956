import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../paths';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/page-title';
import { useSiteContent } from '../content';
import { DeferredContactForm } from './deferred-contact-form';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ height: '100%', p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box
        aria-hidden
        sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}
      >
        {icon}
      </Box>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Spec 2.9: three channels, the Khobar office, hours, the form, quick links, and the map area. */
export default function ContactPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  usePageTitle(tc('pages.contact'));
  const content = useSiteContent();
  return (
    <>
      <PageHero overline={t('contact.hero.overline')} title={t('contact.hero.title')} description={t('contact.hero.description')} />

      <Container maxWidth="lg" component="section" aria-labelledby="channels-title" sx={{ py: { xs: 5, md: 7 } }}>
        <Typography id="channels-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
          {t('contact.channels.title')}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoCard icon={<PhoneIcon />} title={t('contact.channels.phone.title')}>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('contact.channels.phone.text')}
              </Typography>
              <MuiLink href={content.phoneHref} sx={{ fontWeight: 700 }}>
                <bdi dir="ltr">{content.phone}</bdi>
              </MuiLink>
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoCard icon={<EmailIcon />} title={t('contact.channels.email.title')}>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('contact.channels.email.text')}
              </Typography>
              <MuiLink href={content.emailHref} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {content.email}
              </MuiLink>
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoCard icon={<WhatsAppIcon />} title={t('contact.channels.whatsapp.title')}>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('contact.channels.whatsapp.text')}
              </Typography>
              {/* Photos of a booking go in its thread (issue 27 item 6), not to a WhatsApp chat nobody else on the job sees. */}
              <MuiLink component={RouterLink} to={`${paths.profile}#my-bookings`} sx={{ display: 'block', mb: 1 }}>
                {t('contact.channels.bookingMessages')}
              </MuiLink>
              <MuiLink href={content.whatsappHref} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
                {t('contact.channels.whatsapp.action')}
              </MuiLink>
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <InfoCard icon={<PlaceIcon />} title={t('contact.office.title')}>
              <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', lineHeight: 1.8 }}>
                {content.officeAddress}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('contact.office.text')}
              </Typography>
            </InfoCard>
          </Grid>
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="contact-form-title" sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 5, md: 6 }}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography id="contact-form-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
                {t('contact.formTitle')}
              </Typography>
              <DeferredContactForm />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack spacing={3}>
                <Box sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
                    <ScheduleIcon aria-hidden color="primary" />
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                      {t('contact.hoursTitle')}
                    </Typography>
                  </Stack>
                  <Typography>{content.hours.open}</Typography>
                  <Typography color="text.secondary">{content.hours.closed}</Typography>
                </Box>
                <Box component="nav" aria-labelledby="quick-contact-title" sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider' }}>
                  <Typography id="quick-contact-title" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                    {t('contact.quick.title')}
                  </Typography>
                  <Stack spacing={1.5}>
                    <Button href={content.phoneHref} variant="contained" startIcon={<PhoneIcon />} fullWidth>
                      {t('contact.quick.call')}
                    </Button>
                    <Button href={content.emailHref} variant="outlined" startIcon={<EmailIcon />} fullWidth>
                      {t('contact.quick.email')}
                    </Button>
                    <Button href={content.whatsappHref} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<ChatIcon />} fullWidth>
                      {t('contact.quick.whatsapp')}
                    </Button>
                  </Stack>
                </Box>
              </Stack>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="map-title" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography id="map-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
          {t('contact.map.title')}
        </Typography>
        <Box
          sx={{
            minHeight: 280,
            borderRadius: 3,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            p: 4,
            background: 'repeating-linear-gradient(45deg, transparent, transparent 14px, rgba(15, 110, 99, 0.05) 14px, rgba(15, 110, 99, 0.05) 28px)',
          }}
        >
          <Box>
            <MapIcon aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
            <Typography sx={{ fontWeight: 700 }}>{content.officeAddress}</Typography>
            <Typography color="text.secondary">{t('contact.map.soon')}</Typography>
          </Box>
        </Box>
      </Container>
    </>
  );
}

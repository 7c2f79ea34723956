import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BAND_BUTTON_SX } from '../../components/section-heading';
import { visuallyHidden } from '../../lib/scroll-to-section';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { PageHero } from '../../components/page-hero';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { apiErrorText } from '../../lib/api-error-text';
import { paths } from '../../paths';
import { HowWeWork } from './how-we-work';
import { ServiceCard } from './service-card';
import { useGetServicesQuery } from './services-api';

/** Spec 2.6: hero, the service cards, How We Work, and a call to action to /contact and /booking. */
export default function ServicesPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  usePageTitle(tc('pages.services'));
  const { data: services, error, isLoading, refetch } = useGetServicesQuery();
  return (
    <>
      <PageHero overline={t('services.hero.overline')} title={t('services.hero.title')} description={t('services.hero.description')} />
      <Container maxWidth="lg" component="section" aria-labelledby="services-grid-title" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="services-grid-title" component="h2" sx={visuallyHidden}>
          {t('services.gridTitle')}
        </Typography>
        {isLoading ? (
          <LoadingView label={t('services.loading')} />
        ) : error ? (
          <ErrorView
            message={apiErrorText(error, t, 'public:errors.servicesLoad')}
            action={
              <Button variant="outlined" onClick={() => void refetch()}>
                {t('errors.retry')}
              </Button>
            }
          />
        ) : !services || services.length === 0 ? (
          <EmptyView message={t('services.empty')} />
        ) : (
          <Grid container spacing={3}>
            {services.map((service, index) => (
              <Grid key={service.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ServiceCard service={service} eager={index === 0} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
      <HowWeWork />
      <Container maxWidth="lg" component="section" aria-labelledby="services-cta-title" sx={{ py: { xs: 8, md: 10 } }}>
        <Box sx={{ p: { xs: 4, md: 6 }, borderRadius: 4, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography id="services-cta-title" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: 26, md: 34 } }}>
            {t('services.cta.title')}
          </Typography>
          <Typography sx={{ opacity: 0.92, mb: 3, maxWidth: 620, mx: 'auto', lineHeight: 1.7 }}>{t('services.cta.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={Link} to={paths.contact} variant="contained" size="large" sx={BAND_BUTTON_SX}>
              {t('services.cta.contact')}
            </Button>
            <Button
              component={Link}
              to={paths.booking}
              variant="outlined"
              size="large"
              sx={{ color: 'inherit', borderColor: 'currentColor', '&:hover': { borderColor: 'currentColor', bgcolor: 'rgba(255, 255, 255, 0.1)' } }}
            >
              {t('services.cta.book')}
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}

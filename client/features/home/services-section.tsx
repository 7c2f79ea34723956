import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_SERVICE_DESCRIPTION_MAX, HOME_SERVICE_TITLE_MAX, HOME_SERVICES_COUNT } from '../../../shared/constants';
import type { Service } from '../../../shared/types/service';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { SectionHeading } from '../../components/section-heading';
import { toLanguage } from '../../i18n/create-i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { SECTION_SCROLL_MARGIN, scrollToSection } from '../../lib/scroll-to-section';
import { truncate } from '../../lib/text';
import { paths } from '../../paths';
import { ServiceImage, useGetServicesQuery, localizeService, serviceImages } from '../services';
import { StaticSection } from '../../components/static-section';

function HomeServiceCard({ service }: { service: Service }) {
  const { t, i18n } = useTranslation('public');
  const { title, description } = localizeService(service, toLanguage(i18n.language));
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
      <ServiceImage file={serviceImages(service)[0]} alt={title} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }} title={title}>
          {truncate(title, HOME_SERVICE_TITLE_MAX)}
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7, mb: 2, flexGrow: 1 }}>
          {truncate(description, HOME_SERVICE_DESCRIPTION_MAX)}
        </Typography>
        <Button
          component={Link}
          to={paths.serviceDetail(service.id)}
          aria-label={`${t('home.services.details')}: ${title}`}
          endIcon={<ArrowForwardIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
          sx={{ alignSelf: 'flex-start', px: 0 }}
        >
          {t('home.services.details')}
        </Button>
      </Box>
    </Box>
  );
}

/** Spec 2.3: the first 4 services, loading/empty/error states, and the 'another service' card. */
export function ServicesSection() {
  const { t } = useTranslation('public');
  const { data, error, isLoading } = useGetServicesQuery();
  const services = (data ?? []).slice(0, HOME_SERVICES_COUNT);
  return (
    <StaticSection id="home-services" deps={[services, isLoading, error ?? null]}>
      {() => (
        <Box
          component="section"
          id="services"
          aria-labelledby="services-title"
          sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', ...SECTION_SCROLL_MARGIN }}
        >
          <Container maxWidth="lg">
            <SectionHeading
              id="services-title"
              overline={t('home.services.overline')}
              title={t('home.services.title')}
              subtitle={t('home.services.subtitle')}
            />
            {isLoading ? (
              <LoadingView label={t('home.services.loading')} />
            ) : error ? (
              <ErrorView message={apiErrorText(error, t, 'public:errors.servicesLoad')} />
            ) : services.length === 0 ? (
              <EmptyView message={t('home.services.empty')} />
            ) : (
              <Grid container spacing={3}>
                {services.map((service) => (
                  <Grid key={service.id} size={{ xs: 12, sm: 6, md: 3 }}>
                    <HomeServiceCard service={service} />
                  </Grid>
                ))}
              </Grid>
            )}
            <Box
              sx={{
                mt: 4,
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: { md: 'center' },
                gap: 3,
                justifyContent: 'space-between',
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'primary.main',
              }}
            >
              <Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {t('home.services.other.title')}
                </Typography>
                <Typography color="text.secondary">{t('home.services.other.text')}</Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 2, flexShrink: 0, flexWrap: 'wrap' }}>
                <Button variant="contained" href="#contact" onClick={(event) => scrollToSection(event, 'contact')}>
                  {t('home.services.other.button')}
                </Button>
                <Button component={Link} to={paths.services} variant="outlined">
                  {t('home.services.viewAll')}
                </Button>
              </Box>
            </Box>
          </Container>
        </Box>
      )}
    </StaticSection>
  );
}

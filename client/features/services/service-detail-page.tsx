import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Service } from '../../../shared/types/service';
import { DeferredSection } from '../../components/deferred-section';
import { usePageTitle } from '../../components/page-title';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { apiErrorText } from '../../lib/api-error-text';
import { deferred } from '../../lib/deferred';
import { useSessionUser } from '../../hooks';
import { formatNumber } from '../../lib/format';
import { paths } from '../../paths';
import { BookButton } from './service-card';
import { ServiceFaqs } from './service-faqs';
import { ServiceImage } from './service-image';
import { useGetServicesQuery } from './services-api';
import { findService, localizeService, serviceImages } from './service-view';
import { useServiceFormat } from './use-service-format';

function BackLink() {
  const { t } = useTranslation('public');
  return (
    <Button component={Link} to={paths.services} startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}>
      {t('serviceDetail.back')}
    </Button>
  );
}

function ServiceNotFound({ id, count }: { id: string; count: number }) {
  const { t, i18n } = useTranslation('public');
  usePageTitle(t('serviceDetail.notFound.title'));
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <EmptyView
        icon={<SearchOffIcon aria-hidden color="action" sx={{ fontSize: 48 }} />}
        message={t('serviceDetail.notFound.title')}
        detail={`${t('serviceDetail.notFound.text', { id })} ${t('serviceDetail.notFound.available', { count, formatted: formatNumber(count, language) })}`}
        action={<BackLink />}
      />
    </Container>
  );
}

// What follows the first screen (gallery, partners, reviews with 'Add Your Review', the call to
// action) is in the server's HTML from the start; its code (the carousels, the rating cards and
// dialog) loads and hydrates once the visitor scrolls, taps or types, as on the home page: a phone
// shows the service sooner and does less before it answers.
const detailSections = deferred('service-detail-sections', () => import('./service-detail-sections'));

function SectionsPlaceholderView() {
  const { t } = useTranslation('public');
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LoadingView label={t('serviceDetail.loading')} />
    </Box>
  );
}

const SECTIONS_PLACEHOLDER = <SectionsPlaceholderView />;

function ServiceDetail({ service }: { service: Service }) {
  const { t } = useTranslation('public');
  const format = useServiceFormat();
  // A signed-in reader's page is never a cached first visit: the sections load at once, so that a
  // client sees at once whether the service may be reviewed (the answer is fetched by the section).
  const signedIn = Boolean(useSessionUser());
  useEffect(() => {
    if (signedIn) detailSections.load();
  }, [signedIn]);
  const { title, description, details } = localizeService(service, format.language);
  usePageTitle(title);
  const images = serviceImages(service);

  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 }, pb: { xs: 6, md: 8 } }}>
        <BackLink />
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <ServiceImage file={images[0]} alt={title} eager ratio="4 / 3" />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 40 }, mb: 2 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 17, lineHeight: 1.8, mb: 3 }}>
              {description}
            </Typography>
            <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, '& dd': { m: 0 } }}>
              {[
                [t('service.price'), format.price(service)],
                [t('service.duration'), format.duration(service)],
                [t('service.rating'), format.rating(service.rating)],
              ].map(([label, value]) => (
                <Box key={label} sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ fontWeight: 700, mt: 0.5 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <BookButton serviceId={service.id} size="large" />
              <Button component={Link} to={paths.contact} variant="outlined" size="large">
                {t('serviceDetail.freeConsultation')}
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="includes-title" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Typography id="includes-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
            {t('serviceDetail.includesTitle')}
          </Typography>
          {details.length === 0 ? (
            <Typography color="text.secondary">{t('serviceDetail.noDetails')}</Typography>
          ) : (
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {details.map((detail) => (
                <Grid key={detail} size={{ xs: 12, sm: 6 }} component="li">
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <CheckCircleIcon aria-hidden color="primary" />
                    <Typography>{detail}</Typography>
                  </Stack>
                </Grid>
              ))}
            </Grid>
          )}
        </Container>
      </Box>

      <ServiceFaqs faqs={service.faqs ?? []} language={format.language} />

      <DeferredSection content={detailSections} fallback={SECTIONS_PLACEHOLDER} when="interaction" />
      {/* Phones: the price and Book stay at hand while the visitor reads down the page. */}
      <Box
        data-testid="service-book-bar"
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'sticky',
          bottom: 0,
          zIndex: 'appBar',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('service.price')}
          </Typography>
          <Typography sx={{ fontWeight: 800 }} component="p">
            {format.price(service)}
          </Typography>
        </Box>
        <BookButton serviceId={service.id} />
      </Box>
    </>
  );
}

/** Spec 2.7, with its states: spinner, error with a way back, and 'Service Not Found' with the id and the count. */
export default function ServiceDetailPage() {
  const { t } = useTranslation('public');
  const { serviceId = '' } = useParams();
  const { data: services, error, isLoading } = useGetServicesQuery();
  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <LoadingView label={t('serviceDetail.loading')} />
      </Container>
    );
  }
  if (error) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <ErrorView title={t('serviceDetail.error.title')} message={apiErrorText(error, t, 'public:errors.servicesLoad')} action={<BackLink />} />
      </Container>
    );
  }
  const service = findService(services, serviceId);
  if (!service) return <ServiceNotFound id={serviceId} count={services?.length ?? 0} />;
  return <ServiceDetail service={service} />;
}

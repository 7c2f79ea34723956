import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PARTNERS_CAROUSEL, RATINGS_CAROUSEL } from '../../../shared/constants';
import { Carousel } from '../../components/carousel/carousel';
import { BAND_BUTTON_SX } from '../../components/section-heading';
import { EmptyView } from '../../components/status-views';
import { formatNumber } from '../../lib/format';
import { useSiteContent } from '../content';
import { PartnerCard, localizePartner } from '../partners';
import { AddRating, RatingCard, testimonialsHref, toRatingViews } from '../ratings';
import { ServiceGallery } from './service-gallery';
import { useGetServicesQuery } from './services-api';
import { findService, localizeService, serviceImages } from './service-view';
import { useServiceFormat } from './use-service-format';

/**
 * Spec 2.7 below the first screen: the gallery, the service's partners, its reviews with 'Add Your
 * Review', and the call to action. Loaded by the service page as a deferred section (it renders
 * nothing without its service, which the page has then already shown).
 */
export default function ServiceDetailSections() {
  const { t } = useTranslation('public');
  const { serviceId = '' } = useParams();
  const { data: services } = useGetServicesQuery();
  const format = useServiceFormat();
  const content = useSiteContent();
  const service = findService(services, serviceId);
  if (!service) return null;
  const { title } = localizeService(service, format.language);
  const images = serviceImages(service);
  const partners = (service.partnerDtos ?? []).map((partner) => localizePartner(partner, [service], format.language));
  const ratings = toRatingViews(service.rateDtos, format.language);

  return (
    <>
      {images.length > 0 && (
        <Container maxWidth="md" component="section" aria-labelledby="gallery-title" sx={{ py: { xs: 6, md: 8 } }}>
          <Typography id="gallery-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
            {t('serviceDetail.galleryTitle')}
          </Typography>
          <ServiceGallery images={images} title={title} />
        </Container>
      )}

      {partners.length > 0 && (
        <Box component="section" aria-labelledby="service-partners-title" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}>
          <Container maxWidth="lg">
            <Typography id="service-partners-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
              {t('serviceDetail.partnersTitle')}
            </Typography>
            <Carousel
              label={t('serviceDetail.partnersLabel', { title })}
              autoplayMs={PARTNERS_CAROUSEL.autoplayMs}
              slides={partners.map((partner) => <PartnerCard key={partner.id} partner={{ ...partner, serviceTitle: null }} variant="home" />)}
            />
          </Container>
        </Box>
      )}

      <Container maxWidth="lg" component="section" aria-labelledby="reviews-title" sx={{ py: { xs: 6, md: 8 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
          <Typography id="reviews-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {t('serviceDetail.reviewsTitle')}
          </Typography>
          <AddRating serviceId={service.id} serviceTitle={title} />
        </Stack>
        {ratings.length === 0 ? (
          <EmptyView message={t('serviceDetail.noReviews')} />
        ) : (
          <Carousel
            label={t('serviceDetail.reviewsLabel', { title })}
            autoplayMs={RATINGS_CAROUSEL.autoplayMs}
            slides={ratings.map((item) => <RatingCard key={item.id} rating={{ ...item, serviceTitle: title }} compact />)}
          />
        )}
        {service.rating.count > service.rateDtos.length && (
          // The service carries only its newest ratings: the testimonials page lists every one, a page at a time.
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Button component={Link} to={testimonialsHref({ page: 1, serviceId: service.id, stars: null })} variant="outlined">
              {t('serviceDetail.allReviews', { formatted: formatNumber(service.rating.count, format.language) })}
            </Button>
          </Box>
        )}
      </Container>

      <Container maxWidth="lg" component="section" aria-labelledby="detail-cta-title" sx={{ pb: { xs: 8, md: 10 } }}>
        <Box sx={{ p: { xs: 4, md: 6 }, borderRadius: 4, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography id="detail-cta-title" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: 26, md: 34 } }}>
            {t('serviceDetail.cta.title')}
          </Typography>
          <Typography sx={{ opacity: 0.92, mb: 3, maxWidth: 620, mx: 'auto', lineHeight: 1.7 }}>{t('serviceDetail.cta.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button
              href={content.phoneHref}
              aria-label={t('serviceDetail.cta.call', { phone: content.phone })}
              variant="contained"
              size="large"
              sx={BAND_BUTTON_SX}
              startIcon={<PhoneIcon />}
            >
              <bdi dir="ltr">{content.phone}</bdi>
            </Button>
            <Button
              href={content.emailHref}
              aria-label={t('serviceDetail.cta.email', { email: content.email })}
              variant="outlined"
              size="large"
              startIcon={<EmailIcon />}
              sx={{
                color: 'inherit',
                borderColor: 'currentColor',
                '&:hover': { borderColor: 'currentColor', bgcolor: 'rgba(255, 255, 255, 0.1)' },
                overflowWrap: 'anywhere',
              }}
            >
              {content.email}
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}

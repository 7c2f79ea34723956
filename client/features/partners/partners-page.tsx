import PhoneIcon from '@mui/icons-material/Phone';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EngineeringIcon from '@mui/icons-material/Engineering';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from 'react-i18next';
import { BAND_BUTTON_SX, SectionHeading } from '../../components/section-heading';
import { Link, useSearchParams } from 'react-router';
import { FeatureCard } from '../../components/feature-card';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/page-title';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { toLanguage } from '../../i18n/create-i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { formatNumber } from '../../lib/format';
import { localized } from '../../lib/text';
import { paths } from '../../paths';
import { useSiteContent } from '../content';
import { useGetServicesQuery } from '../services';
import { PartnerCard } from './partner-card';
import { PartnerFilter, SERVICE_FILTER_PARAM } from './partner-filter';
import { filterPartners, localizePartner, parseServiceFilter } from './partner-view';
import { useGetPartnersQuery } from './partners-api';

const WHY = [
  { key: 'vetted', Icon: FactCheckIcon },
  { key: 'supervised', Icon: EngineeringIcon },
  { key: 'accountable', Icon: VerifiedUserIcon },
] as const;

/** Spec 2.8: hero, filter, count line, partner cards with empty and no-results states, why us, become a partner. */
export default function PartnersPage() {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation();
  usePageTitle(tc('pages.partners'));
  const language = toLanguage(i18n.language);
  const content = useSiteContent();
  const [searchParams] = useSearchParams();
  const partnersQuery = useGetPartnersQuery();
  const servicesQuery = useGetServicesQuery();
  const services = servicesQuery.data ?? [];
  const selected = parseServiceFilter(searchParams.get(SERVICE_FILTER_PARAM), services);
  const filterServices = services.map((service) => ({ id: service.id, title: localized(language, service.title, service.arabicTitle) }));
  const selectedTitle = filterServices.find((service) => service.id === selected)?.title ?? '';
  const all = partnersQuery.data ?? [];
  const shown = filterPartners(all, selected).map((partner) => localizePartner(partner, services, language));
  const loading = partnersQuery.isLoading || servicesQuery.isLoading;
  const error = partnersQuery.error ?? servicesQuery.error;

  return (
    <>
      <PageHero overline={t('partners.hero.overline')} title={t('partners.hero.title')} description={t('partners.hero.description')} />
      <Container maxWidth="lg" component="section" aria-label={t('partners.hero.overline')} sx={{ py: { xs: 5, md: 7 } }}>
        {loading ? (
          <LoadingView label={t('partners.loading')} />
        ) : error ? (
          <ErrorView message={apiErrorText(error, t, 'public:errors.partnersLoad')} />
        ) : all.length === 0 ? (
          <EmptyView message={t('partners.empty')} />
        ) : (
          <>
            <PartnerFilter services={filterServices} selected={selected} />
            <Typography component="p" role="status" sx={{ mt: 3, mb: 3, fontWeight: 600 }} color="text.secondary">
              {selected === null
                ? t('partners.count', { count: shown.length, formatted: formatNumber(shown.length, language) })
                : t('partners.countFor', { count: shown.length, formatted: formatNumber(shown.length, language), service: selectedTitle })}
            </Typography>
            {shown.length === 0 ? (
              <EmptyView
                icon={<SearchOffIcon aria-hidden color="action" sx={{ fontSize: 44 }} />}
                message={t('partners.noResults.title', { service: selectedTitle })}
                detail={t('partners.noResults.text')}
                action={
                  <Button component={Link} to={paths.partners} replace preventScrollReset variant="outlined">
                    {t('partners.noResults.showAll')}
                  </Button>
                }
              />
            ) : (
              <Grid container spacing={3}>
                {shown.map((partner) => (
                  <Grid key={partner.id} size={{ xs: 12, sm: 6, lg: 4 }} sx={{ display: 'flex' }}>
                    <PartnerCard partner={partner} variant="directory" headingLevel="h2" />
                  </Grid>
                ))}
              </Grid>
            )}
          </>
        )}
      </Container>

      <Box component="section" aria-labelledby="partners-why-title" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <SectionHeading id="partners-why-title" overline={t('partners.whyUs.overline')} title={t('partners.whyUs.title')} />
          <Grid container spacing={3}>
            {WHY.map(({ key, Icon }) => (
              <Grid key={key} size={{ xs: 12, md: 4 }}>
                <FeatureCard icon={<Icon />} title={t(`partners.whyUs.points.${key}.title`)} text={t(`partners.whyUs.points.${key}.text`)} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="become-partner-title" sx={{ py: { xs: 8, md: 10 } }}>
        <Box sx={{ p: { xs: 4, md: 6 }, borderRadius: 4, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography id="become-partner-title" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: 26, md: 34 } }}>
            {t('partners.become.title')}
          </Typography>
          <Typography sx={{ opacity: 0.92, mb: 3, maxWidth: 640, mx: 'auto', lineHeight: 1.7 }}>{t('partners.become.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={Link} to={paths.contact} variant="contained" size="large" sx={BAND_BUTTON_SX}>
              {t('partners.become.contact')}
            </Button>
            <Button
              href={content.phoneHref}
              aria-label={t('partners.become.call', { phone: content.phone })}
              variant="outlined"
              size="large"
              startIcon={<PhoneIcon />}
              sx={{ color: 'inherit', borderColor: 'currentColor', '&:hover': { borderColor: 'currentColor', bgcolor: 'rgba(255, 255, 255, 0.1)' } }}
            >
              <bdi dir="ltr">{content.phone}</bdi>
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}

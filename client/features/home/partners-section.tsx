import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PARTNERS_COUNT } from '../../../shared/constants';
import { SectionHeading } from '../../components/section-heading';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { toLanguage } from '../../i18n/create-i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { SECTION_SCROLL_MARGIN } from '../../lib/scroll-to-section';
import { paths } from '../../paths';
import { PartnerCard, useGetPartnersQuery, localizePartner } from '../partners';
import { useGetServicesQuery } from '../services';
import { StaticSection } from '../../components/static-section';

const EXPLAINER = ['quality', 'expertise', 'coverage'] as const;

/** Spec 2.3: the first 3 partners with their service resolved from serviceId, and a three-point explainer. */
export function PartnersSection() {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  const { data: partners, error, isLoading } = useGetPartnersQuery();
  const { data: services } = useGetServicesQuery();
  const shown = (partners ?? []).slice(0, HOME_PARTNERS_COUNT).map((partner) => localizePartner(partner, services, language));
  return (
    <StaticSection id="home-partners" deps={[shown, isLoading, error ?? null]}>
      {() => (
        <Box
          component="section"
          id="partners"
          aria-labelledby="partners-title"
          sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', ...SECTION_SCROLL_MARGIN }}
        >
          <Container maxWidth="lg">
            <SectionHeading
              id="partners-title"
              overline={t('home.partners.overline')}
              title={t('home.partners.title')}
              subtitle={t('home.partners.subtitle')}
            />
            {isLoading ? (
              <LoadingView label={t('partners.loading')} />
            ) : error ? (
              <ErrorView message={apiErrorText(error, t, 'public:errors.partnersLoad')} />
            ) : shown.length === 0 ? (
              <EmptyView message={t('home.partners.empty')} />
            ) : (
              <>
                <Grid container spacing={3}>
                  {shown.map((partner) => (
                    <Grid key={partner.id} size={{ xs: 12, md: 4 }}>
                      <PartnerCard partner={partner} variant="home" />
                    </Grid>
                  ))}
                </Grid>
                <Box sx={{ textAlign: 'center', mt: 4 }}>
                  <Button component={Link} to={paths.partners} variant="outlined">
                    {t('home.partners.viewAll')}
                  </Button>
                </Box>
              </>
            )}
            <Box sx={{ mt: { xs: 5, md: 8 } }}>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}>
                {t('home.partners.explainer.title')}
              </Typography>
              <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {EXPLAINER.map((key) => (
                  <Grid key={key} size={{ xs: 12, md: 4 }} component="li">
                    <Stack direction="row" spacing={1.5}>
                      <CheckCircleIcon aria-hidden color="primary" sx={{ mt: 0.25 }} />
                      <Box>
                        <Typography component="h4" sx={{ fontWeight: 700 }}>
                          {t(`home.partners.explainer.${key}.title`)}
                        </Typography>
                        <Typography color="text.secondary">{t(`home.partners.explainer.${key}.text`)}</Typography>
                      </Box>
                    </Stack>
                  </Grid>
                ))}
              </Grid>
            </Box>
          </Container>
        </Box>
      )}
    </StaticSection>
  );
}

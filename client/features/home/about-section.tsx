import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/section-heading';
import { StatFigure } from '../../components/stat-figure';
import { toLanguage } from '../../i18n/create-i18n';
import { formatNumber, formatPercent } from '../../lib/format';
import { SECTION_SCROLL_MARGIN } from '../../lib/scroll-to-section';
import { FeatureCard } from '../../components/feature-card';
import { StaticSection } from '../../components/static-section';
import { useGetPartnersQuery } from '../partners';
import { siteFigures } from '../../lib/site-figures';

const FEATURES = [
  { key: 'team', Icon: GroupsIcon },
  { key: 'quality', Icon: WorkspacePremiumIcon },
  { key: 'reputation', Icon: VerifiedIcon },
  { key: 'partnerships', Icon: HandshakeIcon },
] as const;

/** Spec 2.3: title, subtitle, description, four features and the stats panel (the home's one set of figures). */
export function AboutSection() {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  const plus = (value: number) => t('stats.plus', { value: formatNumber(value, language) });
  const { data: partners } = useGetPartnersQuery();
  const figures = siteFigures(partners);
  const stats = [
    { value: formatPercent(figures.satisfactionPercent, language), label: t('home.about.stats.satisfaction') },
    { value: plus(figures.projects), label: t('home.about.stats.projects') },
    { value: figures.partners === null ? '—' : formatNumber(figures.partners, language), label: t('home.about.stats.partners') },
    { value: plus(figures.years), label: t('home.about.stats.years') },
  ];
  return (
    <StaticSection id="home-about" deps={[figures.partners]}>
      {() => (
        <Box component="section" id="about" aria-labelledby="about-title" sx={{ py: { xs: 8, md: 12 }, ...SECTION_SCROLL_MARGIN }}>
          <Container maxWidth="lg">
            <SectionHeading id="about-title" overline={t('home.about.overline')} title={t('home.about.title')} subtitle={t('home.about.description')} />
            <Grid container spacing={3}>
              {FEATURES.map(({ key, Icon }) => (
                <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <FeatureCard icon={<Icon />} title={t(`home.about.features.${key}.title`)} text={t(`home.about.features.${key}.text`)} />
                </Grid>
              ))}
            </Grid>
            <Box
              sx={{
                mt: { xs: 5, md: 8 },
                p: { xs: 3, md: 5 },
                borderRadius: 4,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Typography component="h3" variant="h6" sx={{ textAlign: 'center', fontWeight: 700, mb: 3 }}>
                {t('home.about.statsTitle')}
              </Typography>
              <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {stats.map((stat) => (
                  <Grid key={stat.label} size={{ xs: 6, md: 3 }} component="li">
                    <StatFigure value={stat.value} label={stat.label} inverted />
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

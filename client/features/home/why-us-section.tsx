import BoltIcon from '@mui/icons-material/Bolt';
import DiamondIcon from '@mui/icons-material/Diamond';
import GroupsIcon from '@mui/icons-material/Groups';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import ShieldIcon from '@mui/icons-material/Shield';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../components/feature-card';
import { SectionHeading } from '../../components/section-heading';
import { StatFigure } from '../../components/stat-figure';
import { toLanguage } from '../../i18n/create-i18n';
import { formatNumber, formatPercent } from '../../lib/format';
import { useGetPartnersQuery } from '../partners';
import { StaticSection } from '../../components/static-section';
import { siteFigures } from '../../lib/site-figures';

const VALUES = [
  { key: 'trust', Icon: ShieldIcon },
  { key: 'speed', Icon: BoltIcon },
  { key: 'quality', Icon: DiamondIcon },
  { key: 'team', Icon: GroupsIcon },
  { key: 'innovation', Icon: LightbulbIcon },
  { key: 'satisfaction', Icon: SentimentSatisfiedAltIcon },
] as const;

/** Spec 2.3: six value cards and the statistics band, whose partner count comes from the data. */
export function WhyUsSection() {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  const { data: partners } = useGetPartnersQuery();
  const figures = siteFigures(partners);
  const stats = [
    { value: t('stats.plus', { value: formatNumber(figures.projects, language) }), label: t('home.whyUs.stats.projects') },
    { value: figures.partners === null ? '—' : formatNumber(figures.partners, language), label: t('home.whyUs.stats.partners') },
    { value: formatPercent(figures.satisfactionPercent, language), label: t('home.whyUs.stats.satisfaction') },
    { value: t('stats.allDay'), label: t('home.whyUs.stats.support') },
  ];
  return (
    <StaticSection id="home-why-us" deps={[figures.partners]}>
      {() => (
        <Box component="section" aria-labelledby="why-us-title" sx={{ py: { xs: 8, md: 12 } }}>
          <Container maxWidth="lg">
            <SectionHeading id="why-us-title" overline={t('home.whyUs.overline')} title={t('home.whyUs.title')} subtitle={t('home.whyUs.subtitle')} />
            <Grid container spacing={3}>
              {VALUES.map(({ key, Icon }) => (
                <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                  <FeatureCard icon={<Icon />} title={t(`home.whyUs.values.${key}.title`)} text={t(`home.whyUs.values.${key}.text`)} />
                </Grid>
              ))}
            </Grid>
            <Box sx={{ mt: { xs: 5, md: 8 }, p: { xs: 3, md: 5 }, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
              <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {stats.map((stat) => (
                  <Grid key={stat.label} size={{ xs: 6, md: 3 }} component="li">
                    <StatFigure value={stat.value} label={stat.label} />
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

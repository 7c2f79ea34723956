import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ShieldIcon from '@mui/icons-material/Shield';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../components/feature-card';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/page-title';
import { SectionHeading } from '../../components/section-heading';
import { StatFigure } from '../../components/stat-figure';
import { toLanguage } from '../../i18n/create-i18n';
import { formatNumber, formatPercent, formatYear } from '../../lib/format';
import { useSiteContent } from '../content';
import { prefetchPartners, useGetPartnersQuery } from '../partners';
import { inBrowser } from '../../lib/router/page-data';
import type { AppStore } from '../../store';
import { siteFigures } from '../../lib/site-figures';

const VALUES = [
  { key: 'trust', Icon: ShieldIcon },
  { key: 'excellence', Icon: WorkspacePremiumIcon },
  { key: 'collaboration', Icon: HandshakeIcon },
  { key: 'results', Icon: TrendingUpIcon },
] as const;

const TIMELINE = ['2021', '2022', '2023', '2024', '2025'] as const;

/** Spec 2.5: hero, Our Story, four values, the 2021-2025 timeline, achievements and the 5+ years badge. */
export default function AboutPage() {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation();
  usePageTitle(tc('pages.about'));
  const language = toLanguage(i18n.language);
  const { aboutStory } = useSiteContent();
  const plus = (value: number) => t('stats.plus', { value: formatNumber(value, language) });
  // The home page's figures: the real partner count (its loader fetched the list), not a fixed "50+".
  const { data: partners } = useGetPartnersQuery();
  const figures = siteFigures(partners);
  const achievements = [
    { value: plus(figures.projects), label: t('about.achievements.projects') },
    { value: figures.partners === null ? '—' : formatNumber(figures.partners, language), label: t('about.achievements.partners') },
    { value: formatPercent(figures.satisfactionPercent, language), label: t('about.achievements.satisfaction') },
    { value: t('stats.allDay'), label: t('about.achievements.support') },
  ];
  return (
    <>
      <PageHero overline={t('about.hero.overline')} title={t('about.hero.title')} description={t('about.hero.description')} />

      <Container maxWidth="lg" component="section" aria-labelledby="story-title" sx={{ py: { xs: 6, md: 9 } }}>
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography id="story-title" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 3, fontSize: { xs: 26, md: 34 } }}>
              {t('about.storyTitle')}
            </Typography>
            {aboutStory.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ fontSize: 17, lineHeight: 1.9, mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              sx={{
                mx: 'auto',
                width: { xs: 220, md: 260 },
                aspectRatio: '1',
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                textAlign: 'center',
                p: 4,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                boxShadow: '0 20px 50px rgba(15, 110, 99, 0.3)',
              }}
            >
              <Box>
                <EmojiEventsIcon aria-hidden sx={{ fontSize: 44, color: 'secondary.light' }} />
                <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 26 }, lineHeight: 1.3 }}>
                  {t('about.experience', { value: formatNumber(figures.years, language) })}
                </Typography>
              </Box>
            </Box>
          </Grid>
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="values-title" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <SectionHeading id="values-title" overline={t('about.values.overline')} title={t('about.values.title')} />
          <Grid container spacing={3}>
            {VALUES.map(({ key, Icon }) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                <FeatureCard icon={<Icon />} title={t(`about.values.${key}.title`)} text={t(`about.values.${key}.text`)} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="md" component="section" aria-labelledby="timeline-title" sx={{ py: { xs: 7, md: 10 } }}>
        <SectionHeading id="timeline-title" overline={t('about.timeline.overline')} title={t('about.timeline.title')} />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            position: 'relative',
            '&::before': { content: '""', position: 'absolute', insetInlineStart: 27, top: 8, bottom: 8, width: 2, bgcolor: 'divider' },
          }}
        >
          {TIMELINE.map((year) => (
            <Box component="li" key={year} sx={{ position: 'relative', display: 'flex', gap: 3, pb: 4, '&:last-of-type': { pb: 0 } }}>
              <Box
                sx={{
                  flexShrink: 0,
                  width: 56,
                  height: 56,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  zIndex: 1,
                }}
              >
                <time dateTime={year}>{formatYear(Number(year), language)}</time>
              </Box>
              <Box sx={{ pt: 1 }}>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {t(`about.timeline.items.${year}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.8 }}>
                  {t(`about.timeline.items.${year}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>

      <Box component="section" aria-labelledby="achievements-title" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container maxWidth="lg">
          <Typography component="p" variant="overline" sx={{ textAlign: 'center', fontWeight: 700, letterSpacing: 1.2, opacity: 0.9 }}>
            {t('about.achievements.overline')}
          </Typography>
          <Typography id="achievements-title" component="h2" variant="h4" sx={{ textAlign: 'center', fontWeight: 800, mb: 5, fontSize: { xs: 26, md: 34 } }}>
            {t('about.achievements.title')}
          </Typography>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {achievements.map((item) => (
              <Grid key={item.label} size={{ xs: 6, md: 3 }} component="li">
                <StatFigure value={item.value} label={item.label} inverted />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
    </>
  );
}

/**
 * The route's loader (lazyRoute, so the shell carries none of it): the partner list, whose length is
 * the page's partner figure. The page is about the company, not the list: a failed fetch shows '—'.
 */
export const loader = (store: AppStore) => async () => {
  const pending = store.dispatch(prefetchPartners());
  if (!inBrowser) await pending;
  return null;
};

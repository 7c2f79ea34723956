import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHeroContent } from './use-hero-content';
import { scrollToSection } from '../../lib/scroll-to-section';
import { TypewriterHeadline } from './typewriter-headline';
import { StaticSection } from '../../components/static-section';

/** Spec 2.3: typewriter headline, subtitle, description; 'Get started' to #contact, 'Learn more' to #about. */
export function HeroSection() {
  const { t } = useTranslation('public');
  const hero = useHeroContent();
  return (
    <StaticSection id="home-hero" deps={[hero]}>
      {() => (
        <Box
          component="section"
          aria-labelledby="hero-title"
          sx={{
            position: 'relative',
            overflow: 'hidden',
            mt: { xs: -10, md: -12 },
            pt: { xs: 16, md: 22 },
            pb: { xs: 10, md: 14 },
            background:
              'radial-gradient(ellipse at 15% 0%, rgba(15, 110, 99, 0.16), transparent 55%), radial-gradient(ellipse at 90% 20%, rgba(184, 134, 43, 0.14), transparent 50%)',
            '[data-color-scheme="dark"] &': {
              background:
                'radial-gradient(ellipse at 15% 0%, rgba(79, 184, 168, 0.18), transparent 55%), radial-gradient(ellipse at 90% 20%, rgba(224, 182, 92, 0.12), transparent 50%)',
            },
          }}
        >
          <Container maxWidth="lg">
            <Box sx={{ maxWidth: 860 }}>
              <Typography
                component="p"
                variant="overline"
                sx={{ fontWeight: 700, letterSpacing: 1.2, color: 'secondary.dark', '[data-color-scheme="dark"] &': { color: 'secondary.main' } }}
              >
                {t('home.hero.overline')}
              </Typography>
              <Typography
                id="hero-title"
                component="h1"
                variant="h2"
                sx={{ fontSize: { xs: 32, sm: 44, md: 56 }, lineHeight: 1.18, fontWeight: 800, mt: 1, mb: 3 }}
              >
                <TypewriterHeadline texts={hero.headlines} />
              </Typography>
              <Typography component="p" variant="h5" sx={{ fontWeight: 600, mb: 2, fontSize: { xs: 19, md: 24 } }}>
                {hero.subtitle}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: { xs: 16, md: 18 }, lineHeight: 1.8, mb: 5, maxWidth: 680 }}>
                {hero.description}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  href="#contact"
                  onClick={(event) => scrollToSection(event, 'contact')}
                  variant="contained"
                  size="large"
                  endIcon={<ArrowForwardIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
                  sx={{ px: 4, py: 1.5 }}
                >
                  {t('home.hero.getStarted')}
                </Button>
                <Button href="#about" onClick={(event) => scrollToSection(event, 'about')} variant="outlined" size="large" sx={{ px: 4, py: 1.5 }}>
                  {t('home.hero.learnMore')}
                </Button>
              </Stack>
            </Box>
          </Container>
        </Box>
      )}
    </StaticSection>
  );
}

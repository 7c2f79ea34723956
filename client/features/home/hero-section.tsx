import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useHeroContent } from './use-hero-content';
import { scrollToSection } from '../../lib/scroll-to-section';
import { TypewriterHeadline } from './typewriter-headline';
import { StaticSection } from '../../components/static-section';
import { HERO_PICTURE_SRC, HERO_PICTURE_SRCSET } from './hero-picture-files';
import { IS_SERVER } from '../../lib/on-server';

/** Spec 2.3: typewriter headline, subtitle, description; 'Get started' to #contact, 'Learn more' to #about. */
/**
 * The picture's width: 400 px beside the text from 900 px on, else the column (the container keeps
 * 16 px each side) up to 480 px. A phone 412 px wide at 1.75 dppx then takes the 720 px file (14 KB)
 * instead of the 960 px one (19 KB) for its largest paint.
 */
const HERO_PICTURE_SIZES = '(min-width:900px) 400px, (min-width:512px) 480px, calc(100vw - 32px)';

export function HeroSection() {
  const { t } = useTranslation('public');
  const hero = useHeroContent();
  // The picture's preload in the head, asked for here rather than left to React's own hint for a
  // high-priority <img>: that hint comes only when the <img> is rendered, and a server render that
  // reuses this section's HTML (server/render/section-cache) does not render it. Only on the server:
  // in the browser the <img> is rendered in the same commit, and a second request from a preload
  // racing it would be reported as a preload left unused.
  if (IS_SERVER) preload(HERO_PICTURE_SRC, { as: 'image', imageSrcSet: HERO_PICTURE_SRCSET, imageSizes: HERO_PICTURE_SIZES, fetchPriority: 'high' });
  return (
    <StaticSection id="home-hero" deps={[hero]}>
      {() => (
        // Plain elements styled by client/theme/hero.css: static CSS, none of it in the page's JavaScript.
        <section className="hero-section" aria-labelledby="hero-title">
          <Container maxWidth="lg">
            <div className="hero-grid">
              <div className="hero-text">
                <Typography
                  component="p"
                  variant="overline"
                  sx={{ fontWeight: 700, letterSpacing: 1.2, color: 'secondary.dark', '[data-color-scheme="dark"] &': { color: 'secondary.main' } }}
                >
                  {t('home.hero.overline')}
                </Typography>
                <Typography id="hero-title" component="h1" variant="h2" className="hero-title">
                  <TypewriterHeadline texts={hero.headlines} />
                </Typography>
                <Typography component="p" variant="h5" className="hero-subtitle">
                  {hero.subtitle}
                </Typography>
                <Typography className="hero-description">{hero.description}</Typography>
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
              </div>
              {/* The page's largest picture, so fetched first; 4:3 WebP at the width the layout gives it. */}
              <img
                className="hero-picture"
                src={HERO_PICTURE_SRC}
                srcSet={HERO_PICTURE_SRCSET}
                sizes={HERO_PICTURE_SIZES}
                width={960}
                height={720}
                alt={t('home.hero.pictureAlt')}
                fetchPriority="high"
              />
            </div>
          </Container>
        </section>
      )}
    </StaticSection>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel/carousel';
import { SectionHeading } from '../../components/section-heading';
import { EmptyView, ErrorView } from '../../components/status-views';
import { toLanguage } from '../../i18n/create-i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { useGetRatingsQuery, RatingCard, toCommentedRatings } from '../ratings';
import { paths } from '../../paths';
import { StaticSection } from '../../components/static-section';

/** Spec 2.3: ratings with a comment, one at a time; previous and next wrap around. */
export function TestimonialsSection() {
  const { t } = useTranslation('public');
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { data, error, isLoading } = useGetRatingsQuery();
  const testimonials = toCommentedRatings(data, language);
  return (
    <StaticSection id="home-testimonials" deps={[testimonials, isLoading, error ?? null]}>
      {() => (
        <Box component="section" aria-labelledby="testimonials-title" sx={{ py: { xs: 8, md: 12 } }}>
          <Container maxWidth="md">
            <SectionHeading
              id="testimonials-title"
              overline={t('home.testimonials.overline')}
              title={t('home.testimonials.title')}
              subtitle={t('home.testimonials.subtitle')}
            />
            {isLoading ? (
              <Typography role="status" sx={{ textAlign: 'center', py: 4 }} color="text.secondary">
                {t('home.testimonials.loading')}
              </Typography>
            ) : error ? (
              <ErrorView message={apiErrorText(error, t, 'public:errors.ratesLoad')} />
            ) : testimonials.length === 0 ? (
              <EmptyView message={t('home.testimonials.empty')} />
            ) : (
              <Carousel
                id="home-testimonials-track"
                label={t('home.testimonials.label')}
                layout="single"
                slides={testimonials.map((item) => <RatingCard key={item.id} rating={item} />)}
              />
            )}
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <Button component={Link} to={paths.testimonials} variant="outlined">
                {t('home.testimonials.seeAll')}
              </Button>
            </Box>
          </Container>
        </Box>
      )}
    </StaticSection>
  );
}

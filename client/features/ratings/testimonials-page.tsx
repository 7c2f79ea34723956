import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { testimonialsLoader } from './testimonials-loader';
import type { AppStore } from '../../store';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RATING_MAX, RATING_MIN } from '../../../shared/constants';
import type { ServiceRatingSummary } from '../../../shared/types/rating';
import { PageNumbers } from '../../components/pager/page-numbers';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/page-title';
import { Stars } from '../../components/stars';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { toLanguage } from '../../i18n/create-i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { formatNumber } from '../../lib/format';
import { localized } from '../../lib/text';
import { visuallyHidden } from '../../lib/scroll-to-section';
import { paths } from '../../paths';
import { pageCount } from '../../lib/pagination';
import { RatingCard } from './rating-card';
import { toRatingViews } from './rating-view';
import { useGetRatingSummaryQuery, useGetCommentedRatingsQuery } from './testimonials-api';
import { parseTestimonialArgs, SERVICE_PARAM, STARS_PARAM, TESTIMONIALS_PAGE_SIZE, testimonialsHref, type TestimonialArgs } from './testimonials-view';

const STAR_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/** Each rated service: its title, average stars and number of ratings; a link filters the ratings to it. */
function ServiceSummaries({ summaries }: { summaries: ServiceRatingSummary[] }) {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  if (summaries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="rating-summary-title" sx={{ mb: 6 }}>
      <Typography id="rating-summary-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2.5 }}>
        {t('testimonialsPage.summaryTitle')}
      </Typography>
      <Grid container spacing={2}>
        {summaries.map((summary) => {
          const title = localized(language, summary.serviceTitle, summary.serviceArabicTitle);
          return (
            <Grid key={summary.serviceId} size={{ xs: 6, md: 3 }}>
              <Box
                sx={{
                  height: '100%',
                  p: { xs: 2, sm: 2.5 },
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                }}
              >
                <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.4, fontSize: { xs: 15, sm: 16 } }}>
                  {title}
                </Typography>
                <Stars value={summary.average} size={16} />
                <Typography variant="body2" color="text.secondary">
                  {t('testimonialsPage.summaryLine', {
                    count: summary.count,
                    formatted: formatNumber(summary.count, language),
                    average: formatNumber(summary.average, language, 1),
                    max: formatNumber(RATING_MAX, language),
                  })}
                </Typography>
                <Box sx={{ flexGrow: 1 }} />
                {summary.reviewCount > 0 && (
                  <Box
                    component={Link}
                    to={testimonialsHref({ page: 1, serviceId: summary.serviceId, stars: null })}
                    preventScrollReset
                    sx={{ color: 'primary.main', fontWeight: 700, fontSize: 14 }}
                  >
                    {t('testimonialsPage.showReviews')}
                    {/* Which service, for a list of links read out of context (visible text first: it is the name's start). */}
                    <Box component="span" sx={visuallyHidden}>
                      {t('testimonialsPage.showReviewsOf', { service: title })}
                    </Box>
                  </Box>
                )}
              </Box>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}

/**
 * Service and stars filters: a plain GET form (it works before the page's code loads); with the code,
 * each change moves to the filtered address at once.
 */
function TestimonialFilters({ args, summaries }: { args: TestimonialArgs; summaries: ServiceRatingSummary[] }) {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  const navigate = useNavigate();
  const go = (next: TestimonialArgs) => void navigate(testimonialsHref(next), { preventScrollReset: true });
  const number = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => (event.target.value ? Number(event.target.value) : null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go({ page: 1, serviceId: Number(form.get(SERVICE_PARAM)) || null, stars: Number(form.get(STARS_PARAM)) || null });
  };
  const filtered = args.serviceId !== null || args.stars !== null;
  return (
    <Box
      component="form"
      action={paths.testimonials}
      method="get"
      onSubmit={submit}
      aria-label={t('testimonialsPage.filtersTitle')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
    >
      <TextField
        select
        name={SERVICE_PARAM}
        label={t('testimonialsPage.service')}
        value={args.serviceId ?? ''}
        onChange={(event) => go({ ...args, page: 1, serviceId: number(event) })}
        size="small"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <option value="">{t('testimonialsPage.allServices')}</option>
        {summaries
          .filter((summary) => summary.reviewCount > 0 || summary.serviceId === args.serviceId)
          .map((summary) => (
            <option key={summary.serviceId} value={summary.serviceId}>
              {localized(language, summary.serviceTitle, summary.serviceArabicTitle)}
            </option>
          ))}
      </TextField>
      <TextField
        select
        name={STARS_PARAM}
        label={t('testimonialsPage.stars')}
        value={args.stars ?? ''}
        onChange={(event) => go({ ...args, page: 1, stars: number(event) })}
        size="small"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <option value="">{t('testimonialsPage.allStars')}</option>
        {STAR_VALUES.map((value) => (
          <option key={value} value={value}>
            {t('testimonialsPage.starsOption', { count: value, formatted: formatNumber(value, language) })}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        {t('testimonialsPage.apply')}
      </Button>
      {filtered && (
        <Button component={Link} to={paths.testimonials} preventScrollReset>
          {t('testimonialsPage.clear')}
        </Button>
      )}
    </Box>
  );
}

/** /testimonials: every rating with a comment, newest first, filtered by service and stars, with each service's figures. */
export default function TestimonialsPage() {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation();
  usePageTitle(tc('pages.testimonials'));
  const language = toLanguage(i18n.language);
  const [searchParams] = useSearchParams();
  const args = parseTestimonialArgs(searchParams);
  const ratings = useGetCommentedRatingsQuery(args);
  const summary = useGetRatingSummaryQuery();
  const summaries = summary.data ?? [];
  const error = ratings.error ?? summary.error;
  const data = ratings.data;
  const filtered = args.serviceId !== null || args.stars !== null;
  const items = toRatingViews(data?.items, language);

  return (
    <>
      <PageHero overline={t('testimonialsPage.overline')} title={t('testimonialsPage.title')} description={t('testimonialsPage.description')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {ratings.isLoading || summary.isLoading ? (
          <LoadingView label={t('testimonialsPage.loading')} />
        ) : error || !data ? (
          <ErrorView
            message={apiErrorText(error, t, 'public:errors.ratesLoad')}
            action={
              <Button variant="outlined" onClick={() => void Promise.all([ratings.refetch(), summary.refetch()])}>
                {t('errors.retry')}
              </Button>
            }
          />
        ) : data.total === 0 && !filtered ? (
          <EmptyView message={t('home.testimonials.empty')} />
        ) : (
          <>
            <ServiceSummaries summaries={summaries} />
            <Box component="section" aria-labelledby="reviews-title" aria-busy={ratings.isFetching}>
              <Typography id="reviews-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2.5 }}>
                {t('testimonialsPage.listTitle')}
              </Typography>
              <TestimonialFilters args={args} summaries={summaries} />
              <Typography component="p" role="status" color="text.secondary" sx={{ mb: 3, fontWeight: 600 }}>
                {t('testimonialsPage.count', { count: data.total, formatted: formatNumber(data.total, language) })}
              </Typography>
              {data.total === 0 ? (
                <EmptyView
                  icon={<FilterListOffIcon aria-hidden color="action" sx={{ fontSize: 44 }} />}
                  message={t('testimonialsPage.noResults')}
                  detail={t('testimonialsPage.noResultsText')}
                  action={
                    <Button component={Link} to={paths.testimonials} preventScrollReset variant="outlined">
                      {t('testimonialsPage.clear')}
                    </Button>
                  }
                />
              ) : items.length === 0 ? (
                <EmptyView
                  message={t('testimonialsPage.pageEmpty')}
                  action={
                    <Button component={Link} to={testimonialsHref({ ...args, page: 1 })} variant="outlined">
                      {t('testimonialsPage.firstPage')}
                    </Button>
                  }
                />
              ) : (
                <Grid container spacing={3}>
                  {items.map((item) => (
                    <Grid key={item.id} size={{ xs: 12, md: 6, lg: 4 }} sx={{ display: 'flex' }}>
                      <RatingCard rating={item} compact />
                    </Grid>
                  ))}
                </Grid>
              )}
              <PageNumbers
                page={args.page}
                count={pageCount(data.total, TESTIMONIALS_PAGE_SIZE)}
                hrefFor={(page) => testimonialsHref({ ...args, page })}
                label={t('testimonialsPage.pagination')}
                sx={{ display: 'flex', justifyContent: 'center', mt: 5, '& ul': { justifyContent: 'center' } }}
              />
            </Box>
          </>
        )}
        <Box sx={{ mt: 8, p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider', textAlign: 'center' }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
            {t('testimonialsPage.ctaTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.7 }}>
            {t('testimonialsPage.ctaText')}
          </Typography>
          <Button component={Link} to={paths.services} variant="contained">
            {t('testimonialsPage.ctaButton')}
          </Button>
        </Box>
      </Container>
    </>
  );
}

/** The route's loader (lazyRoute): its data starts loading with this page's code. */
export const loader = (store: AppStore) => (args: LoaderFunctionArgs) => testimonialsLoader(store, args);

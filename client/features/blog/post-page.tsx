import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { blogPostLoader } from './blog-loaders';
import type { AppStore } from '../../store';
import { Link, useParams } from 'react-router';
import { LANGUAGE_PARAM, type Language } from '../../../shared/constants';
import type { BlogPostPublic, RelatedService } from '../../../shared/types/blog';
import { usePageTitle } from '../../components/page-title';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { directionOf, toLanguage } from '../../i18n/create-i18n';
import { isApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { localized } from '../../lib/text';
import { paths } from '../../paths';
import { fileSrc } from '../../lib/file-src';
import { useGetBlogPostQuery } from './blog-api';
import { isValidSlug, postView } from './blog-view';
import { PostBody } from './post-body';
import { PostMeta } from './post-card';
import { useAreaTexts } from '../../i18n/area-texts';
import { BLOG_TEXTS } from '../../i18n/blog-texts';

/** The arrow that points back in the reading direction (left in English, right in Arabic). */
const backArrowSx = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

function BackLink() {
  const { t } = useTranslation('blog');
  return (
    <Button component={Link} to={paths.blog} startIcon={<ArrowBackIcon sx={backArrowSx} />} sx={{ mb: 3, px: 1 }}>
      {t('post.back')}
    </Button>
  );
}

function RelatedServices({ services, language }: { services: RelatedService[]; language: Language }) {
  const { t } = useTranslation('blog');
  if (services.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-services-title" sx={{ mt: 7 }}>
      <Typography id="related-services-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2.5 }}>
        {t('post.relatedTitle')}
      </Typography>
      <Grid container spacing={2}>
        {services.map((service) => {
          const title = localized(language, service.title, service.arabicTitle);
          return (
            <Grid key={service.id} size={{ xs: 12, sm: 6 }}>
              <Box
                component={Link}
                to={paths.serviceDetail(service.id)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  p: 1.5,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { borderColor: 'primary.main' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box sx={{ width: 88, height: 64, flexShrink: 0, borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
                  {service.imageUrl && (
                    <Box
                      component="img"
                      src={fileSrc(service.imageUrl)}
                      alt=""
                      loading="lazy"
                      width={88}
                      height={64}
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  )}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
                  <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {t('post.relatedLink')}
                    <ArrowForwardIcon aria-hidden sx={{ fontSize: 16, ...backArrowSx }} />
                  </Typography>
                </Box>
              </Box>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}

function PostArticle({ post, language }: { post: BlogPostPublic; language: Language }) {
  const { t } = useTranslation('blog');
  const view = postView(post, language);
  if (view.kind === 'other-language') {
    const other = view.available[0];
    return (
      <EmptyView
        icon={<TranslateIcon aria-hidden color="action" sx={{ fontSize: 44 }} />}
        message={t('post.notInLanguage')}
        detail={t('post.notInLanguageText')}
        action={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
            {other && (
              // A full page load: the language is chosen by the address, and the page reloads in it (spec 4).
              <Button component="a" href={`${paths.blogPost(post.slug)}?${LANGUAGE_PARAM}=${other}`} hrefLang={other} variant="contained">
                {t('post.readIn')}
              </Button>
            )}
            <Button component={Link} to={paths.blog} variant="outlined">
              {t('post.back')}
            </Button>
          </Box>
        }
      />
    );
  }
  const { version } = view;
  return (
    <Box component="article" aria-labelledby="post-title">
      <Box component="header" sx={{ mb: 4 }}>
        <Typography id="post-title" component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 44 }, lineHeight: 1.25, mb: 2 }}>
          {version.title}
        </Typography>
        {version.summary && (
          <Typography color="text.secondary" sx={{ fontSize: { xs: 17, md: 20 }, lineHeight: 1.7, mb: 2 }}>
            {version.summary}
          </Typography>
        )}
        <PostMeta publishedAt={post.publishedAt} readingMinutes={version.readingMinutes} />
      </Box>
      {post.cover && (
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 4, overflow: 'hidden', bgcolor: 'action.hover', mb: 5 }}>
          <Box
            component="img"
            src={fileSrc(post.cover.fileUrl)}
            alt={t('post.coverAlt', { title: version.title })}
            width={1200}
            height={675}
            fetchPriority="high"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      )}
      <PostBody html={version.html} dir={directionOf(language)} />
      <RelatedServices services={post.relatedServices} language={language} />
      <Box sx={{ mt: 7, p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
          {t('post.ctaTitle')}
        </Typography>
        <Typography sx={{ opacity: 0.92, mb: 2.5, lineHeight: 1.7 }}>{t('post.ctaText')}</Typography>
        <Button
          component={Link}
          to={paths.contact}
          variant="contained"
          size="large"
          sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'background.default' } }}
        >
          {t('post.ctaButton')}
        </Button>
      </Box>
    </Box>
  );
}

/** /blog/{slug}: the post in the page's language, or a way to the language it is written in. */
export default function PostPage() {
  useAreaTexts(BLOG_TEXTS);
  const { t, i18n } = useTranslation('blog');
  const { t: tc } = useTranslation();
  const language = toLanguage(i18n.language);
  const { slug } = useParams();
  const valid = isValidSlug(slug);
  const { data, error, isLoading, refetch } = useGetBlogPostQuery(slug ?? '', { skip: !valid });
  const notFound = !valid || (isApiError(error) && error.status === 404);
  const view = data ? postView(data, language) : null;
  usePageTitle(view?.kind === 'version' ? view.version.title : view ? t('post.notInLanguage') : notFound ? t('post.notFound') : tc('pages.blogPost'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink />
      {notFound ? (
        <EmptyView message={t('post.notFound')} detail={t('post.notFoundText')} />
      ) : isLoading ? (
        <LoadingView label={t('post.loading')} />
      ) : error || !data ? (
        <ErrorView
          message={apiErrorText(error, t, 'blog:post.loadError')}
          action={
            <Button variant="outlined" onClick={() => void refetch()}>
              {t('public:errors.retry')}
            </Button>
          }
        />
      ) : (
        <PostArticle post={data} language={language} />
      )}
    </Container>
  );
}

/** The route's loader (lazyRoute): its data starts loading with this page's code. */
export const loader = (store: AppStore) => (args: LoaderFunctionArgs) => blogPostLoader(store, args);

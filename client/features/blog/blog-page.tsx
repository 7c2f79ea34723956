import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { blogListLoader } from './blog-loaders';
import type { AppStore } from '../../store';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageNumbers } from '../../components/pager/page-numbers';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/page-title';
import { EmptyView, ErrorView, LoadingView } from '../../components/status-views';
import { toLanguage } from '../../i18n/create-i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { formatNumber } from '../../lib/format';
import { visuallyHidden } from '../../lib/scroll-to-section';
import { paths } from '../../paths';
import { BLOG_PAGE_SIZE, useGetBlogPostsQuery } from './blog-api';
import { pageCount } from '../../lib/pagination';
import { blogListHref, parseBlogListArgs, SEARCH_PARAM } from './blog-view';
import { PostCard } from './post-card';
import { useAreaTexts } from '../../i18n/area-texts';
import { BLOG_TEXTS } from '../../i18n/blog-texts';

/**
 * A search box that is a plain GET form: without JavaScript it reloads /blog?search=…, with it the
 * router navigates to the same address (which a visitor can share or bookmark).
 */
function BlogSearch({ search }: { search: string }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [value, setValue] = useState(search);
  useEffect(() => setValue(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(blogListHref({ page: 1, search: value.trim() }));
  };
  return (
    <Box component="form" role="search" action={paths.blog} method="get" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, mt: 3, maxWidth: 560 }}>
      <TextField
        name={SEARCH_PARAM}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 100, type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('list.searchButton')}
      </Button>
    </Box>
  );
}

/** /blog: published posts in the page's language, newest first, nine a page, with search. */
export default function BlogPage() {
  useAreaTexts(BLOG_TEXTS);
  const { t, i18n } = useTranslation('blog');
  const { t: tc } = useTranslation();
  usePageTitle(tc('pages.blog'));
  const language = toLanguage(i18n.language);
  const [searchParams] = useSearchParams();
  const args = parseBlogListArgs(searchParams);
  const { data, error, isLoading, isFetching, refetch } = useGetBlogPostsQuery(args);
  const pages = data ? pageCount(data.total, BLOG_PAGE_SIZE) : 1;
  const formatted = data ? formatNumber(data.total, language) : '';

  return (
    <>
      <PageHero overline={t('list.overline')} title={t('list.title')} description={t('list.description')}>
        <BlogSearch search={args.search} />
      </PageHero>
      <Container maxWidth="lg" component="section" aria-labelledby="blog-grid-title" aria-busy={isFetching} sx={{ py: { xs: 5, md: 7 } }}>
        <Typography id="blog-grid-title" component="h2" sx={visuallyHidden}>
          {t('list.gridTitle')}
        </Typography>
        {isLoading ? (
          <LoadingView label={t('list.loading')} />
        ) : error || !data ? (
          <ErrorView
            message={apiErrorText(error, t, 'blog:list.loadError')}
            action={
              <Button variant="outlined" onClick={() => void refetch()}>
                {t('public:errors.retry')}
              </Button>
            }
          />
        ) : data.total === 0 ? (
          args.search ? (
            <EmptyView
              icon={<SearchOffIcon aria-hidden color="action" sx={{ fontSize: 44 }} />}
              message={t('list.noResults', { search: args.search })}
              detail={t('list.noResultsText')}
              action={
                <Button component={Link} to={paths.blog} variant="outlined">
                  {t('list.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyView
              message={t('list.empty')}
              detail={t('list.emptyText')}
              action={
                <Button component={Link} to={paths.services} variant="outlined">
                  {tc('nav.services')}
                </Button>
              }
            />
          )
        ) : (
          <>
            <Typography component="p" role="status" color="text.secondary" sx={{ mb: 3, fontWeight: 600 }}>
              {args.search ? t('list.countFor', { count: data.total, formatted, search: args.search }) : t('list.count', { count: data.total, formatted })}
              {args.search && (
                <>
                  {' · '}
                  <Box component={Link} to={paths.blog} sx={{ color: 'primary.main' }}>
                    {t('list.clearSearch')}
                  </Box>
                </>
              )}
            </Typography>
            {data.items.length === 0 ? (
              <EmptyView
                message={t('list.pageEmpty')}
                action={
                  <Button component={Link} to={blogListHref({ page: 1, search: args.search })} variant="outlined">
                    {t('list.firstPage')}
                  </Button>
                }
              />
            ) : (
              <Grid container spacing={3}>
                {data.items.map((post, index) => (
                  <Grid key={post.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <PostCard post={post} eager={index === 0} />
                  </Grid>
                ))}
              </Grid>
            )}
            <PageNumbers
              page={args.page}
              count={pages}
              hrefFor={(page) => blogListHref({ page, search: args.search })}
              label={t('list.pagination')}
              sx={{ display: 'flex', justifyContent: 'center', mt: 5, '& ul': { justifyContent: 'center' } }}
            />
          </>
        )}
      </Container>
    </>
  );
}

/** The route's loader (lazyRoute): its data starts loading with this page's code. */
export const loader = (store: AppStore) => (args: LoaderFunctionArgs) => blogListLoader(store, args);

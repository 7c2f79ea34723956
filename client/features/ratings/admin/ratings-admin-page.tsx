import SearchOffIcon from '@mui/icons-material/SearchOff';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, RATING_MIN } from '../../../../shared/constants';
import type { Rating } from '../../../../shared/types/rating';
import { notify } from '../../../lib/notify';
import type { AppStore } from '../../../store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { ExportLink } from '../../../components/export-link';
import { Stars } from '../../../components/stars';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { dashboardApi, useDashboardStatsQuery } from '../../../dashboard';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { PAGE_PARAM, readPage, readPositiveInt, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useListParams, useServerPageClamp } from '../../../lib/use-list-params';
import { RatingAdminCard } from './rating-admin-card';
import { ratingsAdminApi, useAdminRatingsQuery, useDeleteRatingMutation, type RatingListArgs } from './ratings-admin-api';

export const RATINGS_PAGE_SIZE = 12;
const STAR_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

export function ratingListArgs(params: URLSearchParams): RatingListArgs {
  const search = readSearch(params);
  const value = readPositiveInt(params, 'stars', RATING_MAX);
  return { page: readPage(params), pageSize: RATINGS_PAGE_SIZE, ...(search ? { search } : {}), ...(value ? { value } : {}) };
}

export function prefetch(store: AppStore, url: URL) {
  void store.dispatch(ratingsAdminApi.endpoints.adminRatings.initiate(ratingListArgs(url.searchParams), { subscribe: false }));
  void store.dispatch(dashboardApi.endpoints.dashboardStats.initiate(undefined, { subscribe: false }));
}

/**
 * /dashboard/rates (spec 2.14): total and average, search (comment, client, service; 5.9) and the
 * star filter on the provider, a 1/2/3-column grid, and delete behind 'Confirm Delete'.
 */
export default function RatesPage() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [params, update] = useListParams();
  const args = ratingListArgs(params);
  const { data, error, isLoading, isFetching, refetch } = useAdminRatingsQuery(args);
  const stats = useDashboardStatsQuery().data;
  const [activeId, setActiveId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Rating | null>(null);
  const [deleteRating, deleteState] = useDeleteRatingMutation();
  useServerPageClamp(data, args.page, RATINGS_PAGE_SIZE, update);
  const filtering = Boolean(args.search || args.value);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteRating({ id: deleting.id, serviceId: deleting.serviceId }).unwrap();
      notify('success', t('ratings.toast.deleted'));
      setDeleting(null);
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, 'ratings.toast.deleteFailed'));
    }
  };

  if (isLoading) return <LoadingState />;
  if (error && !data)
    return <ErrorState title={t('ratings.errorTitle')} message={apiErrorText(error, t, 'ratings.loadError')} onRetry={() => void refetch()} />;
  if (data && data.total === 0 && !filtering)
    return (
      <EmptyState
        title={t('ratings.emptyTitle')}
        detail={t('ratings.emptyDetail')}
        icon={<StarBorderIcon aria-hidden color="action" sx={{ fontSize: 44 }} />}
      />
    );

  const total = stats?.ratings ?? data?.total ?? 0;
  const average = stats?.averageRating ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, sm: 4 } }}>
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {t('ratings.title')}
          </Typography>
          <Typography color="text.secondary" data-testid="ratings-total">
            {t('ratings.total', { n: format.number(total) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="ratings-average">
          <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
            {format.number(average, 1)}
          </Typography>
          <Box>
            <Stars value={average} size={20} outlined />
            <Typography variant="body2" color="text.secondary">
              {t('ratings.averageOutOf', { value: format.number(average, 1), max: format.number(RATING_MAX) })}
            </Typography>
          </Box>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={args.search ?? ''}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('ratings.search')}
          placeholder={t('ratings.searchPlaceholder')}
          id="ratings-search"
        />
        <TextField
          select
          size="small"
          label={t('ratings.starFilter')}
          value={args.value ? String(args.value) : '0'}
          onChange={(event) => update({ stars: event.target.value === '0' ? null : event.target.value })}
          sx={{ minWidth: { sm: 180 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          <MenuItem value="0">{t('ratings.allRatings')}</MenuItem>
          {STAR_VALUES.map((value) => (
            <MenuItem key={value} value={String(value)}>
              {t(value === 1 ? 'ratings.oneStar' : 'ratings.nStars', { n: format.number(value) })}
            </MenuItem>
          ))}
        </TextField>
        <ExportLink path="/Rates/export" filters={args} disabled={data?.total === 0} />
      </Box>
      {data && data.total === 0 && (
        <EmptyState
          title={t('ratings.noResults')}
          detail={t('ratings.noResultsDetail')}
          icon={<SearchOffIcon aria-hidden color="action" sx={{ fontSize: 44 }} />}
        />
      )}
      {data && data.items.length > 0 && (
        <Box
          component="section"
          aria-label={t('ratings.listLabel')}
          aria-busy={isFetching}
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            opacity: isFetching ? 0.7 : 1,
          }}
        >
          {data.items.map((rating) => (
            <RatingAdminCard
              key={rating.id}
              rating={rating}
              active={activeId === rating.id}
              onActivate={() => setActiveId(rating.id)}
              onDeactivate={() => setActiveId((current) => (current === rating.id ? null : current))}
              onDelete={() => setDeleting(rating)}
            />
          ))}
        </Box>
      )}
      {data && data.total > 0 && (
        <Pager
          page={args.page}
          pageSize={RATINGS_PAGE_SIZE}
          total={data.total}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('ratings.pages')}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('ratings.confirmTitle')}
        message={t('ratings.confirmMessage')}
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

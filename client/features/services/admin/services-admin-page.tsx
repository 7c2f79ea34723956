import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PAGE_SIZE } from '../../../../shared/constants';
import type { Service } from '../../../../shared/types/service';
import { notify } from '../../../lib/notify';
import type { AppStore } from '../../../store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { prefetchServices, useGetServicesQuery } from '../services-api';
import { averageMinimumDuration } from './durations';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { serviceErrorTexts } from './service-error-texts';
import { NEW_PARAM, PAGE_PARAM, readPage, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { clampPage, pageOf } from '../../../lib/pagination';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useListParams } from '../../../lib/use-list-params';
import { ServiceCard } from './service-admin-card';
import { ServiceDialog } from './service-dialog';
import { filterServices } from './service-filter';
import { useDeleteServiceMutation } from './services-admin-api';

export function prefetch(store: AppStore) {
  void store.dispatch(prefetchServices());
}

function Counter({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2.5, py: 1.5, borderRadius: 3, minWidth: 180 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** /dashboard/services (spec 2.14): counters, search, a grid of 6 per page, add, edit and delete. */
export default function ServicesPage() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [params, update] = useListParams();
  const search = readSearch(params);
  const { data, error, isLoading, refetch } = useGetServicesQuery();
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [deleteService, deleteState] = useDeleteServiceMutation();

  useEffect(() => {
    if (params.get(NEW_PARAM)) {
      setEditing(null);
      update({ [NEW_PARAM]: null });
    }
  }, [params, update]);

  // Spec 8: a fetch failure is shown as its error text (and toasted once).
  useEffect(() => {
    if (error && !isSessionExpiry(error)) notify('error', apiErrorText(error, t, serviceErrorTexts('fetch')), { id: 'services-fetch' });
  }, [error, t]);

  const services = useMemo(() => data ?? [], [data]);
  const filtered = useMemo(() => filterServices(services, search), [services, search]);
  const page = clampPage(readPage(params), filtered.length, DASHBOARD_PAGE_SIZE);
  const average = averageMinimumDuration(services);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteService(deleting.id).unwrap();
      notify('success', t('services.toast.deleted'));
      setDeleting(null);
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, serviceErrorTexts('delete')));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} aria-label={t('services.counters')} role="group">
        <Counter label={t('services.totalServices')} value={format.number(services.length)} />
        <Counter
          label={t('services.averageMinDuration')}
          value={
            average
              ? t('services.card.durationValue', {
                  value: format.number(average.value, Number.isInteger(average.value) ? 0 : 1),
                  unit: t(`services.units.${average.unit}`),
                })
              : '—'
          }
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={search}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('services.search')}
          placeholder={t('services.searchPlaceholder')}
          id="services-search"
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t('services.add')}
        </Button>
      </Box>

      {isLoading && <LoadingState />}
      {error && !data && <ErrorState message={apiErrorText(error, t, serviceErrorTexts('fetch'))} onRetry={() => void refetch()} />}
      {data && filtered.length === 0 && (
        <EmptyState title={t('services.empty')} detail={services.length > 0 ? t('services.noMatchesDetail') : t('services.emptyDetail')} />
      )}
      {filtered.length > 0 && (
        <Box
          component="section"
          aria-label={t('services.gridLabel')}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {pageOf(filtered, page, DASHBOARD_PAGE_SIZE).map((service) => (
            <ServiceCard key={service.id} service={service} onEdit={() => setEditing(service)} onDelete={() => setDeleting(service)} />
          ))}
        </Box>
      )}
      {filtered.length > 0 && (
        <Pager
          page={page}
          pageSize={DASHBOARD_PAGE_SIZE}
          total={filtered.length}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('services.pages')}
        />
      )}

      {editing !== undefined && <ServiceDialog service={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('services.deleteTitle')}
        message={t('services.deleteMessage', { title: deleting?.title ?? '' })}
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

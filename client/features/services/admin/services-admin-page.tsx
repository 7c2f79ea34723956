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
import { ChecklistDialog } from './checklist-dialog';
import { filterServices } from './service-filter';
import { useArchivedServicesQuery, useArchiveServiceMutation, useRestoreServiceMutation } from './services-admin-api';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

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

/**
 * /dashboard/services (spec 2.14): counters, search, a grid of 6 per page, add, edit and archive;
 * ?archived=1 lists the archived services, each restorable.
 */
export default function ServicesPage() {
  const { t, i18n } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [params, update] = useListParams();
  const search = readSearch(params);
  const showArchived = params.get('archived') === '1';
  const live = useGetServicesQuery(undefined, { skip: showArchived });
  const archived = useArchivedServicesQuery(undefined, { skip: !showArchived });
  const { data, error, isLoading, refetch } = showArchived ? archived : live;
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const [archiving, setArchiving] = useState<Service | null>(null);
  const [checklistOf, setChecklistOf] = useState<Service | null>(null);
  const [archiveService, archiveState] = useArchiveServiceMutation();
  const [restoreService] = useRestoreServiceMutation();
  const titleOf = (service: Service) => (i18n.language === 'ar' && service.arabicTitle ? service.arabicTitle : service.title);

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

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      await archiveService(archiving.id).unwrap();
      notify('success', t('services.toast.archived', { title: titleOf(archiving) }));
      setArchiving(null);
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, serviceErrorTexts('delete')));
    }
  };

  const restore = async (service: Service) => {
    try {
      await restoreService(service.id).unwrap();
      notify('success', t('services.toast.restored', { title: titleOf(service) }));
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, serviceErrorTexts('update')));
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
        <ToggleButtonGroup
          exclusive
          size="small"
          value={showArchived ? 'archived' : 'live'}
          onChange={(_event, value: 'live' | 'archived' | null) => value && update({ archived: value === 'archived' ? '1' : null, [PAGE_PARAM]: null })}
          aria-label={t('services.shownLabel')}
        >
          <ToggleButton value="live">{t('services.shown.live')}</ToggleButton>
          <ToggleButton value="archived">{t('services.shown.archived')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t('services.add')}
        </Button>
      </Box>

      {isLoading && <LoadingState />}
      {error && !data && <ErrorState message={apiErrorText(error, t, serviceErrorTexts('fetch'))} onRetry={() => void refetch()} />}
      {data && filtered.length === 0 && (
        <EmptyState
          title={showArchived ? t('services.emptyArchived') : t('services.empty')}
          detail={services.length > 0 ? t('services.noMatchesDetail') : showArchived ? undefined : t('services.emptyDetail')}
        />
      )}
      {filtered.length > 0 && (
        <Box
          component="section"
          aria-label={t('services.gridLabel')}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {pageOf(filtered, page, DASHBOARD_PAGE_SIZE).map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              onEdit={() => setEditing(service)}
              onArchive={() => setArchiving(service)}
              onRestore={() => void restore(service)}
              onChecklist={() => setChecklistOf(service)}
            />
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
      {checklistOf && <ChecklistDialog service={checklistOf} onClose={() => setChecklistOf(null)} />}
      <ConfirmDialog
        open={archiving !== null}
        title={t('services.archiveTitle', { title: archiving ? titleOf(archiving) : '' })}
        message={t('services.archiveMessage', { title: archiving ? titleOf(archiving) : '' })}
        confirmLabel={t('archive.confirm')}
        busy={archiveState.isLoading}
        onConfirm={() => void confirmArchive()}
        onClose={() => setArchiving(null)}
      />
    </Box>
  );
}

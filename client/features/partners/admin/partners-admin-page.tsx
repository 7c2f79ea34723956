import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../../../../shared/types/partner';
import { notify } from '../../../lib/notify';
import type { AppStore } from '../../../store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { DataTable } from '../../../components/data-table';
import { prefetchPartners, useGetPartnersQuery } from '../partners-api';
import { prefetchServices, useGetServicesQuery } from '../../services';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { NEW_PARAM, PAGE_PARAM, readPage, readPositiveInt, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { clampPage, pageOf } from '../../../lib/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { localized } from '../../../lib/text';
import { useLanguage } from '../../../lib/use-language';
import { PartnerDialog } from './partner-dialog';
import { PartnerDispatchDialog } from '../../dispatch/admin';
import { filterPartners, isPartnerActive } from './partner-admin-filter';
import { useArchivedPartnersQuery, useArchivePartnerMutation, useRestorePartnerMutation } from './partners-admin-api';
import { FilterSelect } from '../../../components/filter-select';

export const EMPLOYEES_PAGE_SIZE = 10;

export function prefetch(store: AppStore) {
  void store.dispatch(prefetchPartners());
  void store.dispatch(prefetchServices());
}

const clamp2 = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/** /dashboard/employees: the partners table of spec 2.14 with search, service filter, add, edit and archive; ?archived=1 the archived ones, restorable. */
export default function EmployeesPage() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const [params, update] = useListParams();
  const search = readSearch(params);
  const serviceId = readPositiveInt(params, 'serviceId');
  const showArchived = params.get('archived') === '1';
  const liveQuery = useGetPartnersQuery(undefined, { skip: showArchived });
  const archivedQuery = useArchivedPartnersQuery(undefined, { skip: !showArchived });
  const partnersQuery = showArchived ? archivedQuery : liveQuery;
  const servicesQuery = useGetServicesQuery();
  const services = useMemo(() => servicesQuery.data ?? [], [servicesQuery.data]);
  const [editing, setEditing] = useState<Partner | null | undefined>(undefined);
  const [archiving, setArchiving] = useState<Partner | null>(null);
  // Issue 27: the partner's login, contact and cities, hours and days off.
  const [dispatching, setDispatching] = useState<Partner | null>(null);
  const [archivePartner, archiveState] = useArchivePartnerMutation();
  const [restorePartner] = useRestorePartnerMutation();

  // The overview's "Add an employee" opens the form here.
  useEffect(() => {
    if (params.get(NEW_PARAM)) {
      setEditing(null);
      update({ [NEW_PARAM]: null });
    }
  }, [params, update]);

  const filtered = useMemo(() => filterPartners(partnersQuery.data ?? [], services, search, serviceId), [partnersQuery.data, services, search, serviceId]);
  const page = clampPage(readPage(params), filtered.length, EMPLOYEES_PAGE_SIZE);
  const rows = pageOf(filtered, page, EMPLOYEES_PAGE_SIZE);
  const serviceById = new Map(services.map((service) => [service.id, service]));

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      await archivePartner(archiving.id).unwrap();
      notify('success', t('employees.toast.archived', { name: localized(language, archiving.name, archiving.arabicName) }));
      setArchiving(null);
    } catch (error) {
      if (!isSessionExpiry(error)) notify('error', apiErrorText(error, t, 'employees.toast.deleteFailed'));
    }
  };

  const restore = async (partner: Partner) => {
    try {
      await restorePartner(partner.id).unwrap();
      notify('success', t('employees.toast.restored', { name: localized(language, partner.name, partner.arabicName) }));
    } catch (error) {
      if (!isSessionExpiry(error)) notify('error', apiErrorText(error, t, 'employees.toast.deleteFailed'));
    }
  };

  const total = partnersQuery.data?.length ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={search}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('employees.search')}
          placeholder={t('employees.searchPlaceholder')}
          id="employees-search"
        />
        <FilterSelect
          label={t('employees.serviceFilter')}
          value={serviceId ? String(serviceId) : null}
          onChange={(value) => update({ serviceId: value })}
          allLabel={t('employees.allServices')}
          options={services.map((service) => ({ value: String(service.id), label: localized(language, service.title, service.arabicTitle) }))}
          minWidth={220}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={showArchived ? 'archived' : 'live'}
          onChange={(_event, value: 'live' | 'archived' | null) => value && update({ archived: value === 'archived' ? '1' : null, [PAGE_PARAM]: null })}
          aria-label={t('employees.shownLabel')}
        >
          <ToggleButton value="live">{t('employees.shown.live')}</ToggleButton>
          <ToggleButton value="archived">{t('employees.shown.archived')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} disabled={!servicesQuery.data}>
          {t('employees.add')}
        </Button>
      </Box>

      {partnersQuery.isLoading && <LoadingState />}
      {partnersQuery.error && !partnersQuery.data && (
        <ErrorState message={apiErrorText(partnersQuery.error, t, 'employees.loadError')} onRetry={() => void partnersQuery.refetch()} />
      )}
      {partnersQuery.data && total === 0 && (
        <EmptyState title={showArchived ? t('employees.emptyArchived') : t('employees.empty')} detail={showArchived ? undefined : t('employees.emptyDetail')} />
      )}
      {partnersQuery.data && total > 0 && filtered.length === 0 && <EmptyState title={t('employees.noMatches')} detail={t('employees.noMatchesDetail')} />}

      {rows.length > 0 && (
        <DataTable
          id="employees"
          caption={t('employees.tableCaption')}
          minWidth={960}
          columns={[
            { label: t('employees.columns.employee') },
            { label: t('employees.columns.service') },
            { label: t('employees.columns.status') },
            { label: t('employees.columns.location') },
            { label: t('employees.columns.description') },
            { label: t('employees.columns.actions'), end: true },
          ]}
        >
          {rows.map((partner) => {
            const service = serviceById.get(partner.serviceId);
            const active = isPartnerActive(partner, services);
            return (
              <TableRow key={partner.id} hover data-partner={partner.id}>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontWeight: 700, textAlign: 'start' }} lang="en" dir="ltr">
                    {partner.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" lang="ar" dir="rtl" sx={{ textAlign: 'start' }}>
                    {partner.arabicName}
                  </Typography>
                </TableCell>
                <TableCell>
                  {service ? (
                    <>
                      <Typography variant="body2" lang="en" dir="ltr" sx={{ textAlign: 'start' }}>
                        {service.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" lang="ar" dir="rtl" sx={{ textAlign: 'start' }}>
                        {service.arabicTitle}
                      </Typography>
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t('employees.noService')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={active ? 'success' : 'default'} label={active ? t('employees.active') : t('employees.inactive')} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" lang="en" dir="ltr" sx={{ textAlign: 'start' }}>
                    {partner.location}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" lang="ar" dir="rtl" sx={{ textAlign: 'start' }}>
                    {partner.arabicLocation}
                  </Typography>
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Typography variant="body2" lang="en" dir="ltr" sx={{ ...clamp2, textAlign: 'start' }} title={partner.description}>
                    {partner.description}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    lang="ar"
                    dir="rtl"
                    sx={{ ...clamp2, textAlign: 'start' }}
                    title={partner.arabicDescription}
                  >
                    {partner.arabicDescription}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', textAlign: 'end' }}>
                  {partner.archivedAt ? (
                    <Tooltip title={t('archive.restore')}>
                      <IconButton onClick={() => void restore(partner)} aria-label={t('employees.restoreLabel', { name: partner.name })}>
                        <UnarchiveOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  ) : (
                    <>
                      <Tooltip title={t('common.edit')}>
                        <IconButton onClick={() => setEditing(partner)} aria-label={t('employees.editLabel', { name: partner.name })}>
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('partnerDispatch.open')}>
                        <IconButton onClick={() => setDispatching(partner)} aria-label={t('partnerDispatch.openLabel', { name: partner.name })}>
                          <ManageAccountsOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('archive.action')}>
                        <IconButton color="warning" onClick={() => setArchiving(partner)} aria-label={t('employees.archiveLabel', { name: partner.name })}>
                          <ArchiveOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      )}
      {filtered.length > 0 && (
        <Pager
          page={page}
          pageSize={EMPLOYEES_PAGE_SIZE}
          total={filtered.length}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('employees.pages')}
        />
      )}

      {editing !== undefined && <PartnerDialog partner={editing} services={services} onClose={() => setEditing(undefined)} />}
      {dispatching && (
        <PartnerDispatchDialog
          partnerId={dispatching.id}
          name={localized(language, dispatching.name, dispatching.arabicName)}
          onClose={() => setDispatching(null)}
        />
      )}
      <ConfirmDialog
        open={archiving !== null}
        title={t('employees.archiveTitle', { name: archiving ? localized(language, archiving.name, archiving.arabicName) : '' })}
        message={t('employees.archiveMessage', { name: archiving ? localized(language, archiving.name, archiving.arabicName) : '' })}
        confirmLabel={t('archive.confirm')}
        busy={archiveState.isLoading}
        onConfirm={() => void confirmArchive()}
        onClose={() => setArchiving(null)}
      />
    </Box>
  );
}

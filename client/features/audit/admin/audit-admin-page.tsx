import Box from '@mui/material/Box';
import { dashboardPaths } from '../../../dashboard-paths';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { saudiDate } from '../../../../shared/scheduling/saudi-clock';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity, type AuditEntry } from '../../../../shared/types/audit';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { PAGE_PARAM, readEnum, readPage, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useListParams, useServerPageClamp } from '../../../lib/use-list-params';
import { paths } from '../../../paths';
import type { AppStore } from '../../../store';
import { AuditChangesDialog } from './audit-changes-dialog';
import { type AuditListArgs, auditAdminApi, useAuditLogQuery } from './audit-admin-api';
import { AUDIT_PERIODS, periodRange } from './audit-period';
import { FilterSelect } from '../../../components/filter-select';

export const AUDIT_PAGE_SIZE = 20;

/** The list call for an address: the same in the route's loader and on the screen. */
export function auditListArgs(params: URLSearchParams, today = saudiDate(new Date())): AuditListArgs {
  const search = readSearch(params);
  const entity = readEnum(params, 'entity', AUDIT_ENTITIES);
  const action = readEnum(params, 'action', AUDIT_ACTIONS);
  const period = readEnum(params, 'period', AUDIT_PERIODS);
  return {
    page: readPage(params),
    pageSize: AUDIT_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(entity ? { entity } : {}),
    ...(action && (!entity || action.startsWith(`${entity}.`)) ? { action } : {}),
    ...(period ? periodRange(period, today) : {}),
  };
}

export function prefetch(store: AppStore, url: URL) {
  void store.dispatch(auditAdminApi.endpoints.auditLog.initiate(auditListArgs(url.searchParams), { subscribe: false }));
}

/** Where a changed record is shown in the dashboard, when it still is. */
function recordPath(entity: AuditEntity, id: number | null): string | null {
  if (entity === 'content') return dashboardPaths.content;
  if (entity === 'availability') return dashboardPaths.availability;
  if (id === null) return null;
  if (entity === 'booking') return `${dashboardPaths.bookings}?booking=${id}`;
  if (entity === 'user') return `${dashboardPaths.users}?user=${id}`;
  if (entity === 'quote') return paths.quote(id);
  if (entity === 'invoice') return dashboardPaths.invoices;
  if (entity === 'post') return `${dashboardPaths.blog}/${id}`;
  return null;
}

/** /dashboard/audit: every change an admin made, newest first, filtered by who, what and when. */
export default function AuditPage() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [params, update] = useListParams();
  const args = auditListArgs(params);
  const { data, error, isLoading, isFetching, refetch } = useAuditLogQuery(args);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  useServerPageClamp(data, args.page, AUDIT_PAGE_SIZE, update);
  const filtering = Boolean(args.search || args.entity || args.action || args.from);
  const actions = AUDIT_ACTIONS.filter((action) => !args.entity || action.startsWith(`${args.entity}.`));
  const record = (entry: AuditEntry) => {
    const name = t(`audit.entities.${entry.entity}`);
    return entry.entityId === null ? name : t('audit.recordWithId', { record: name, id: format.number(entry.entityId) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">{t('audit.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={args.search ?? ''}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('audit.search')}
          placeholder={t('audit.searchPlaceholder')}
          id="audit-search"
        />
        <FilterSelect
          label={t('audit.entityFilter')}
          value={args.entity}
          onChange={(entity) => update({ entity, action: null })}
          allLabel={t('audit.allEntities')}
          options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) }))}
          minWidth={170}
        />
        <FilterSelect
          label={t('audit.actionFilter')}
          value={args.action}
          onChange={(action) => update({ action })}
          allLabel={t('audit.allActions')}
          options={actions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
          minWidth={220}
        />
        <FilterSelect
          label={t('audit.periodFilter')}
          value={readEnum(params, 'period', AUDIT_PERIODS)}
          onChange={(period) => update({ period })}
          allLabel={t('audit.allTime')}
          options={AUDIT_PERIODS.map((period) => ({ value: period, label: t(`audit.periods.${period}`) }))}
        />
      </Box>

      {isLoading && <LoadingState />}
      {error && !data && <ErrorState message={apiErrorText(error, t, 'audit.loadError')} onRetry={() => void refetch()} />}
      {data && data.total === 0 && (
        <EmptyState title={t(filtering ? 'audit.noMatches' : 'audit.empty')} detail={t(filtering ? 'audit.noMatchesDetail' : 'audit.emptyDetail')} />
      )}
      {data && data.items.length > 0 && (
        <DataTable
          id="audit"
          caption={t('audit.tableCaption')}
          minWidth={860}
          busy={isFetching}
          columns={[
            { label: t('audit.columns.when') },
            { label: t('audit.columns.who') },
            { label: t('audit.columns.what') },
            { label: t('audit.columns.record') },
            { label: t('audit.columns.details'), end: true },
          ]}
        >
          {data.items.map((entry) => {
            const to = entry.after === null ? null : recordPath(entry.entity, entry.entityId);
            return (
              <TableRow key={entry.id} hover data-audit={entry.id}>
                <TableCell component="th" scope="row">
                  {format.date(entry.at, 'dateTime')}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <bdi>{entry.actorName}</bdi>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                    {entry.actorEmail}
                  </Typography>
                  {entry.actorId === null && (
                    <Typography variant="caption" color="text.secondary">
                      {t('audit.actorDeleted')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{t(`audit.actions.${entry.action}`)}</TableCell>
                <TableCell>
                  {to ? (
                    <Link component={RouterLink} to={to}>
                      {record(entry)}
                    </Link>
                  ) : (
                    record(entry)
                  )}
                </TableCell>
                <TableCell sx={{ textAlign: 'end' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setOpen(entry)}
                    aria-label={t('audit.changesOf', { what: t(`audit.actions.${entry.action}`), record: record(entry) })}
                  >
                    {t('audit.changes')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      )}
      {data && data.total > 0 && (
        <Pager
          page={args.page}
          pageSize={AUDIT_PAGE_SIZE}
          total={data.total}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('audit.pages')}
        />
      )}
      {open && (
        <AuditChangesDialog
          entry={open}
          title={t('audit.changesTitle', { what: t(`audit.actions.${open.action}`), record: record(open), when: format.date(open.at, 'dateTime') })}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}

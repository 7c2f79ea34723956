import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_REQUEST_STATES, type DataRequest } from '../../../../shared/types/privacy';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { type Tone, ToneChip } from '../../../components/tone-chip';
import { apiErrorText } from '../../../lib/api-error-text';
import { PAGE_PARAM, readEnum, readPage, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useListParams, useServerPageClamp } from '../../../lib/use-list-params';
import type { AppStore } from '../../../store';
import { type Closing, CloseRequestDialog } from './close-request-dialog';
import { deadlineOf } from './deadline';
import { LogRequestDialog } from './log-request-dialog';
import { type DataRequestListArgs, privacyAdminApi, useDataRequestsQuery } from './privacy-admin-api';
import { FilterSelect } from '../../../components/filter-select';

export const REQUESTS_PAGE_SIZE = 20;

/** The list call for an address: the same in the route's loader and on the screen. */
export function requestListArgs(params: URLSearchParams): DataRequestListArgs {
  const search = readSearch(params);
  const state = readEnum(params, 'state', DATA_REQUEST_STATES);
  return {
    page: readPage(params),
    pageSize: REQUESTS_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(state ? { state } : {}),
    ...(params.get('overdue') === 'true' ? { overdue: true } : {}),
  };
}

export function prefetch(store: AppStore, url: URL) {
  void store.dispatch(privacyAdminApi.endpoints.dataRequests.initiate(requestListArgs(url.searchParams), { subscribe: false }));
}

const STATE_TONES: Record<DataRequest['state'], Tone> = { open: 'blue', done: 'green', refused: 'grey' };

function DeadlineCell({ request }: { request: DataRequest }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const deadline = deadlineOf(request, new Date());
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{format.date(request.dueAt)}</span>
      {deadline.kind === 'overdue' && (
        <ToneChip tone="red" label={t('privacy.requests.overdueBy', { count: deadline.days, n: format.number(deadline.days) })} />
      )}
      {deadline.kind === 'today' && <ToneChip tone="amber" label={t('privacy.requests.dueToday')} />}
      {deadline.kind === 'left' && (
        <ToneChip
          tone={deadline.days <= 7 ? 'amber' : 'teal'}
          label={t('privacy.requests.daysLeft', { count: deadline.days, n: format.number(deadline.days) })}
        />
      )}
    </Stack>
  );
}

/** /dashboard/data-requests: the PDPL requests queue, open ones first by deadline, with what was done and by whom. */
export default function DataRequestsPage() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [params, update] = useListParams();
  const args = requestListArgs(params);
  const { data, error, isLoading, isFetching, refetch } = useDataRequestsQuery(args, { refetchOnMountOrArgChange: true });
  const [logging, setLogging] = useState(false);
  const [closing, setClosing] = useState<Closing | null>(null);
  useServerPageClamp(data, args.page, REQUESTS_PAGE_SIZE, update);
  const filtering = Boolean(args.search || args.state || args.overdue);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">{t('privacy.requests.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={args.search ?? ''}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('privacy.requests.search')}
          placeholder={t('privacy.requests.searchPlaceholder')}
          id="requests-search"
        />
        <FilterSelect
          label={t('privacy.requests.stateFilter')}
          value={args.state}
          onChange={(state) => update({ state })}
          allLabel={t('common.all')}
          options={DATA_REQUEST_STATES.map((state) => ({ value: state, label: t(`privacy.requests.states.${state}`) }))}
        />
        <FormControlLabel
          control={<Switch checked={Boolean(args.overdue)} onChange={(event) => update({ overdue: event.target.checked ? 'true' : null })} />}
          label={t('privacy.requests.overdueOnly')}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setLogging(true)} sx={{ marginInlineStart: { md: 'auto' } }}>
          {t('privacy.requests.log')}
        </Button>
      </Box>

      {isLoading && <LoadingState />}
      {error && !data && <ErrorState message={apiErrorText(error, t, 'privacy.requests.loadError')} onRetry={() => void refetch()} />}
      {data && data.total === 0 && (
        <EmptyState
          title={t(filtering ? 'privacy.requests.noMatches' : 'privacy.requests.empty')}
          detail={t(filtering ? 'privacy.requests.noMatchesDetail' : 'privacy.requests.emptyDetail')}
        />
      )}
      {data && data.items.length > 0 && (
        <DataTable
          id="data-requests"
          caption={t('privacy.requests.tableCaption')}
          minWidth={1000}
          busy={isFetching}
          columns={[
            { label: t('privacy.requests.columns.kind') },
            { label: t('privacy.requests.columns.requester') },
            { label: t('privacy.requests.columns.received') },
            { label: t('privacy.requests.columns.deadline') },
            { label: t('privacy.requests.columns.state') },
            { label: t('privacy.requests.columns.handledBy') },
            { label: t('privacy.requests.columns.actions'), end: true },
          ]}
        >
          {data.items.map((request) => (
            <TableRow key={request.id} hover data-request={request.id} data-overdue={request.overdue || undefined}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`privacy.requests.kinds.${request.kind}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`privacy.requests.sources.${request.source}`)}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                <bdi>{request.requester}</bdi>
                {request.details && (
                  <Typography variant="body2" color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-line', textAlign: 'start' }}>
                    {request.details}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{format.date(request.receivedAt)}</TableCell>
              <TableCell>
                <DeadlineCell request={request} />
              </TableCell>
              <TableCell>
                <ToneChip tone={STATE_TONES[request.state]} label={t(`privacy.requests.states.${request.state}`)} />
              </TableCell>
              <TableCell>
                {request.handledAt ? (
                  <>
                    <bdi>{request.handledByName ?? t('privacy.requests.formerAdmin')}</bdi>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {format.date(request.handledAt, 'dateTime')}
                    </Typography>
                    {request.note && (
                      <Typography variant="body2" color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-line', textAlign: 'start' }}>
                        {request.note}
                      </Typography>
                    )}
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('privacy.requests.notHandled')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ textAlign: 'end' }}>
                {request.state === 'open' && (
                  <Box sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => setClosing({ request, state: 'done' })}
                      aria-label={t(request.kind === 'deletion' ? 'privacy.requests.eraseOf' : 'privacy.requests.completeOf', { requester: request.requester })}
                    >
                      {t(request.kind === 'deletion' ? 'privacy.requests.erase' : 'privacy.requests.complete')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => setClosing({ request, state: 'refused' })}
                      aria-label={t('privacy.requests.refuseOf', { requester: request.requester })}
                    >
                      {t('privacy.requests.refuse')}
                    </Button>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      {data && data.total > 0 && (
        <Pager
          page={args.page}
          pageSize={REQUESTS_PAGE_SIZE}
          total={data.total}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('privacy.requests.pages')}
        />
      )}
      <LogRequestDialog open={logging} onClose={() => setLogging(false)} />
      {closing && <CloseRequestDialog closing={closing} onClose={() => setClosing(null)} />}
    </Box>
  );
}

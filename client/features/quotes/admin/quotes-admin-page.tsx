import AddIcon from '@mui/icons-material/Add';
import { ExportLink } from '../../../components/export-link';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Quote } from '../../../../shared/types/quote';
import { dashboardPaths } from '../../../dashboard-paths';
import { Pager } from '../../../components/pager/pager';
import { QuoteActions } from '../quote-actions';
import { QuoteDetailsDialog } from './quote-details-dialog';
import { QuoteStatusChip } from '../quote-status-chip';
import { QuoteStatusTabs } from '../quote-status-tabs';
import { DASHBOARD_QUOTES_PAGE_SIZE, listArgsFrom } from '../quote-loaders';
import { quotesApi, useGetAllQuotesQuery } from '../quotes-api';
import type { AppStore } from '../../../store';
import { useListParams } from '../../../lib/use-list-params';
import { useQuoteFormat } from '../use-quote-format';
import { LoadingView } from '../../../components/status-views';
import { QuoteLoadError } from '../quote-load-error';
import { DataTable } from '../../../components/data-table';

const SEARCH_DELAY_MS = 300;

/** /dashboard/quotes: the page of quotes its address asks for (the dashboard's screens run this for an Admin only). */
export function prefetch(store: AppStore, url: URL): void {
  void store.dispatch(quotesApi.endpoints.getAllQuotes.initiate(listArgsFrom(url.searchParams, DASHBOARD_QUOTES_PAGE_SIZE), { subscribe: false }));
}

/** /dashboard/quotes (spec 2.14): search, status filter with counts, details, PDF, and accept/reject while pending. */
export default function DashboardQuotesPage() {
  const { t } = useTranslation(['quotes', 'common']);
  const f = useQuoteFormat();
  const [params, update] = useListParams();
  const args = listArgsFrom(params, DASHBOARD_QUOTES_PAGE_SIZE);
  const { data, error, isLoading, isFetching, refetch } = useGetAllQuotesQuery(args);
  const [search, setSearch] = useState(args.search ?? '');
  const [viewing, setViewing] = useState<Pick<Quote, 'id' | 'quoteNumber'> | null>(null);

  // The search follows typing after a short pause, and lands in the address (a reload keeps it).
  useEffect(() => {
    if (search.trim() === (args.search ?? '')) return;
    const timer = setTimeout(() => update({ search: search.trim(), status: args.status }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return (
    <Box>
      {/* The dashboard's top bar carries the page's heading (h1); the screen opens with its summary. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportLink path="/Quotes/export" filters={args} disabled={data?.total === 0} />
          <Button component={Link} to={dashboardPaths.createQuote} variant="contained" startIcon={<AddIcon />}>
            {t('actions.create')}
          </Button>
        </Stack>
      </Stack>
      <TextField
        fullWidth
        type="search"
        label={t('dashboard.searchLabel')}
        placeholder={t('dashboard.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      <QuoteStatusTabs value={args.status} counts={data?.counts} onChange={(status) => update({ status, search: args.search })} />
      <Box sx={{ mt: 2 }} aria-busy={isFetching}>
        {isLoading ? (
          <LoadingView label={t('list.loading')} />
        ) : error ? (
          <QuoteLoadError title={t('list.loadError')} error={error} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
            {t('dashboard.empty')}
          </Typography>
        ) : (
          <DataTable
            id="quotes"
            caption={t('dashboard.title')}
            minWidth={900}
            columns={(['number', 'client', 'date', 'total', 'status', 'actions'] as const).map((column) => ({
              label: t(`dashboard.columns.${column}`),
              end: column === 'total',
            }))}
          >
            {data.items.map((quote) => (
              <TableRow key={quote.id} hover>
                <TableCell dir="ltr" sx={{ fontWeight: 700, whiteSpace: 'nowrap', textAlign: 'start' }}>
                  {quote.quoteNumber}
                </TableCell>
                <TableCell sx={{ minWidth: 160, maxWidth: 260, overflowWrap: 'anywhere' }}>
                  <Typography dir="auto" sx={{ fontWeight: 600 }}>
                    {quote.clientName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                    {quote.clientEmail}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {f.instant(quote.quoteDate)}
                  <Typography variant="body2" color="text.secondary">
                    {t('list.validUntil', { date: f.day(quote.validUntil) })}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                  {f.money(quote.totalAmount)}
                </TableCell>
                <TableCell>
                  <QuoteStatusChip status={quote.status} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Tooltip title={t('actions.view')}>
                      <IconButton aria-label={`${t('actions.view')} ${quote.quoteNumber}`} color="primary" onClick={() => setViewing(quote)}>
                        <VisibilityIcon />
                      </IconButton>
                    </Tooltip>
                    <QuoteActions quote={quote} onBehalf compact />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
        {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} steps />}
      </Box>
      <QuoteDetailsDialog quoteId={viewing?.id ?? null} quoteNumber={viewing?.quoteNumber ?? ''} onClose={() => setViewing(null)} />
    </Box>
  );
}

/** The route's guard and data, loaded with this page (see lazyRoute). */

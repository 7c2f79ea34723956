import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATES, type Payment, type PaymentState } from '../../../../shared/types/payment';
import { ExportLink } from '../../../components/export-link';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { ErrorView } from '../../../components/status-views';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import type { AppStore } from '../../../store';
import { useQuoteFormat } from '../../quotes';
import { type PaymentListArgs, paymentsApi, useGetAllPaymentsQuery, useGetReceivablesQuery, useReconcilePaymentsMutation } from '../payments-api';
import { PaymentStateChip } from '../payment-state-chip';
import { RefundButton, RefundDialog } from './refund-dialog';
import { DataTable } from '../../../components/data-table';

export const DASHBOARD_PAYMENTS_PAGE_SIZE = 10;

/** The list's arguments from its address (page, state, search), so a reload or a shared link shows the same list. */
export function paymentListArgsFrom(search: URLSearchParams, pageSize: number): PaymentListArgs {
  const page = Number(search.get('page'));
  const state = search.get('state');
  const text = search.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize,
    ...(state && (PAYMENT_STATES as readonly string[]).includes(state) ? { state: state as PaymentState } : {}),
    ...(text ? { search: text.slice(0, 100) } : {}),
  };
}

/** /dashboard/payments: the page of payments its address asks for, and what is due. */
export function prefetch(store: AppStore, url: URL): void {
  void store.dispatch(paymentsApi.endpoints.getAllPayments.initiate(paymentListArgsFrom(url.searchParams, DASHBOARD_PAYMENTS_PAGE_SIZE), { subscribe: false }));
  void store.dispatch(paymentsApi.endpoints.getReceivables.initiate(undefined, { subscribe: false }));
}

/**
 * /dashboard/payments (issue 29): every online payment and refund with the gateway's state, filtered
 * by state and searched; the invoices due and overdue; reconcile with the gateway now; CSV export;
 * refund a payment in full or in part.
 */
export default function DashboardPaymentsPage() {
  const { t } = useTranslation(['account', 'common', 'dashboard']);
  const f = useQuoteFormat();
  const money = (halalas: number) => f.money(halalas / 100);
  const [params, update] = useListParams();
  const args = paymentListArgsFrom(params, DASHBOARD_PAYMENTS_PAGE_SIZE);
  const { data, error, isLoading, isFetching, refetch } = useGetAllPaymentsQuery(args);
  const [reconcile, reconciling] = useReconcilePaymentsMutation();
  const [refunding, setRefunding] = useState<Payment | null>(null);

  async function reconcileNow() {
    try {
      const report = await reconcile().unwrap();
      notify('success', t('payments.admin.reconciled', { ...report }));
    } catch (failure) {
      notify('error', apiErrorText(failure, t, 'account:payments.admin.reconcileFailed'));
    }
  }

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography color="text.secondary">{t('payments.admin.subtitle')}</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportLink path="/Payments/export" filters={{ state: args.state }} disabled={data?.total === 0} />
          <Button variant="contained" startIcon={<SyncIcon />} onClick={() => void reconcileNow()} disabled={reconciling.isLoading}>
            {t('payments.admin.reconcile')}
          </Button>
        </Stack>
      </Stack>
      <Receivables />
      <Box sx={{ mb: 2, mt: 4 }}>
        <SearchField
          id="payment-search"
          value={args.search ?? ''}
          onSearch={(search) => update({ search })}
          label={t('payments.admin.search')}
          placeholder={t('payments.admin.searchHint')}
        />
      </Box>
      <Tabs
        value={args.state ?? 'all'}
        onChange={(_event, next: PaymentState | 'all') => update({ state: next === 'all' ? undefined : next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('payments.admin.stateFilter')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={t('payments.admin.all')} />
        {PAYMENT_STATES.map((state) => (
          <Tab key={state} value={state} label={t(`payments.states.${state}`)} />
        ))}
      </Tabs>
      <Box sx={{ mt: 2 }} aria-busy={isFetching}>
        {isLoading ? (
          <LoadingState label={t('payments.admin.loading')} />
        ) : error ? (
          <ErrorState title={t('payments.admin.loadError')} message={apiErrorText(error, t, 'common:apiErrors.serverError')} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
            {t('payments.admin.empty')}
          </Typography>
        ) : (
          <DataTable
            id="payments"
            caption={t('payments.title')}
            minWidth={1000}
            columns={[
              ...(['id', 'client', 'amount', 'state', 'gatewayPaymentId', 'document'] as const).map((column) => ({
                label: t(`payments.columns.${column}`),
                end: column === 'amount',
              })),
              { label: t('payments.admin.actions') },
            ]}
          >
            {data.items.map((payment) => (
              <TableRow key={payment.id} hover data-payment={payment.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{f.number(payment.id)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`payments.purposes.${payment.purpose}`)} · {t('payments.columns.booking')} {f.number(payment.bookingId)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {f.instant(payment.createdAt)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 140, maxWidth: 240, overflowWrap: 'anywhere' }}>
                  <Typography dir="auto" sx={{ fontWeight: 600 }}>
                    {payment.clientName}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{money(payment.amountHalalas)}</Typography>
                  {payment.refunds.map((refund) => (
                    <Typography key={refund.id} variant="body2" color="text.secondary">
                      {t('payments.admin.refundLine', { amount: money(refund.amountHalalas) })}
                      {refund.creditNoteNumber ? ` · ${t('payments.admin.creditNote', { number: refund.creditNoteNumber })}` : ''}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <PaymentStateChip state={payment.state} />
                  <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start', mt: 0.5 }}>
                    {[payment.gatewayStatus, payment.method].filter(Boolean).join(' · ')}
                  </Typography>
                  {payment.failureMessage && (
                    <Typography variant="body2" color="error" dir="auto">
                      {payment.failureMessage}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" dir="ltr" sx={{ textAlign: 'start', overflowWrap: 'anywhere', maxWidth: 200 }}>
                    {payment.gatewayPaymentId ?? '—'}
                  </Typography>
                </TableCell>
                <TableCell dir="ltr" sx={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
                  {payment.documentNumber ?? payment.invoiceNumber ?? '—'}
                </TableCell>
                <TableCell>
                  <RefundButton payment={payment} onRefund={setRefunding} />
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
        {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} steps />}
      </Box>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Box>
  );
}

/** The issued invoices not paid yet, overdue ones first marked. */
function Receivables() {
  const { t } = useTranslation(['account', 'common']);
  const f = useQuoteFormat();
  const { data, error, isLoading } = useGetReceivablesQuery();
  return (
    <Box component="section" aria-labelledby="receivables-title">
      <Typography id="receivables-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('payments.admin.receivables')}
      </Typography>
      {isLoading ? (
        <LoadingState label={t('payments.admin.loading')} />
      ) : error ? (
        <ErrorView title={t('payments.admin.receivablesError')} message={apiErrorText(error, t, 'common:apiErrors.serverError')} />
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">{t('payments.admin.receivablesEmpty')}</Typography>
      ) : (
        <DataTable
          id="receivables"
          caption={t('payments.admin.receivables')}
          minWidth={640}
          columns={(['invoice', 'client', 'issuedAt', 'dueAmount'] as const).map((column) => ({
            label: t(`payments.admin.${column}`),
            end: column === 'dueAmount',
          }))}
        >
          {data.map((row) => (
            <TableRow key={row.invoiceId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography component="span" dir="ltr" sx={{ fontWeight: 700, me: 1 }}>
                  {row.invoiceNumber}
                </Typography>{' '}
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.overdue ? 'error' : 'default'}
                  label={t(row.overdue ? 'payments.admin.overdue' : 'payments.admin.due')}
                />
              </TableCell>
              <TableCell dir="auto">{row.clientName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.instant(row.issuedAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {f.money(row.dueHalalas / 100)}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </Box>
  );
}

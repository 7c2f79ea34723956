import AddIcon from '@mui/icons-material/Add';
import { ExportLink } from '../../../components/export-link';
import PaidIcon from '@mui/icons-material/Paid';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceStatus, type Language } from '../../../../shared/constants';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { InvoiceKindChip, InvoiceReferences } from '../invoice-kind';
import { CreditNoteDialog } from './credit-note-dialog';
import { DepositDialog } from './deposit-dialog';
import type { Invoice, InvoicePaymentInput } from '../../../../shared/types/invoice';
import { Pager } from '../../../components/pager/pager';
import { DatePartsField, usePickerLanguage } from '../../../components/form/localized-date-fields';
import { SearchField } from '../../../components/search-field';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import type { AppStore } from '../../../store';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import { formatQuoteDay, formatQuoteInstant } from '../../../../shared/quotes/quote-format';
import { formatHijri, showsHijri } from '../../../../shared/format/hijri';
import { useQuoteFormat } from '../../quotes';
import { InvoiceStatusChip } from '../invoice-status-chip';
import { ZatcaState } from './zatca-state';
import { invoiceListArgsFrom, invoicePdfUrl, invoiceXmlUrl, invoicesApi, useGetAllInvoicesQuery, useMarkInvoicePaidMutation } from '../invoices-api';
import { IssueInvoiceDialog } from './issue-invoice-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { DataTable } from '../../../components/data-table';
import { InvoiceAmounts } from '../invoice-amounts';

export const DASHBOARD_INVOICES_PAGE_SIZE = 10;

/** The Hijri date of a day read on `timeZone` (company time by default), or null on a page that does not show them. */
function hijriOf(date: Date, language: Language, timeZone?: string): string | null {
  return showsHijri(language) ? formatHijri(date, language, timeZone ? { timeZone } : {}) : null;
}

/**
 * A day in a narrow table cell: the Gregorian date, and under it its Hijri date when the page shows
 * them (two short lines rather than one long one, which pushed the actions out of view in Arabic).
 */
function DateLines({ gregorian, hijri }: { gregorian: string; hijri: string | null }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {gregorian}
      </Box>
      {hijri && (
        <Box component="span" data-hijri sx={{ display: 'block', fontSize: '0.8em', color: 'text.secondary' }}>
          {hijri}
        </Box>
      )}
    </>
  );
}

/** The years an Arabic page's day filters offer: this Saudi year and the five before (invoices began no earlier). */
function filterYears(): number[] {
  const year = Number(businessToday().slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => year - i);
}

/** /dashboard/invoices: the page of invoices its address asks for (the dashboard's screens run this for an Admin only). */
export function prefetch(store: AppStore, url: URL): void {
  void store.dispatch(invoicesApi.endpoints.getAllInvoices.initiate(invoiceListArgsFrom(url.searchParams, DASHBOARD_INVOICES_PAGE_SIZE), { subscribe: false }));
}

/**
 * /dashboard/invoices: every tax document (invoices, advance-payment invoices, credit notes): issue
 * from a completed booking, record a deposit, credit an invoice, filter (kind, status, days of
 * issue, search), download the bilingual PDFs and record payments.
 */
export default function DashboardInvoicesPage() {
  const { t } = useTranslation(['account', 'common', 'dashboard']);
  const picker = usePickerLanguage();
  const f = useQuoteFormat();
  const [params, update] = useListParams();
  const args = invoiceListArgsFrom(params, DASHBOARD_INVOICES_PAGE_SIZE);
  const { data, error, isLoading, isFetching, refetch } = useGetAllInvoicesQuery(args);
  const [markPaid] = useMarkInvoicePaidMutation();
  const [issuing, setIssuing] = useState(false);
  const [depositing, setDepositing] = useState(false);
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<Pick<Invoice, 'id' | 'invoiceNumber'> | null>(null);
  const filters = { status: args.status, kind: args.kind, search: args.search, from: args.from, to: args.to };

  async function savePayment(payment: InvoicePaymentInput) {
    if (!paying) return;
    try {
      await markPaid({ id: paying.id, body: payment }).unwrap();
      notify('success', t('invoices.admin.paid', { number: paying.invoiceNumber }));
      setPaying(null);
    } catch (failure) {
      notify('error', apiErrorText(failure, t, 'account:invoices.admin.failed'));
      throw failure;
    }
  }

  const label = (key: InvoiceStatus | 'all') => `${t(`invoices.status.${key}`)}${data ? ` (${f.number(data.counts[key])})` : ''}`;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography color="text.secondary">{t('invoices.admin.subtitle')}</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportLink path="/Invoices/export" filters={filters} disabled={data?.total === 0} />
          <Button variant="outlined" startIcon={<SavingsOutlinedIcon />} onClick={() => setDepositing(true)}>
            {t('invoices.actions.recordDeposit')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIssuing(true)}>
            {t('invoices.actions.issue')}
          </Button>
        </Stack>
      </Stack>
      {/* A wrapping row, not a column on phones: a column reads the filters' flex-basis as a height and
          left a 140 px gap under the document filter. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: { xs: '1 1 100%', md: 1 } }}>
          <SearchField
            id="invoice-search"
            value={args.search ?? ''}
            onSearch={(search) => update({ search })}
            label={t('invoices.admin.search')}
            placeholder={t('invoices.admin.searchHint')}
          />
        </Box>
        <FilterSelect
          id="invoice-kind"
          label={t('invoices.fields.kind')}
          value={args.kind}
          onChange={(kind) => update({ kind: kind ?? undefined })}
          allLabel={t('invoices.kinds.all')}
          options={INVOICE_KINDS.map((kind) => ({ value: kind, label: t(`invoices.kinds.${kind}`) }))}
          minWidth={200}
        />
        {(['from', 'to'] as const).map((bound) =>
          picker.localized ? (
            // An Arabic page: day, month and year in words and the page's digits, not Chromium's "mm/dd/yyyy".
            <Box key={bound} sx={{ minWidth: 280, flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
              <DatePartsField
                id={`invoice-${bound}`}
                label={t(`invoices.admin.${bound}`)}
                value={args[bound] ?? ''}
                onChange={(day) => update({ [bound]: day })}
                years={filterYears()}
                language={picker.language}
              />
            </Box>
          ) : (
            <TextField
              key={bound}
              id={`invoice-${bound}`}
              type="date"
              label={t(`invoices.admin.${bound}`)}
              value={args[bound] ?? ''}
              onChange={(event) => update({ [bound]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ minWidth: 160, flex: { xs: '1 1 160px', md: '0 0 180px' } }}
            />
          ),
        )}
      </Stack>
      <Tabs
        value={args.status ?? 'all'}
        onChange={(_event, next: InvoiceStatus | 'all') => update({ status: next === 'all' ? undefined : next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('invoices.statusFilter')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={label('all')} />
        {INVOICE_STATUSES.map((status) => (
          <Tab key={status} value={status} label={label(status)} />
        ))}
      </Tabs>
      <Box sx={{ mt: 2 }} aria-busy={isFetching}>
        {isLoading ? (
          <LoadingState label={t('invoices.loading')} />
        ) : error ? (
          <ErrorState title={t('invoices.admin.loadError')} message={apiErrorText(error, t, 'common:apiErrors.serverError')} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
            {t('invoices.admin.empty')}
          </Typography>
        ) : (
          <DataTable
            id="invoices"
            caption={t('invoices.title')}
            minWidth={1000}
            columns={(['number', 'client', 'issuedAt', 'total', 'status', 'actions'] as const).map((column) => ({
              label: t(`invoices.fields.${column}`),
              end: column === 'total',
            }))}
          >
            {data.items.map((invoice) => (
              <TableRow key={invoice.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-invoice={invoice.invoiceNumber}>
                  <Typography dir="ltr" sx={{ fontWeight: 700, textAlign: 'start' }}>
                    {invoice.invoiceNumber}
                  </Typography>
                  <InvoiceKindChip invoice={invoice} />
                  <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                    {invoice.quoteNumber}
                  </Typography>
                  <InvoiceReferences invoice={invoice} />
                </TableCell>
                <TableCell sx={{ minWidth: 160, maxWidth: 260, overflowWrap: 'anywhere' }}>
                  <Typography dir="auto" sx={{ fontWeight: 600 }}>
                    {invoice.clientName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                    {invoice.clientEmail}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <DateLines gregorian={formatQuoteInstant(invoice.issuedAt, f.language)} hijri={hijriOf(new Date(invoice.issuedAt), f.language)} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <InvoiceAmounts invoice={invoice} />
                </TableCell>
                <TableCell>
                  {invoice.kind !== 'credit_note' && <InvoiceStatusChip status={invoice.status} />}
                  <ZatcaState invoice={invoice} />
                  {invoice.paidOn && invoice.paymentMethod && (
                    // The day (with its Hijri date on a page that shows them) and the method, a line each.
                    <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
                      <DateLines
                        gregorian={formatQuoteDay(invoice.paidOn, f.language)}
                        hijri={hijriOf(new Date(`${invoice.paidOn}T00:00:00Z`), f.language, 'UTC')}
                      />
                      {t(`invoices.methods.${invoice.paymentMethod}`)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Tooltip title={t('invoices.actions.download')}>
                      <IconButton
                        component="a"
                        href={invoicePdfUrl(invoice.id, f.language)}
                        download={`${invoice.invoiceNumber}-${f.language}.pdf`}
                        aria-label={t('invoices.actions.downloadNamed', { number: invoice.invoiceNumber })}
                        color="primary"
                      >
                        <PictureAsPdfIcon />
                      </IconButton>
                    </Tooltip>
                    {invoice.zatca.icv !== null && (
                      <Tooltip title={t('dashboard:zatca.screen.xml')}>
                        <IconButton
                          component="a"
                          href={invoiceXmlUrl(invoice.id)}
                          download={`${invoice.invoiceNumber}.xml`}
                          aria-label={t('dashboard:zatca.screen.xmlNamed', { number: invoice.invoiceNumber })}
                          color="primary"
                        >
                          <CodeIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                    {invoice.status === 'issued' && invoice.kind !== 'credit_note' && (
                      <Button size="small" variant="outlined" startIcon={<PaidIcon />} onClick={() => setPaying(invoice)}>
                        {t('invoices.actions.markPaid')}
                      </Button>
                    )}
                    {invoice.kind !== 'credit_note' && invoice.credited < invoice.total && (
                      <Button
                        size="small"
                        color="warning"
                        startIcon={<ReceiptLongOutlinedIcon />}
                        onClick={() => setCrediting(invoice)}
                        aria-label={t('invoices.actions.creditNamed', { number: invoice.invoiceNumber })}
                      >
                        {t('invoices.actions.credit')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
        {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} steps />}
      </Box>
      <IssueInvoiceDialog open={issuing} onClose={() => setIssuing(false)} />
      <DepositDialog open={depositing} onClose={() => setDepositing(false)} />
      <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
      <MarkPaidDialog invoiceNumber={paying?.invoiceNumber ?? null} onClose={() => setPaying(null)} onSave={savePayment} />
    </Box>
  );
}

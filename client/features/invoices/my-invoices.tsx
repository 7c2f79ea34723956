import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNumbers } from '../../components/pager/page-numbers';
import { apiErrorText } from '../../lib/api-error-text';
import { PayNow } from '../payments';
import { useQuoteFormat } from '../quotes';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoiceKindChip, InvoiceReferences } from './invoice-kind';
import { invoicePdfUrl, invoicesApi, useGetMyInvoicesQuery } from './invoices-api';
import { InvoiceAmounts } from './invoice-amounts';

export const MY_INVOICES_PAGE_SIZE = 10;

export const prefetchMyInvoices = (page = 1) => invoicesApi.endpoints.getMyInvoices.initiate({ page, pageSize: MY_INVOICES_PAGE_SIZE }, { subscribe: false });

/** The client's tax documents on their profile (invoices, advance-payment invoices, credit notes): newest first, each with its status and its bilingual PDF. */
export function MyInvoices() {
  const { t } = useTranslation(['account', 'common']);
  const f = useQuoteFormat();
  const [page, setPage] = useState(1);
  const query = useGetMyInvoicesQuery({ page, pageSize: MY_INVOICES_PAGE_SIZE });
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MY_INVOICES_PAGE_SIZE)) : 1;

  return (
    <Paper
      id="my-invoices"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, scrollMarginTop: 96 }}
      component="section"
      aria-labelledby="my-invoices-title"
    >
      <Typography id="my-invoices-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('invoices.title')}
      </Typography>
      {query.isLoading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('invoices.loading')}</Typography>
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common:errors.tryAgain')}
            </Button>
          }
        >
          {apiErrorText(query.error, t, 'account:invoices.loadFailed')}
        </Alert>
      ) : !data || data.items.length === 0 ? (
        <Typography color="text.secondary">{t('invoices.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {data.items.map((invoice) => (
            <Paper key={invoice.id} variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography dir="ltr" sx={{ fontWeight: 700 }}>
                    {invoice.invoiceNumber}
                  </Typography>
                  <InvoiceKindChip invoice={invoice} />
                  {invoice.kind !== 'credit_note' && <InvoiceStatusChip status={invoice.status} />}
                </Stack>
                <InvoiceReferences invoice={invoice} />
                <Typography variant="body2" color="text.secondary">
                  {t('invoices.fields.issuedAt')}: {f.instant(invoice.issuedAt)}
                  {invoice.paidOn ? ` · ${t('invoices.fields.paidOn')}: ${f.day(invoice.paidOn)}` : ''}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'end' }}>
                <InvoiceAmounts invoice={invoice} />
              </Box>
              <Button
                component="a"
                href={invoicePdfUrl(invoice.id, f.language)}
                download={`${invoice.invoiceNumber}-${f.language}.pdf`}
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                aria-label={t('invoices.actions.downloadNamed', { number: invoice.invoiceNumber })}
              >
                {t('invoices.actions.download')}
              </Button>
              {invoice.kind === 'invoice' && invoice.status === 'issued' && <PayNow bookingId={invoice.bookingId} invoiceId={invoice.id} />}
            </Paper>
          ))}
          {pageCount > 1 && <PageNumbers count={pageCount} page={page} onPage={setPage} color="standard" shape="circular" sx={{ alignSelf: 'center' }} />}
        </Stack>
      )}
    </Paper>
  );
}

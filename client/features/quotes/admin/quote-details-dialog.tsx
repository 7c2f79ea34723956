import CloseIcon from '@mui/icons-material/Close';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CostingDialog } from '../../finance';
import { apiErrorText } from '../../../lib/api-error-text';
import { QuoteActions } from '../quote-actions';
import { QuoteView } from '../quote-view';
import { useGetQuoteQuery } from '../quotes-api';
import { ErrorView, LoadingView } from '../../../components/status-views';

/** The dashboard's "view details": the whole quote, with the admin's accept and reject for the client. */
export function QuoteDetailsDialog({ quoteId, quoteNumber, onClose }: { quoteId: number | null; quoteNumber: string; onClose: () => void }) {
  const { t } = useTranslation(['quotes', 'common']);
  const { t: tf } = useTranslation('finance');
  const { data, error, isLoading } = useGetQuoteQuery(quoteId ?? skipToken);
  // The partner's cost and the company's commission: the admin's own, never part of the quote the client reads.
  const [costing, setCosting] = useState<number | null>(null);
  return (
    <Dialog
      open={quoteId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="quote-details-title"
      scroll="body"
      sx={{ '& .MuiDialog-paper': { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}
    >
      <DialogTitle id="quote-details-title" sx={{ pe: 7 }}>
        {t('dashboard.detailsTitle', { number: quoteNumber })}
      </DialogTitle>
      <IconButton aria-label={t('dashboard.close')} onClick={onClose} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {isLoading ? (
          <LoadingView label={t('view.loading')} />
        ) : error || !data ? (
          <ErrorView message={apiErrorText(error, t, 'quotes:view.notFound')} />
        ) : (
          <>
            <Button variant="outlined" startIcon={<AccountBalanceWalletOutlinedIcon />} onClick={() => setCosting(data.id)} sx={{ mb: 2 }}>
              {tf('costing.open')}
            </Button>
            <QuoteView quote={data} actions={<QuoteActions quote={data} onBehalf />} headingLevel="h2" />
          </>
        )}
      </DialogContent>
      <CostingDialog quoteId={costing} onClose={() => setCosting(null)} />
    </Dialog>
  );
}

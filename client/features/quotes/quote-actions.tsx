import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../../shared/types/quote';
import { apiErrorText } from '../../lib/api-error-text';
import { notify } from '../../lib/notify';
import { quotePdfUrl, useAcceptQuoteMutation, useRejectQuoteMutation } from './quotes-api';
import { RejectQuoteDialog } from './reject-quote-dialog';
import { useQuoteFormat } from './use-quote-format';

interface QuoteActionsProps {
  quote: Pick<Quote, 'id' | 'quoteNumber' | 'status' | 'totalAmount'>;
  /** An admin answering for the client: the buttons say so. */
  onBehalf?: boolean;
  size?: 'small' | 'medium';
  /** Icon buttons with tooltips (a table row); the labels stay as their accessible names. */
  compact?: boolean;
  onAnswered?: () => void;
}

/**
 * Download the PDF in the page's language; accept (after a confirmation) or reject (with a reason)
 * while the quote is pending. Toasts in the page's language; a refused answer shows the server's
 * reason (expired, already answered) or the spec's 'Error accepting quote' / 'Error rejecting quote'.
 */
export function QuoteActions({ quote, onBehalf = false, size = 'medium', compact = false, onAnswered }: QuoteActionsProps) {
  const { t } = useTranslation(['quotes', 'common']);
  const f = useQuoteFormat();
  const [accept, accepting] = useAcceptQuoteMutation();
  const [reject] = useRejectQuoteMutation();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const pending = quote.status === 'pending';

  async function doAccept() {
    try {
      await accept(quote.id).unwrap();
      notify('success', t('toasts.accepted'));
      setConfirming(false);
      onAnswered?.();
    } catch (error) {
      notify('error', apiErrorText(error, t, 'quotes:toasts.acceptError'));
      setConfirming(false);
    }
  }

  async function doReject(reason: string) {
    try {
      await reject({ id: quote.id, reason }).unwrap();
      notify('success', t('toasts.rejected'));
      setRejecting(false);
      onAnswered?.();
    } catch (error) {
      notify('error', apiErrorText(error, t, 'quotes:toasts.rejectError'));
      throw error;
    }
  }

  const pdf = { href: quotePdfUrl(quote.id, f.language), download: `${quote.quoteNumber}-${f.language}.pdf` };
  const acceptLabel = onBehalf ? t('dashboard.acceptFor') : t('actions.accept');
  const rejectLabel = onBehalf ? t('dashboard.rejectFor') : t('actions.reject');
  return (
    <Stack direction={compact ? 'row' : { xs: 'column', sm: 'row' }} spacing={compact ? 0.5 : 1} useFlexGap sx={{ flexWrap: compact ? 'nowrap' : 'wrap' }}>
      {compact ? (
        <>
          <Tooltip title={t('actions.downloadPdf')}>
            <IconButton component="a" {...pdf} aria-label={`${t('actions.downloadPdf')} ${quote.quoteNumber}`} color="primary">
              <PictureAsPdfIcon />
            </IconButton>
          </Tooltip>
          {pending && (
            <>
              <Tooltip title={acceptLabel}>
                <IconButton aria-label={`${acceptLabel} ${quote.quoteNumber}`} color="success" onClick={() => setConfirming(true)}>
                  <CheckCircleIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={rejectLabel}>
                <IconButton aria-label={`${rejectLabel} ${quote.quoteNumber}`} color="error" onClick={() => setRejecting(true)}>
                  <CancelIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </>
      ) : (
        <>
          <Button component="a" {...pdf} variant="outlined" size={size} startIcon={<PictureAsPdfIcon />}>
            {t('actions.downloadPdf')}
          </Button>
          {pending && (
            <>
              <Button variant="contained" color="success" size={size} startIcon={<CheckCircleIcon />} onClick={() => setConfirming(true)}>
                {acceptLabel}
              </Button>
              <Button variant="outlined" color="error" size={size} startIcon={<CancelIcon />} onClick={() => setRejecting(true)}>
                {rejectLabel}
              </Button>
            </>
          )}
        </>
      )}
      <Dialog
        open={confirming}
        onClose={accepting.isLoading ? undefined : () => setConfirming(false)}
        aria-labelledby={`accept-${quote.id}-title`}
        aria-describedby={`accept-${quote.id}-text`}
      >
        <DialogTitle id={`accept-${quote.id}-title`}>{t('acceptDialog.title', { number: quote.quoteNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`accept-${quote.id}-text`}>{t('acceptDialog.text', { total: f.money(quote.totalAmount) })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={accepting.isLoading}>
            {t('acceptDialog.cancel')}
          </Button>
          <Button variant="contained" color="success" onClick={() => void doAccept()} disabled={accepting.isLoading} autoFocus>
            {accepting.isLoading ? t('actions.accepting') : t('acceptDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <RejectQuoteDialog open={rejecting} quoteNumber={quote.quoteNumber} onClose={() => setRejecting(false)} onReject={doReject} />
    </Stack>
  );
}

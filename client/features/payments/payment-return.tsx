import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../shared/types/payment';
import { apiErrorText } from '../../lib/api-error-text';
import { invoicePdfUrl } from '../invoices';
import { useQuoteFormat } from '../quotes';
import { useConfirmPaymentMutation } from './payments-api';

/** The search parameter the gateway's page sends the client back with (the provider's success_url). */
export const PAYMENT_RETURN_PARAM = 'payment';

/** The payment id of a return address, or null when there is none or it is not an id. */
export function returningPaymentId(search: URLSearchParams): number | null {
  const value = Number(search.get(PAYMENT_RETURN_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Where the gateway's hosted page sends the client back: asks our server to ask the gateway
 * (POST /Payments/{id}/confirm; the redirect's own query is never trusted) and says paid, failed
 * or still pending, with the advance-payment invoice or the paid invoice to open.
 */
export function PaymentReturn({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation(['account', 'common']);
  const f = useQuoteFormat();
  const [confirm, result] = useConfirmPaymentMutation();
  useEffect(() => {
    void confirm(paymentId);
  }, [confirm, paymentId]);

  let body;
  if (result.isUninitialized || result.isLoading) {
    body = (
      <Alert severity="info" role="status" icon={<CircularProgress size={20} aria-hidden />}>
        {t('payments.result.checking')}
      </Alert>
    );
  } else if (result.isError || !result.data) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void confirm(paymentId)}>
            {t('payments.result.checkAgain')}
          </Button>
        }
      >
        {apiErrorText(result.error, t, 'account:payments.result.pending')}
      </Alert>
    );
  } else {
    body = <Outcome payment={result.data} onCheck={() => void confirm(paymentId)} money={(halalas) => f.money(halalas / 100)} language={f.language} />;
  }
  return (
    <Box component="section" aria-labelledby="payment-return-title" data-testid="payment-return">
      <Box id="payment-return-title" component="h2" sx={{ typography: 'h6', fontWeight: 700, mt: 0, mb: 1 }}>
        {t('payments.result.title')}
      </Box>
      {body}
    </Box>
  );
}

function Outcome({ payment, onCheck, money, language }: { payment: Payment; onCheck: () => void; money: (halalas: number) => string; language: string }) {
  const { t } = useTranslation(['account', 'common']);
  const documentId = payment.documentId ?? payment.invoiceId;
  const documentNumber = payment.documentNumber ?? payment.invoiceNumber;
  const invoiceLinks = documentId !== null && documentNumber !== null && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      <Button component="a" href={invoicePdfUrl(documentId, language)} variant="outlined" size="small" color="inherit">
        {t('invoices.actions.downloadNamed', { number: documentNumber })}
      </Button>
      <Button component="a" href="#my-invoices" size="small" color="inherit">
        {t('invoices.title')}
      </Button>
    </Box>
  );
  if (payment.state === 'pending') {
    return (
      <Alert
        severity="warning"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={onCheck}>
            {t('payments.result.checkAgain')}
          </Button>
        }
      >
        {t('payments.result.pending')}
      </Alert>
    );
  }
  if (payment.state === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {payment.failureMessage ? t('payments.result.failed', { message: payment.failureMessage }) : t('payments.result.failedNoMessage')}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('payments.result.paid', { amount: money(payment.amountHalalas) })}</AlertTitle>
      {documentNumber !== null &&
        (payment.purpose === 'invoice'
          ? t('payments.result.paidInvoice', { number: documentNumber })
          : t('payments.result.paidDocument', { number: documentNumber }))}
      {payment.refundedHalalas > 0 && (
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          {t('payments.result.refunded', { amount: money(payment.refundedHalalas) })}
        </Box>
      )}
      {invoiceLinks}
    </Alert>
  );
}

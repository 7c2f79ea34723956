import CreditCardIcon from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { apiErrorText } from '../../lib/api-error-text';
import { notify } from '../../lib/notify';
import { useQuoteFormat } from '../quotes';
import { type PayChoice, payChoices } from './pay-choices';
import { useGetPaymentDueQuery, useGetPaymentSettingsQuery, useStartCheckoutMutation } from './payments-api';

interface PayNowProps {
  bookingId: number;
  /** On an invoice's row: only that invoice. */
  invoiceId?: number;
  size?: 'small' | 'medium';
  describedBy?: string;
}

/**
 * "Pay now" (issue 29): shown only when online payments are on (GET /Payments/settings) and the
 * booking asks something; a click starts the checkout and sends the browser to the gateway's
 * hosted page, which sends the client back to their profile to see how it went.
 */
export function PayNow({ bookingId, invoiceId, size = 'medium', describedBy }: PayNowProps) {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  const f = useQuoteFormat();
  const settings = useGetPaymentSettingsQuery();
  const enabled = settings.data?.enabled === true;
  const due = useGetPaymentDueQuery(bookingId, { skip: !enabled });
  const [start] = useStartCheckoutMutation();
  const [leaving, setLeaving] = useState<PayChoice | null>(null);
  if (!enabled || !due.data) return null;
  const choices = payChoices(due.data, invoiceId);
  if (choices.length === 0) return null;

  async function pay(choice: PayChoice) {
    setLeaving(choice);
    try {
      const checkout = await start({ purpose: choice.purpose, bookingId, ...(choice.invoiceId ? { invoiceId: choice.invoiceId } : {}) }).unwrap();
      window.location.assign(checkout.url);
    } catch (error) {
      setLeaving(null);
      notify('error', apiErrorText(error, t, 'account:payments.startFailed'));
    }
  }

  const label = (choice: PayChoice) => {
    const amount = f.money(choice.halalas / 100);
    if (choice.purpose === 'invoice') return t('payments.payInvoice', { number: choice.invoiceNumber, amount });
    return t(choice.purpose === 'deposit' ? 'payments.payDeposit' : 'payments.payBalance', { amount });
  };

  return (
    <Box data-testid="pay-now" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice, index) => (
          <Button
            key={`${choice.purpose}-${choice.invoiceId ?? 0}`}
            variant={index === 0 ? 'contained' : 'outlined'}
            color="primary"
            size={size}
            startIcon={<CreditCardIcon />}
            disabled={leaving !== null}
            onClick={() => void pay(choice)}
            aria-describedby={describedBy}
          >
            {leaving === choice ? t('payments.redirecting') : label(choice)}
          </Button>
        ))}
      </Box>
      {settings.data?.testMode && (
        <Typography variant="caption" color="text.secondary">
          {t('payments.testMode')}
        </Typography>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { useQuoteFormat } from '../quotes';
import { useGetMyPaymentsQuery } from './payments-api';

/**
 * On the client's booking (issue 29 item 3): every refund an admin made of its online payments,
 * newest last, with the day and the credit note that records it (the same news their e-mail brings).
 * Nothing shows for a booking without refunds.
 */
export function BookingRefunds({ bookingId }: { bookingId: number }) {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation('account');
  const f = useQuoteFormat();
  const { data } = useGetMyPaymentsQuery();
  const refunds = (data ?? [])
    .filter((payment) => payment.bookingId === bookingId)
    .flatMap((payment) => payment.refunds)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  if (refunds.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mt: 1.5 }} data-testid="booking-refunds">
      <AlertTitle>{t('payments.refundNoticeTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {refunds.map((refund) => {
          const vars = { amount: f.money(refund.amountHalalas / 100), date: f.instant(refund.createdAt), number: refund.creditNoteNumber ?? '' };
          return <li key={refund.id}>{t(refund.creditNoteNumber ? 'payments.refundNotice' : 'payments.refundNoticeNoDocument', vars)}</li>;
        })}
      </Box>
    </Alert>
  );
}

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/types/payment';
import { ErrorState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { useQuoteFormat } from '../../quotes';
import { PaymentStateChip } from '../payment-state-chip';
import { useGetAllPaymentsQuery } from '../payments-api';
import { RefundButton, RefundDialog } from './refund-dialog';

/** Enough for every attempt one booking ever has (a deposit, a balance, an invoice, and their retries). */
const BOOKING_PAYMENTS_PAGE = { page: 1, pageSize: 50 } as const;

/**
 * The booking screen's online payments (issue 29 item 3): each paid one with what was refunded and
 * its credit notes, and "Refund" in full or in part through the payments screen's own dialog (the
 * same provider route, which refunds through the gateway and issues the credit note). Nothing shows
 * for a booking nobody paid online; otherwise the section ends with the divider to the next one.
 */
export function BookingPaymentsSection({ bookingId, titleId }: { bookingId: number; titleId: string }) {
  const { t } = useTranslation(['account', 'common']);
  const f = useQuoteFormat();
  const money = (halalas: number) => f.money(halalas / 100);
  const { data, error, refetch } = useGetAllPaymentsQuery({ ...BOOKING_PAYMENTS_PAGE, bookingId });
  const [refunding, setRefunding] = useState<Payment | null>(null);
  // Only money that came in: attempts that failed or are still on the gateway's page are the payments screen's.
  const paid = (data?.items ?? []).filter((payment) => payment.settledAt !== null && payment.state !== 'pending' && payment.state !== 'failed');
  const headingId = `${titleId}-payments`;

  if (error) return <ErrorState message={apiErrorText(error, t, 'account:payments.admin.bookingPaymentsError')} onRetry={() => void refetch()} />;
  if (paid.length === 0) return null;
  return (
    <>
      <Box component="section" aria-labelledby={headingId} data-testid="booking-payments">
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('payments.admin.bookingPayments')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('payments.admin.bookingPaymentsHelp')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {paid.map((payment) => (
            <Paper
              key={payment.id}
              component="li"
              variant="outlined"
              data-payment={payment.id}
              sx={{ p: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{money(payment.amountHalalas)}</Typography>
                  <PaymentStateChip state={payment.state} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t(`payments.purposes.${payment.purpose}`)}
                  {(payment.documentNumber ?? payment.invoiceNumber) ? (
                    <>
                      {' · '}
                      <bdi>{payment.documentNumber ?? payment.invoiceNumber}</bdi>
                    </>
                  ) : null}
                  {payment.method ? (
                    <>
                      {' · '}
                      <bdi>{payment.method}</bdi>
                    </>
                  ) : null}
                  {' · '}
                  {f.instant(payment.settledAt ?? payment.createdAt)}
                </Typography>
                {payment.refunds.map((refund) => (
                  <Typography key={refund.id} variant="body2" color="text.secondary" data-testid="booking-refund">
                    {t('payments.admin.refundLine', { amount: money(refund.amountHalalas) })}
                    {refund.creditNoteNumber ? (
                      <>
                        {' · '}
                        {t('payments.admin.creditNote', { number: refund.creditNoteNumber })}
                      </>
                    ) : null}
                  </Typography>
                ))}
              </Box>
              <RefundButton payment={payment} onRefund={setRefunding} />
            </Paper>
          ))}
        </Box>
        <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
      </Box>
      <Divider />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSubmissionKey } from '../../../lib/submission';
import { useQuoteFormat } from '../../quotes';
import { useCreateInvoiceMutation, useGetInvoiceableBookingsQuery } from '../invoices-api';

/** Picks a completed booking with an accepted quote and issues its invoice (the provider re-checks everything). */
export function IssueInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const f = useQuoteFormat();
  const { data: bookings = [], isLoading } = useGetInvoiceableBookingsQuery(undefined, { skip: !open });
  const [create, creating] = useCreateInvoiceMutation();
  const keys = useSubmissionKey();
  const [chosen, setChosen] = useState('');
  const bookingId = chosen || (bookings[0] ? String(bookings[0].bookingId) : '');

  async function issue() {
    try {
      const invoice = await create(keys.submit({ bookingId: Number(bookingId) })).unwrap();
      keys.renew();
      notify('success', t('invoices.admin.issued', { number: invoice.invoiceNumber }));
      setChosen('');
      onClose();
    } catch (error) {
      notify('error', apiErrorText(error, t, 'account:invoices.admin.failed'));
    }
  }

  return (
    <Dialog open={open} onClose={creating.isLoading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="issue-invoice-title">
      <DialogTitle id="issue-invoice-title">{t('invoices.admin.issueTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('invoices.admin.issueHelp')}</DialogContentText>
        {!isLoading && bookings.length === 0 ? (
          <Alert severity="info">{t('invoices.admin.noneToIssue')}</Alert>
        ) : (
          <TextField
            select
            fullWidth
            id="issue-invoice-booking"
            label={t('invoices.admin.bookingLabel')}
            value={bookingId}
            onChange={(event) => setChosen(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {bookings.map((booking) => (
              <option key={booking.bookingId} value={booking.bookingId}>
                {t('invoices.admin.bookingOption', {
                  id: f.number(booking.bookingId),
                  client: booking.clientName,
                  quote: booking.quoteNumber,
                  subtotal: f.money(booking.subtotal),
                })}
              </option>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={creating.isLoading}>
          {t('invoices.actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void issue()} disabled={creating.isLoading || !bookingId}>
          {t('invoices.actions.issue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

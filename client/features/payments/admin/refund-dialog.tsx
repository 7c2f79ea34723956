import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/types/payment';
import { paymentRefundSchema } from '../../../../shared/validation/payment';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useSubmissionKey } from '../../../lib/submission';
import { useQuoteFormat } from '../../quotes';
import { useRefundPaymentMutation } from '../payments-api';
import { AmountScopeFields, type AmountScopeValues } from '../../../components/form/amount-scope-fields';
import { schemaErrors } from '../../../components/form/schema-errors';

/** A payment the gateway holds money of: paid, and not all given back yet. */
export const isRefundable = (payment: Payment) =>
  (payment.state === 'paid' || payment.state === 'partly_refunded') && payment.refundedHalalas < payment.amountHalalas;

/** "Refund" for a payment that still holds money (nothing otherwise), named by the payment for screen readers. */
export function RefundButton({ payment, onRefund }: { payment: Payment; onRefund: (payment: Payment) => void }) {
  const { t } = useTranslation('account');
  if (!isRefundable(payment)) return null;
  return (
    <Button
      size="small"
      color="warning"
      variant="outlined"
      startIcon={<UndoIcon />}
      onClick={() => onRefund(payment)}
      aria-label={t('payments.admin.refundNamed', { id: payment.id })}
    >
      {t('payments.admin.refund')}
    </Button>
  );
}

/**
 * Refund a paid online payment in full or in part (SAR, VAT included) through the gateway, after a
 * confirmation: the provider's own schema checks it, refuses more than is left, and issues the
 * credit note.
 */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const f = useQuoteFormat();
  const [refund] = useRefundPaymentMutation();
  const keys = useSubmissionKey();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const remaining = payment ? payment.amountHalalas - payment.refundedHalalas : 0;
  const money = (halalas: number) => f.money(halalas / 100);
  const form = useFormik<AmountScopeValues>({
    initialValues: { reason: '', scope: 'full', amount: '' },
    enableReinitialize: true,
    validate(values) {
      const errors = schemaErrors(paymentRefundSchema, { reason: values.reason, amount: values.scope === 'full' ? null : values.amount }, 'reason');
      if (!errors.amount && values.scope === 'part' && Math.round(Number(values.amount) * 100) > remaining) errors.amount = 'validation:refundOverPaid';
      return errors;
    },
    onSubmit() {
      setConfirming(true);
    },
  });

  async function send() {
    if (!payment) return;
    const values = form.values;
    const body = { reason: values.reason.trim(), amount: values.scope === 'part' ? Number(values.amount) : null };
    setSending(true);
    try {
      await refund({ id: payment.id, ...keys.submit(body) }).unwrap();
      keys.renew();
      notify('success', t('payments.server.refunded'));
      setConfirming(false);
      form.resetForm();
      onClose();
    } catch (failure) {
      setConfirming(false);
      notify('error', apiErrorText(failure, t, 'account:payments.admin.refundFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Dialog open={payment !== null && !confirming} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
        <form noValidate onSubmit={form.handleSubmit}>
          <DialogTitle id="refund-title">{t('payments.admin.refundTitle', { id: payment?.id ?? '' })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('payments.admin.refundHelp', { remaining: money(remaining) })}</DialogContentText>
              <AmountScopeFields
                form={form}
                maxAmount={remaining / 100}
                texts={{
                  scope: t('payments.admin.refundScope'),
                  full: t('payments.admin.refundFull', { amount: money(remaining) }),
                  part: t('payments.admin.refundPart'),
                  amount: t('payments.admin.refundAmount'),
                  reason: t('payments.admin.refundReason'),
                }}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('payments.admin.cancel')}</Button>
            <Button type="submit" variant="contained" color="warning">
              {t('payments.admin.refundSubmit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={payment !== null && confirming}
        title={t('payments.admin.refundTitle', { id: payment?.id ?? '' })}
        message={`${
          form.values.scope === 'full'
            ? t('payments.admin.refundConfirm', { amount: money(remaining) })
            : t('payments.admin.refundConfirm', { amount: f.money(Number(form.values.amount)) })
        } ${t('payments.admin.refundIrreversible')}`}
        confirmLabel={t('payments.admin.refundSubmit')}
        cancelLabel={t('payments.admin.cancel')}
        busy={sending}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

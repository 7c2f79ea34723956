import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../shared/types/invoice';
import { useQuoteFormat } from '../quotes';

/** An invoice's total, its VAT line and, when an advance was deducted, what is still due: in the admin's list and the client's. */
export function InvoiceAmounts({ invoice }: { invoice: Pick<Invoice, 'total' | 'vat' | 'vatRatePercent' | 'prepaid' | 'payable'> }) {
  const { t } = useTranslation('account');
  const f = useQuoteFormat();
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{f.money(invoice.total)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('invoices.vatLine', { rate: f.percent(invoice.vatRatePercent), amount: f.money(invoice.vat) })}
      </Typography>
      {invoice.prepaid > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('invoices.dueLine', { amount: f.money(invoice.payable) })}
        </Typography>
      )}
    </>
  );
}

import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../shared/types/invoice';
import { ToneChip, type Tone } from '../../components/tone-chip';

const TONES: Record<Invoice['kind'], Tone> = { invoice: 'teal', advance: 'blue', credit_note: 'purple' };

/** What a document is (tax invoice, advance-payment invoice, credit note) and its type (standard or simplified). */
export function InvoiceKindChip({ invoice }: { invoice: Pick<Invoice, 'kind' | 'invoiceType'> }) {
  const { t } = useTranslation('account');
  return (
    <ToneChip
      label={t(`invoices.kinds.${invoice.kind}`)}
      tone={TONES[invoice.kind]}
      size="small"
      title={t(`invoices.types.${invoice.invoiceType}`)}
      data-kind={invoice.kind}
    />
  );
}

/** The document another one refers to: the invoice a credit note corrects, the advances a final invoice deducts. */
export function InvoiceReferences({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('account');
  const lines = [
    ...(invoice.corrects ? [t('invoices.corrects', { number: invoice.corrects.invoiceNumber })] : []),
    ...invoice.deductions.map((deduction) => t('invoices.deducts', { number: deduction.advance.invoiceNumber })),
    ...invoice.creditNotes.map((note) => t('invoices.creditedBy', { number: note.invoiceNumber })),
  ];
  return (
    <>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          <bdi>{line}</bdi>
        </Typography>
      ))}
    </>
  );
}

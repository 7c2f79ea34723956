import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../../shared/constants';
import { ToneChip, type Tone } from '../../components/tone-chip';

const TONES: Record<InvoiceStatus, Tone> = { issued: 'amber', paid: 'green' };

export function InvoiceStatusChip({ status, size = 'small' }: { status: InvoiceStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('account');
  return <ToneChip label={t(`invoices.status.${status}`)} tone={TONES[status]} size={size} />;
}

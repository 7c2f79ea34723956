import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '../../../shared/constants';
import { ToneChip, type Tone } from '../../components/tone-chip';

// Soft tones rather than MUI's filled warning chip, whose white text failed contrast (axe).
const TONES: Record<QuoteStatus, Tone> = { pending: 'amber', accepted: 'green', rejected: 'red', expired: 'grey' };

export function QuoteStatusChip({ status, size = 'small' }: { status: QuoteStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('quotes');
  return <ToneChip label={t(`status.${status}`)} tone={TONES[status]} size={size} />;
}

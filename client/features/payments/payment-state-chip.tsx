import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PaymentState } from '../../../shared/types/payment';
import { type Tone, ToneChip } from '../../components/tone-chip';

const TONES: Record<PaymentState, Tone> = { pending: 'amber', paid: 'green', failed: 'red', partly_refunded: 'purple', refunded: 'grey' };

/** A payment's state in words on a soft chip (the colour is never the only sign). */
export function PaymentStateChip({ state, size = 'small' }: { state: PaymentState; size?: ChipProps['size'] }) {
  const { t } = useTranslation('account');
  return <ToneChip label={t(`payments.states.${state}`)} tone={TONES[state]} size={size} />;
}

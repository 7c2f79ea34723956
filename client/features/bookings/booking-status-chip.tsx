import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../shared/constants';
import { ToneChip, type Tone } from '../../components/tone-chip';

export const STATUS_TONES: Record<BookingStatus, Tone> = {
  pending: 'amber',
  in_review: 'blue',
  quoted: 'purple',
  in_progress: 'teal',
  completed: 'green',
  cancelled: 'grey',
};

export function BookingStatusChip({ status, size = 'small' }: { status: BookingStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('dashboard');
  return <ToneChip tone={STATUS_TONES[status]} size={size} label={t(`bookings.status.${status}`)} data-status={status} />;
}

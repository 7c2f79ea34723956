import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ZatcaStatus } from '../../../../shared/constants';
import type { Invoice } from '../../../../shared/types/invoice';
import { ToneChip, type Tone } from '../../../components/tone-chip';

const TONES: Record<ZatcaStatus, Tone> = { not_sent: 'grey', pending: 'amber', reported: 'green', cleared: 'green', rejected: 'red' };

/** Where a document stands with ZATCA, and what ZATCA said of it (its warnings and errors, as ZATCA wrote them). */
export function ZatcaState({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('dashboard');
  const { status, messages } = invoice.zatca;
  return (
    <div data-zatca-status={status}>
      <ToneChip label={t(`zatca.status.${status}`)} tone={TONES[status]} size="small" />
      {messages.map((message) => (
        <Typography
          key={`${message.type}-${message.code}`}
          variant="body2"
          dir="ltr"
          color={message.type === 'ERROR' ? 'error' : 'text.secondary'}
          sx={{ textAlign: 'start', overflowWrap: 'anywhere', mt: 0.5 }}
        >
          {message.code}: {message.message}
        </Typography>
      ))}
    </div>
  );
}

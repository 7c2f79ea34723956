import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../shared/constants';
import type { QuoteCounts } from '../../../shared/types/quote';
import { useQuoteFormat } from './use-quote-format';

/** The status filter with the count of each status (spec 2.14): all, pending, accepted, rejected, and expired. */
export function QuoteStatusTabs({
  value,
  counts,
  onChange,
}: {
  value: QuoteStatus | undefined;
  counts: QuoteCounts | undefined;
  onChange: (status: QuoteStatus | undefined) => void;
}) {
  const { t } = useTranslation('quotes');
  const f = useQuoteFormat();
  const label = (key: QuoteStatus | 'all') => `${t(`status.${key}`)}${counts ? ` (${f.number(counts[key])})` : ''}`;
  return (
    <Tabs
      value={value ?? 'all'}
      onChange={(_event, next: QuoteStatus | 'all') => onChange(next === 'all' ? undefined : next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('list.statusFilter')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={label('all')} />
      {QUOTE_STATUSES.map((status) => (
        <Tab key={status} value={status} label={label(status)} />
      ))}
    </Tabs>
  );
}

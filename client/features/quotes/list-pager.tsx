import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useQuoteFormat } from './use-quote-format';

const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

/** 'Showing X to Y of Z results' with previous and next; the chevrons point the reading way. */
export function ListPager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('quotes');
  const f = useQuoteFormat();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('list.showing', { from: f.number(from), to: f.number(to), total: f.number(total) })}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label={t('list.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon sx={mirrored} />
        </IconButton>
        <IconButton aria-label={t('list.next')} disabled={to >= total} onClick={() => onPage(page + 1)}>
          <ChevronRightIcon sx={mirrored} />
        </IconButton>
      </Stack>
    </Stack>
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { pageCount, showingRange } from '../../lib/pagination';
import { useLanguage } from '../../lib/use-language';
import { PageNumbers } from './page-numbers';

const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
} & (
  | {
      /** Names the page numbers' navigation for screen readers (e.g. 'Users pages'). */
      label: string;
      steps?: false;
    }
  | {
      /** Previous and next only, without page numbers (the quote lists). */
      steps: true;
    }
);

/** 'Showing X to Y of Z results' and the way to the other pages; nothing for an empty list. */
export function Pager(props: PagerProps) {
  const { page, pageSize, total, onPage } = props;
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (total <= 0) return null;
  const number = (value: number) => formatNumber(value, language);
  const range = showingRange(page, pageSize, total);
  const count = pageCount(total, pageSize);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('pager.showing', { from: number(range.from), to: number(range.to), total: number(range.total) })}
      </Typography>
      {props.steps ? (
        <Box sx={{ display: 'flex' }}>
          <IconButton aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon sx={mirrored} />
          </IconButton>
          <IconButton aria-label={t('pager.next')} disabled={page >= count} onClick={() => onPage(page + 1)}>
            <ChevronRightIcon sx={mirrored} />
          </IconButton>
        </Box>
      ) : (
        <PageNumbers label={props.label} count={count} page={page} onPage={onPage} readerDigits showFirstButton={count > 5} showLastButton={count > 5} />
      )}
    </Box>
  );
}

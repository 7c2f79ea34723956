import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pageCount, showingRange } from '../../lib/pagination';
import { LocalizedPagination } from './page-numbers';
import { useDashboardFormat } from '../../lib/use-dashboard-format';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation for screen readers (e.g. 'Users pages'). */
  label: string;
}

/** 'Showing X to Y of Z results' and previous / page numbers / next (mirrored in Arabic by MUI). */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const { t } = useTranslation('dashboard');
  const { number } = useDashboardFormat();
  const range = showingRange(page, pageSize, total);
  const count = pageCount(total, pageSize);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('common.showing', { from: number(range.from), to: number(range.to), total: number(range.total) })}
      </Typography>
      {count > 1 && (
        <LocalizedPagination
          aria-label={label}
          count={count}
          page={Math.min(page, count)}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          shape="rounded"
          showFirstButton={count > 5}
          showLastButton={count > 5}
          siblingCount={1}
        />
      )}
    </Box>
  );
}

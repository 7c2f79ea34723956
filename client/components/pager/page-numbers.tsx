import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

export interface PageNumbersProps extends Omit<PaginationProps, 'page' | 'count' | 'onChange' | 'renderItem' | 'getItemAriaLabel' | 'aria-label'> {
  page: number;
  count: number;
  /** Names the navigation for screen readers (e.g. 'Pages of articles'); MUI's own name otherwise. */
  label?: string;
  /** Each page a real link to its own address (shareable, readable without JavaScript)... */
  hrefFor?: (page: number) => string;
  /** ...or a button. */
  onPage?: (page: number) => void;
  /** The page numbers in the reader's digits (the dashboard's lists); MUI's Latin digits otherwise. */
  readerDigits?: boolean;
}

/**
 * Previous / page numbers / next (mirrored in Arabic by MUI), each button named in the page's
 * language with the number it shows. Nothing for a single page.
 */
export function PageNumbers({ page, count, label, hrefFor, onPage, readerDigits = false, ...pagination }: PageNumbersProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (count <= 1) return null;
  const number = (value: number) => (readerDigits ? formatNumber(value, language) : String(value));
  return (
    <Pagination
      color="primary"
      shape="rounded"
      siblingCount={1}
      {...pagination}
      page={Math.min(page, count)}
      count={count}
      {...(label ? { 'aria-label': label } : {})}
      onChange={onPage ? (_event, next) => onPage(next) : undefined}
      getItemAriaLabel={(type, itemPage, selected) => {
        if (type === 'page') return t(selected ? 'pager.pageCurrent' : 'pager.page', { page: number(itemPage ?? 0) });
        return t(`pager.${type}`);
      }}
      renderItem={(item) => {
        const shown = { ...item, page: item.page === null || !readerDigits ? item.page : number(item.page) };
        return hrefFor ? <PaginationItem component={Link} to={hrefFor(item.page ?? 1)} {...shown} /> : <PaginationItem {...shown} />;
      }}
    />
  );
}

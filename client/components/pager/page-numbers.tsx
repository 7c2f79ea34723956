import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { useDashboardFormat } from '../../lib/use-dashboard-format';

/**
 * MUI's pagination with page numbers in the reader's digits and names in the page's language (the
 * visible number is part of each button's name, as screen-reader users hear it).
 */
export function LocalizedPagination(props: Omit<PaginationProps, 'getItemAriaLabel' | 'renderItem'>) {
  const { t } = useTranslation('dashboard');
  const { number } = useDashboardFormat();
  return (
    <Pagination
      {...props}
      getItemAriaLabel={(type, itemPage, selected) => {
        if (type === 'page') return selected ? t('common.pageCurrent', { page: number(itemPage ?? 0) }) : t('common.pageGoTo', { page: number(itemPage ?? 0) });
        return t(`common.page_${type}`);
      }}
      renderItem={(item) => <PaginationItem {...item} page={item.page === null ? null : number(item.page)} />}
    />
  );
}

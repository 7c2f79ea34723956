import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link } from 'react-router';

/**
 * Page numbers as real links (each page has its own address, shareable and readable without
 * JavaScript); previous and next arrows turn with the reading direction. Nothing for a single page.
 */
export function LinkPager({ page, count, hrefFor, label }: { page: number; count: number; hrefFor: (page: number) => string; label: string }) {
  if (count <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, count)}
      count={count}
      color="primary"
      shape="rounded"
      siblingCount={1}
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', mt: 5, '& ul': { justifyContent: 'center' } }}
      renderItem={(item) => <PaginationItem component={Link} to={hrefFor(item.page ?? 1)} {...item} />}
    />
  );
}

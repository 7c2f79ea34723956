import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toLanguage } from '../../i18n/create-i18n';
import { formatNumber } from '../../lib/format';
import { apiErrorText } from '../../lib/api-error-text';
import { paths } from '../../paths';
import { PageNumbers } from '../../components/pager/page-numbers';
import { BookingItem } from './booking-item';
import { ThreadFromAddress } from '../booking-messages';
import { referenceNumber } from './booking-view';
import { useBookingQuotes } from './booking-quotes';
import { MY_BOOKINGS_PAGE_SIZE, useGetMyBookingsQuery } from './bookings-api';

/**
 * The client's own bookings (spec 2.14 'My bookings', made real for clients): newest first, a page
 * at a time, each with its status; a pending one can be cancelled.
 */
export function MyBookings() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language = toLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const query = useGetMyBookingsQuery({ page });
  const data = query.data;
  const quotes = useBookingQuotes((data?.items.length ?? 0) > 0);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || MY_BOOKINGS_PAGE_SIZE))) : 1;

  return (
    <Paper
      id="my-bookings"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, scrollMarginTop: 96 }}
      component="section"
      aria-labelledby="my-bookings-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography id="my-bookings-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('bookings.title')}
          </Typography>
          {data && data.total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('bookings.count', { count: formatNumber(data.total, language) })}
            </Typography>
          )}
        </Box>
        <Button component={RouterLink} to={paths.booking} variant="outlined">
          {t('bookings.bookAnother')}
        </Button>
      </Box>

      {query.isLoading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('bookings.loading')}</Typography>
        </Box>
      ) : query.isError && !data ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common:errors.tryAgain')}
            </Button>
          }
        >
          {apiErrorText(query.error, t, 'bookings.loadFailed')}
        </Alert>
      ) : !data || data.items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('bookings.empty')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('bookings.emptyHint')}
          </Typography>
          <Button component={RouterLink} to={paths.services} variant="contained">
            {t('bookings.browseServices')}
          </Button>
        </Box>
      ) : (
        <Stack spacing={2} aria-busy={query.isFetching}>
          {data.items.map((booking) => (
            <BookingItem key={booking.id} booking={booking} quote={quotes.get(booking.id)} />
          ))}
          {pageCount > 1 && <PageNumbers count={pageCount} page={page} onPage={setPage} color="standard" shape="circular" sx={{ alignSelf: 'center' }} />}
        </Stack>
      )}
      <ThreadFromAddress reference={(id) => referenceNumber(id, language)} />
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES } from '../../../../shared/constants';
import type { AppStore } from '../../../store';
import { BookingStatusChip } from '../booking-status-chip';
import { ToneChip } from '../../../components/tone-chip';
import { URGENCY_TONES, orderedItems } from './booking-labels';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { ExportLink } from '../../../components/export-link';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { DataTable } from '../../../components/data-table';
import { prefetchServices, useGetServicesQuery } from '../../services';
import { apiErrorText } from '../../../lib/api-error-text';
import { PAGE_PARAM, readEnum, readPage, readPositiveInt, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useListParams, useServerPageClamp } from '../../../lib/use-list-params';
import { localized } from '../../../lib/text';
import { BookingDetailsDialog } from './booking-details-dialog';
import { bookingsAdminApi, useAdminBookingsQuery, type BookingListArgs } from './bookings-admin-api';
import { FilterSelect } from '../../../components/filter-select';

export const BOOKINGS_PAGE_SIZE = 10;
const OPEN_PARAM = 'booking';

/** The list call for an address: the same in the route's loader and on the screen. */
export function bookingListArgs(params: URLSearchParams): BookingListArgs {
  const status = readEnum(params, 'status', BOOKING_STATUSES);
  const serviceId = readPositiveInt(params, 'serviceId');
  const search = readSearch(params);
  return {
    page: readPage(params),
    pageSize: BOOKINGS_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(serviceId ? { serviceId } : {}),
  };
}

export function prefetch(store: AppStore, url: URL) {
  void store.dispatch(bookingsAdminApi.endpoints.adminBookings.initiate(bookingListArgs(url.searchParams), { subscribe: false }));
  void store.dispatch(prefetchServices());
}

/** /dashboard/bookings: every service request, paged by the provider, searchable and filterable. */
export default function BookingsPage() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [params, update] = useListParams();
  const args = bookingListArgs(params);
  const { data, error, isLoading, isFetching, refetch } = useAdminBookingsQuery(args);
  const services = useGetServicesQuery().data ?? [];
  const openId = readPositiveInt(params, OPEN_PARAM);
  const filtering = Boolean(args.search || args.status || args.serviceId);
  useServerPageClamp(data, args.page, BOOKINGS_PAGE_SIZE, update);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={args.search ?? ''}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('bookings.search')}
          placeholder={t('bookings.searchPlaceholder')}
          id="bookings-search"
        />
        <FilterSelect
          label={t('bookings.statusFilter')}
          value={args.status}
          onChange={(status) => update({ status })}
          allLabel={t('bookings.allStatuses')}
          options={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`bookings.status.${status}`) }))}
          minWidth={180}
        />
        <FilterSelect
          label={t('bookings.serviceFilter')}
          value={args.serviceId ? String(args.serviceId) : null}
          onChange={(serviceId) => update({ serviceId })}
          allLabel={t('bookings.allServices')}
          options={services.map((service) => ({ value: String(service.id), label: localized(format.language, service.title, service.arabicTitle) }))}
          minWidth={220}
        />
        <ExportLink path="/DemandeDeService/export" filters={args} disabled={data?.total === 0} />
      </Box>

      {isLoading && <LoadingState />}
      {error && !data && <ErrorState message={apiErrorText(error, t, 'bookings.loadError')} onRetry={() => void refetch()} />}
      {data &&
        data.total === 0 &&
        (filtering ? (
          <EmptyState title={t('bookings.noMatches')} detail={t('bookings.noMatchesDetail')} />
        ) : (
          <EmptyState title={t('bookings.empty')} detail={t('bookings.emptyDetail')} />
        ))}
      {data && data.items.length > 0 && (
        <DataTable
          id="bookings"
          caption={t('bookings.tableCaption')}
          minWidth={900}
          busy={isFetching}
          columns={[
            { label: t('bookings.columns.id') },
            { label: t('bookings.columns.client') },
            { label: t('bookings.columns.service') },
            { label: t('bookings.columns.preferredDate') },
            { label: t('bookings.columns.urgency') },
            { label: t('bookings.columns.status') },
            { label: t('bookings.columns.actions'), end: true },
          ]}
        >
          {data.items.map((booking) => {
            const [main, ...more] = orderedItems(booking);
            return (
              <TableRow key={booking.id} hover data-booking={booking.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  #{format.number(booking.id)}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <bdi>{booking.clientName}</bdi>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                    {booking.clientEmail}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{main ? localized(format.language, main.serviceTitle, main.serviceArabicTitle) : '—'}</Typography>
                  {more.length > 0 && (
                    <Typography variant="caption" color="text.secondary">
                      {t('bookings.moreServices', { n: format.number(more.length) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{format.recordDate(booking.preferedDateAndTime)}</TableCell>
                <TableCell>
                  <ToneChip label={t(`bookings.urgency.${booking.priorite}`)} tone={URGENCY_TONES[booking.priorite]} />
                </TableCell>
                <TableCell>
                  <BookingStatusChip status={booking.status} />
                </TableCell>
                <TableCell sx={{ textAlign: 'end' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => update({ [OPEN_PARAM]: booking.id }, { keepPage: true })}
                    aria-label={t('bookings.detailsLabel', { id: booking.id, name: booking.clientName })}
                  >
                    {t('bookings.details.open')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      )}
      {data && data.total > 0 && (
        <Pager
          page={args.page}
          pageSize={BOOKINGS_PAGE_SIZE}
          total={data.total}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('bookings.pages')}
        />
      )}
      {openId && <BookingDetailsDialog id={openId} onClose={() => update({ [OPEN_PARAM]: null }, { keepPage: true })} />}
    </Box>
  );
}

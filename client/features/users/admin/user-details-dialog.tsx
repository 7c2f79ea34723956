import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { User } from '../../../../shared/types/user';
import { dashboardPaths } from '../../../dashboard-paths';
import { orderedItems } from '../../bookings/admin';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { QuoteStatusChip } from '../../quotes';
import { BookingStatusChip } from '../../bookings';
import { ToneChip } from '../../../components/tone-chip';
import { ContactActions } from '../../../components/contact-actions';
import { PageNumbers } from '../../../components/pager/page-numbers';
import { Stars } from '../../../components/stars';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { pageCount } from '../../../lib/pagination';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { localized } from '../../../lib/text';
import { UserAccessFields } from './user-access-fields';
import { accountRoleOf, USER_TYPE_KEYS } from './user-labels';
import { useGetUserQuery } from '../../profile';
import { useUserBookingsQuery, useUserQuotesQuery, useUserRatingsQuery } from './users-admin-api';

export const USER_TABS = ['info', 'bookings', 'quotes', 'ratings'] as const;
export type UserTab = (typeof USER_TABS)[number];
const RELATED_PAGE_SIZE = 5;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' },
        gap: { xs: 0.25, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function InfoTab({ user }: { user: User }) {
  const { t } = useTranslation(['dashboard', 'admin']);
  const format = useDashboardFormat();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('profile.fullName')}>
          <bdi>{user.fullName}</bdi>
        </Row>
        <Row label={t('profile.email')}>
          <span dir="ltr">{user.email}</span>{' '}
          <ToneChip
            tone={user.emailConfirmed ? 'green' : 'amber'}
            label={user.emailConfirmed ? t('users.emailConfirmed') : t('users.emailNotConfirmed')}
            sx={{ marginInlineStart: 1 }}
          />
        </Row>
        <Row label={t('profile.phone')}>
          <span dir="ltr">{user.phoneNumber || '—'}</span>
        </Row>
        <Row label={t('users.type')}>{t(USER_TYPE_KEYS[user.typeUser] ?? 'users.types.3')}</Row>
        <Row label={t('users.role')}>{t(`admin:users.roles.${accountRoleOf(user)}`)}</Row>
        <Row label={t('users.status')}>
          <Chip size="small" color={user.isActive ? 'success' : 'default'} label={user.isActive ? t('users.active') : t('users.inactive')} />
        </Row>
        <Row label={t('profile.startDate')}>{format.date(user.startDate)}</Row>
        <Row label={t('users.registered')}>{format.date(user.createdAt, 'dateTime')}</Row>
        <Row label={t('profile.lastLogin')}>{user.lastLoginAt ? format.date(user.lastLoginAt, 'dateTime') : t('profile.never')}</Row>
        {user.client && <Row label={t('users.clientId')}>{format.number(user.client.id)}</Row>}
      </Box>
      <UserAccessFields user={user} />
      <ContactActions name={user.fullName} email={user.email} phone={user.phoneNumber} />
    </Box>
  );
}

function RelatedPager({ total, page, onPage, label }: { total: number; page: number; onPage: (page: number) => void; label: string }) {
  const count = pageCount(total, RELATED_PAGE_SIZE);
  if (count <= 1) return null;
  return <PageNumbers count={count} page={page} onPage={onPage} label={label} readerDigits size="small" color="standard" shape="circular" sx={{ mt: 2 }} />;
}

function BookingsTab({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useUserBookingsQuery({ id: user.id, page, pageSize: RELATED_PAGE_SIZE });
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState message={apiErrorText(error, t, 'users.bookingsError')} onRetry={() => void refetch()} />;
  if (data.total === 0) return <EmptyState title={t('users.noBookings')} detail={user.client ? undefined : t('users.noClientRecord')} />;
  return (
    <>
      <List disablePadding>
        {data.items.map((booking) => {
          const [main] = orderedItems(booking);
          return (
            <ListItem key={booking.id} divider disableGutters sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Link component={RouterLink} to={`${dashboardPaths.bookings}?booking=${booking.id}`} sx={{ fontWeight: 700 }}>
                  {t('bookings.details.title', { id: booking.id })}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {main ? localized(format.language, main.serviceTitle, main.serviceArabicTitle) : ''} · {t('bookings.details.preferredDate')}:{' '}
                  {format.date(booking.preferedDateAndTime)}
                </Typography>
              </Box>
              <BookingStatusChip status={booking.status} />
            </ListItem>
          );
        })}
      </List>
      <RelatedPager total={data.total} page={page} onPage={setPage} label={t('users.bookingsPages')} />
    </>
  );
}

function QuotesTab({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [page, setPage] = useState(1);
  const clientId = user.client?.id;
  const { data, error, isLoading, refetch } = useUserQuotesQuery({ clientId: clientId ?? 0, page, pageSize: RELATED_PAGE_SIZE }, { skip: !clientId });
  if (!clientId) return <EmptyState title={t('users.noQuotes')} detail={t('users.noClientRecord')} />;
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState message={apiErrorText(error, t, 'users.quotesError')} onRetry={() => void refetch()} />;
  if (data.total === 0) return <EmptyState title={t('users.noQuotes')} />;
  return (
    <>
      <List disablePadding>
        {data.items.map((quote) => (
          <ListItem key={quote.id} divider disableGutters sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Link component={RouterLink} to={`${dashboardPaths.quotes}?search=${encodeURIComponent(quote.quoteNumber)}`} sx={{ fontWeight: 700 }} dir="ltr">
                {quote.quoteNumber}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('users.quoteLine', { booking: format.number(quote.requestId), date: format.date(quote.quoteDate), total: format.money(quote.totalAmount) })}
              </Typography>
            </Box>
            <QuoteStatusChip status={quote.status} />
          </ListItem>
        ))}
      </List>
      <RelatedPager total={data.total} page={page} onPage={setPage} label={t('users.quotesPages')} />
    </>
  );
}

function RatingsTab({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useUserRatingsQuery({ id: user.id, page, pageSize: RELATED_PAGE_SIZE });
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState message={apiErrorText(error, t, 'users.ratingsError')} onRetry={() => void refetch()} />;
  if (data.total === 0) return <EmptyState title={t('users.noRatings')} />;
  return (
    <>
      <List disablePadding>
        {data.items.map((rating) => (
          <ListItem key={rating.id} divider disableGutters sx={{ display: 'block' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Stars value={rating.value} size={18} outlined />
              <Typography sx={{ fontWeight: 700 }}>
                <bdi>{localized(format.language, rating.serviceTitle, rating.serviceArabicTitle)}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {format.date(rating.createdAt)}
              </Typography>
            </Box>
            {rating.comment && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <bdi>{rating.comment}</bdi>
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
      <RelatedPager total={data.total} page={page} onPage={setPage} label={t('users.ratingsPages')} />
    </>
  );
}

/** The user details modal of spec 2.14, reachable at last: info, bookings, quotes and ratings. */
export function UserDetailsDialog({ id, tab, onTab, onClose }: { id: number; tab: UserTab; onTab: (tab: UserTab) => void; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const tabsId = useId();
  const { data: user, error, isLoading, refetch } = useGetUserQuery(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper" sx={fullScreenOnPhones}>
      <DialogTitle id={titleId}>{user ? user.fullName : t('users.details')}</DialogTitle>
      {user && (
        <Tabs
          value={tab}
          onChange={(_event, next: UserTab) => onTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('users.tabsLabel')}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {USER_TABS.map((value) => (
            <Tab key={value} value={value} label={t(`users.tabs.${value}`)} id={`${tabsId}-tab-${value}`} aria-controls={`${tabsId}-panel-${value}`} />
          ))}
        </Tabs>
      )}
      <DialogContent sx={{ minHeight: 320 }}>
        {isLoading && <LoadingState />}
        {error && !user && <ErrorState message={apiErrorText(error, t, 'users.loadOneError')} onRetry={() => void refetch()} />}
        {user && (
          <Box role="tabpanel" id={`${tabsId}-panel-${tab}`} aria-labelledby={`${tabsId}-tab-${tab}`} sx={{ pt: 2 }}>
            {tab === 'info' && <InfoTab user={user} />}
            {tab === 'bookings' && <BookingsTab user={user} />}
            {tab === 'quotes' && <QuotesTab user={user} />}
            {tab === 'ratings' && <RatingsTab user={user} />}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
